import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { texts } from '../../../../shared/texts/pt-BR';
import { ImportModal } from './import-modal';
import { useCsvImport } from './use-csv-import';
import type { PreviewRunner } from './run-preview';

const t = texts.collections.csv;

/** 'Importar CSV': choose a file, see what it would change, then apply it (or not). */
export function CsvImportButton({
  collection,
  runPreview,
}: {
  collection: string;
  /** Tests compute the preview inline; the app uses a Web Worker. */
  runPreview?: PreviewRunner;
}) {
  const flow = useCsvImport(collection, runPreview);
  return (
    <>
      <Button
        icon={<UploadOutlined aria-hidden />}
        onClick={() => void flow.choose()}
        disabled={flow.state.step !== 'idle'}
      >
        {t.importButton}
      </Button>
      <ImportModal collection={collection} flow={flow} />
    </>
  );
}
