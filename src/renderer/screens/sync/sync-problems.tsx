import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { orderedProblems } from '../../../shared/sync/form-problems';
import { texts } from '../../../shared/texts/pt-BR';
import { useSyncForm } from './sync-form-store';
import { focusSyncField } from './sync-field-focus';

const t = texts.sync.screen;
const o = texts.outcomes.sync;

const fieldLabels = {
  blingAccount: t.blingAccount,
  concurrency: t.concurrency,
  delayMs: t.delay,
  tasks: t.tasks,
  codes: t.codes,
} as const;

/**
 * What the last Iniciar or Enviar para backend refused, by those buttons: every message in
 * the form's order, each with a way to its field (the workers URL: to Configurações).
 */
export function SyncProblems() {
  const errors = useSyncForm((state) => state.errors);
  const refused = useSyncForm((state) => state.refused);
  if (errors.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={o.problemsTitle[refused]}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {orderedProblems(errors).map((error, index) => (
            <li key={index}>
              {error.message}{' '}
              {error.field === 'workersUrl' ? (
                <Link to="/console/settings">{t.openSettings}</Link>
              ) : (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0, height: 'auto' }}
                  onClick={() => focusSyncField(error.field)}
                >
                  {o.goToField(fieldLabels[error.field])}
                </Button>
              )}
            </li>
          ))}
        </ul>
      }
    />
  );
}
