import { Alert, Card, Descriptions } from 'antd';
import { Link } from 'react-router';
import { customerName } from '../../../shared/customers/customer-name';
import { formatPhone } from '../../../shared/format/phone';
import { errorMessage } from '../../../shared/errors/error-message';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentData } from '../../data/ports';
import { useLiveDocument, type LiveDocument } from '../../data/use-live-document';
import { documentPathOf } from '../../data/paths';

const t = texts.events.customer;

type Customer =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: DocumentData };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function customerOf(live: LiveDocument): Customer {
  if (live.status !== 'ready') {
    return live.status === 'loading'
      ? live
      : { status: 'failed', message: errorMessage(live.error) };
  }
  const { exists, data } = live.snapshot;
  return exists && data ? { status: 'ready', data } : { status: 'missing' };
}

/** Who the filtered feed is about: `customer/{id}` of the event's project, live. */
export function CustomerCard({ project, customerId }: { project: string; customerId: string }) {
  const state = customerOf(useLiveDocument(documentPathOf(project, 'customer', customerId)));
  const clear = <Link to={{ search: '' }}>{t.clear}</Link>;
  return (
    <Card
      size="small"
      title={t.of((state.status === 'ready' && customerName(state.data)) || customerId)}
      extra={clear}
    >
      {state.status === 'loading' && t.loading}
      {state.status === 'missing' && (
        <Alert type="warning" showIcon title={t.notFound(customerId)} />
      )}
      {state.status === 'failed' && <Alert type="error" showIcon title={t.failed(state.message)} />}
      {state.status === 'ready' && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'name', label: t.name, children: customerName(state.data) || t.noName },
            { key: 'email', label: t.email, children: text(state.data.email) || '—' },
            {
              key: 'phone',
              label: t.phone,
              children: formatPhone(state.data.phoneNumber ?? state.data.phone) ?? '—',
            },
          ]}
        />
      )}
    </Card>
  );
}
