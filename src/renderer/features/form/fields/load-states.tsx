import { Alert, Button, Skeleton } from 'antd';
import { texts } from '../../../../shared/texts/pt-BR';

const t = texts.formFields;

/** Another collection's documents are on their way. */
export function LoadingDocuments() {
  return (
    <div role="status" aria-busy="true" aria-label={t.loadingDocuments}>
      <Skeleton active title={false} paragraph={{ rows: 2 }} />
    </div>
  );
}

/** Reading another collection failed: say why, offer a retry. */
export function LoadFailed({ error, retry }: { error: string; retry(): void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t.loadFailed(error)}
      action={
        <Button size="small" onClick={retry}>
          {t.retry}
        </Button>
      }
    />
  );
}
