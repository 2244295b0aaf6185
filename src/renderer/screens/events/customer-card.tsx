import { useEffect, useState } from 'react';
import { Alert, Card, Descriptions } from 'antd';
import { Link } from 'react-router';
import { customerName } from '../../../shared/customers/customer-name';
import { formatPhone } from '../../../shared/format/phone';
import { errorMessage } from '../../../shared/errors/error-message';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentData } from '../../data/ports';
import { useDataPorts } from '../../data/provider';
import { documentPathOf } from '../../data/paths';

const t = texts.events.customer;

type Customer =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: DocumentData };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Who the filtered feed is about: `customer/{id}` of the event's project, live. */
export function CustomerCard({ project, customerId }: { project: string; customerId: string }) {
  const { documents } = useDataPorts();
  const [customer, setCustomer] = useState<{ key: string; value: Customer } | null>(null);
  const key = `${project}/${customerId}`;
  useEffect(() => {
    let active = true;
    const settle = (value: Customer) => active && setCustomer({ key, value });
    let stop = () => {};
    try {
      stop = documents.watchDocument(
        documentPathOf(project, 'customer', customerId),
        (snapshot) =>
          settle(
            snapshot.exists && snapshot.data
              ? { status: 'ready', data: snapshot.data }
              : { status: 'missing' },
          ),
        (error) => settle({ status: 'failed', message: errorMessage(error) }),
      );
    } catch (error) {
      settle({ status: 'failed', message: errorMessage(error) });
    }
    return () => {
      active = false;
      stop();
    };
  }, [documents, project, customerId, key]);

  const state: Customer = customer?.key === key ? customer.value : { status: 'loading' };
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
