import { useRef, useState } from 'react';
import { App, Button, Modal, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import { collectionPathOf } from '../../../data/paths';
import { useActiveProject, useDataPorts } from '../../../data/provider';
import { usePrivilegedUser } from '../../../data/use-privileged-user';
import { useFileSaver } from '../../../platform/create-file-saver';
import { exportCollection, type ExportOutcome, type ExportProgress } from './export-collection';

const t = texts.collections.csv;

/** The outcome's message: the count and file, then what was left out, on its own line. */
function exportedMessage(outcome: Extract<ExportOutcome, { kind: 'done' }>) {
  const done = t.exported(outcome.rows, outcome.fileName);
  if (!outcome.withheld) return done;
  return (
    <>
      <div>{done}</div>
      <div>
        {texts.adminOnly.exportWithheld(outcome.withheld.documents, outcome.withheld.fields)}
      </div>
    </>
  );
}

/** 'Exportar CSV': the whole collection to data_{collection}.csv, with progress and cancel. */
export function CsvExportButton({ collection }: { collection: string }) {
  const saver = useFileSaver();
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const privileged = usePrivilegedUser();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ phase: 'reading', read: 0 });
    try {
      const outcome = await exportCollection({
        saver,
        documents,
        collectionPath: collectionPathOf(projectId, collection),
        collection,
        privileged,
        signal: controller.signal,
        onProgress: setProgress,
      });
      if (outcome.kind === 'done') {
        // Long enough to read what was left out of the file.
        message.success({ content: exportedMessage(outcome), duration: outcome.withheld ? 10 : 3 });
      }
      if (outcome.kind === 'failed') message.error(t.exportFailed(outcome.message));
    } catch (error) {
      message.error(t.exportFailed(errorMessage(error)));
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const percent =
    progress?.phase === 'writing' && progress.total > 0
      ? Math.round((progress.written / progress.total) * 100)
      : 0;

  return (
    <>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => void run()}
        disabled={progress !== null}
      >
        {t.exportButton}
      </Button>
      <Modal
        open={progress !== null}
        title={t.exportTitle(collection)}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={<Button onClick={() => abort.current?.abort()}>{t.cancel}</Button>}
      >
        <Typography.Paragraph role="status">
          {progress?.phase === 'reading'
            ? t.reading(progress.read)
            : progress?.phase === 'writing'
              ? t.writing(progress.written, progress.total)
              : null}
        </Typography.Paragraph>
        <Progress percent={percent} status={progress?.phase === 'reading' ? 'active' : undefined} />
      </Modal>
    </>
  );
}
