import { Alert, App, Button, Flex, Modal, Progress, Space, Statistic, Typography } from 'antd';
import { reportCsvRows } from '../../../../shared/collection-csv/import-apply';
import { errorMessage } from '../../../../shared/errors/error-message';
import { texts } from '../../../../shared/texts/pt-BR';
import { useFileSaver } from '../../../platform/create-file-saver';
import { LoadingState } from '../../../components/loading-state/loading-state';
import { ImportPreviewTables } from './import-preview-tables';
import { ImportReportView } from './import-report';
import type { useCsvImport } from './use-csv-import';

const t = texts.collections.csv;

type ImportFlow = ReturnType<typeof useCsvImport>;

/** The import's one dialog, step by step; nothing is written before 'Importar'. */
export function ImportModal({ collection, flow }: { collection: string; flow: ImportFlow }) {
  const { state, apply, cancelApply, close } = flow;
  const saver = useFileSaver();
  const { message } = App.useApp();

  const saveReport = async () => {
    if (state.step !== 'report') return;
    const { fields, rows } = reportCsvRows(state.report);
    try {
      const saved = await saver.saveCsv({
        defaultName: t.reportFileName(collection),
        fields: [...fields],
        rows,
      });
      if (!saved.ok) message.error(saved.message);
      else if (!saved.canceled) message.success(t.reportSaved(saved.path));
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  const footer = (() => {
    switch (state.step) {
      case 'failed':
        return <Button onClick={close}>{t.close}</Button>;
      case 'preview': {
        const writes = state.preview.counts.creates + state.preview.counts.updates;
        return (
          <Flex justify="end" gap="small">
            <Button onClick={close}>{t.cancel}</Button>
            <Button
              type="primary"
              disabled={writes === 0}
              onClick={() => void apply(state.preview)}
            >
              {t.apply}
            </Button>
          </Flex>
        );
      }
      case 'applying':
        return (
          <Button onClick={cancelApply} disabled={state.canceling}>
            {t.cancel}
          </Button>
        );
      case 'report':
        return (
          <Flex justify="end" gap="small">
            <Button onClick={() => void saveReport()}>{t.exportReport}</Button>
            <Button type="primary" onClick={close}>
              {t.close}
            </Button>
          </Flex>
        );
      default:
        return null;
    }
  })();

  return (
    <Modal
      open={state.step !== 'idle'}
      title={t.importTitle(collection)}
      width={960}
      footer={footer}
      // The corner close is 'Cancelar' before anything is written (the other steps have their
      // own button in the footer); never mid-write.
      closable={state.step === 'preview'}
      mask={{ closable: false }}
      keyboard={state.step !== 'applying' && state.step !== 'loading'}
      onCancel={close}
      destroyOnHidden
    >
      {state.step === 'loading' && <LoadingState label={state.label} />}
      {state.step === 'failed' && <Alert type="error" showIcon title={state.message} />}
      {state.step === 'preview' && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{state.fileName}</Typography.Text>
          <Flex gap="large" wrap role="group" aria-label={t.importTitle(collection)}>
            <Statistic title={t.counts.creates} value={state.preview.counts.creates} />
            <Statistic title={t.counts.updates} value={state.preview.counts.updates} />
            <Statistic title={t.counts.unchanged} value={state.preview.counts.unchanged} />
            <Statistic title={t.counts.invalid} value={state.preview.counts.invalid} />
          </Flex>
          {state.unreadLines > 0 && (
            <Alert type="warning" showIcon title={t.fileSkippedLines(state.unreadLines)} />
          )}
          {state.preview.ignoredColumns.length > 0 && (
            <Alert
              type="info"
              showIcon
              title={t.ignoredColumns(state.preview.ignoredColumns.join(', '))}
            />
          )}
          {state.preview.protectedColumns && (
            <Alert type="warning" showIcon title={state.preview.protectedColumns.note} />
          )}
          {state.preview.counts.creates + state.preview.counts.updates === 0 && (
            <Alert type="info" showIcon title={t.nothingToApply} />
          )}
          <ImportPreviewTables preview={state.preview} />
        </Space>
      )}
      {state.step === 'applying' && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Paragraph role="status">
            {t.applying(state.progress.done, state.progress.total)}
          </Typography.Paragraph>
          <Progress
            percent={
              state.progress.total === 0
                ? 100
                : Math.round((state.progress.done / state.progress.total) * 100)
            }
          />
        </Space>
      )}
      {state.step === 'report' && (
        <ImportReportView report={state.report} canceled={state.canceled} />
      )}
    </Modal>
  );
}
