import { useEffect, useState } from 'react';
import { Alert, Descriptions, Drawer, Flex, Spin } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/errors/error-message';
import { customerName } from '../../../shared/customers/customer-name';
import { formatPhone } from '../../../shared/format/phone';
import { NO_VALUE } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import type { DocumentSnapshot } from '../../data/ports';
import { collectionPathOf } from '../../data/paths';
import { useActiveProject, useDataPorts } from '../../data/provider';
import { CUSTOMER_EMAIL_PARAM, customerByEmailQuery, withoutCustomerEmail } from './customer-link';

const t = texts.messaging.customerLookup;

type Lookup =
  | { status: 'loading' }
  | { status: 'found'; customer: DocumentSnapshot }
  | { status: 'missing' }
  | { status: 'failed'; error: string };

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The customer a `?customerEmail=` link names (spec 02 §2: links to the same page), looked up
 * in the project's customers by e-mail, with links to their record and their orders. Closing
 * drops the parameter, so Back returns to it.
 */
export function CustomerEmailDrawer() {
  const location = useLocation();
  const navigate = useNavigate();
  const { documents } = useDataPorts();
  const projectId = useActiveProject();
  const email = new URLSearchParams(location.search).get(CUSTOMER_EMAIL_PARAM)?.trim() ?? '';
  const [lookup, setLookup] = useState<Lookup>({ status: 'loading' });

  useEffect(() => {
    if (email === '') return;
    let active = true;
    setLookup({ status: 'loading' });
    documents.query(collectionPathOf(projectId, 'customer'), customerByEmailQuery(email)).then(
      (found) => {
        if (!active) return;
        setLookup(found[0] ? { status: 'found', customer: found[0] } : { status: 'missing' });
      },
      (error: unknown) => active && setLookup({ status: 'failed', error: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [documents, projectId, email]);

  const close = () =>
    navigate({ pathname: location.pathname, search: withoutCustomerEmail(location.search) });

  return (
    <Drawer
      open={email !== ''}
      onClose={close}
      title={t.title}
      closable={{ 'aria-label': t.close }}
    >
      {lookup.status === 'loading' && (
        <Flex justify="center">
          <Spin aria-label={t.loading} />
        </Flex>
      )}
      {lookup.status === 'missing' && <Alert type="info" showIcon title={t.notFound(email)} />}
      {lookup.status === 'failed' && <Alert type="error" showIcon title={t.failed(lookup.error)} />}
      {lookup.status === 'found' && <CustomerSummary customer={lookup.customer} email={email} />}
    </Drawer>
  );
}

function CustomerSummary({ customer, email }: { customer: DocumentSnapshot; email: string }) {
  const data = customer.data ?? {};
  const name = customerName(data);
  const id = encodeURIComponent(customer.id);
  return (
    <Flex vertical gap={16}>
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: t.name, children: name || NO_VALUE },
          { key: 'email', label: t.email, children: textOf(data.email) || email },
          { key: 'phone', label: t.phone, children: formatPhone(data.phoneNumber) ?? NO_VALUE },
        ]}
      />
      <Flex gap={16}>
        <Link to={`/console/customer/${id}`}>{t.openDocument}</Link>
        <Link to={`/console/orders?customerId=${id}`}>{t.orders}</Link>
      </Flex>
    </Flex>
  );
}
