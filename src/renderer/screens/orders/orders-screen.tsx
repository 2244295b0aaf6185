import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useSearchParams } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { errorMessage } from '../../../shared/errors/error-message';
import { DataTable } from '../../components/data-table/data-table';
import { LoadingState } from '../../components/loading-state/loading-state';
import { orderColumns } from './order-columns';
import { OrderItems } from './order-items';
import type { OrderRow } from './order-row';
import { useOrders } from './use-orders';
import { useProjectParam } from './use-project-param';
import { ScreenHeader } from '../../components/screen-header/screen-header';

const t = texts.shell.screens.orders;

const rowKey = (row: OrderRow) => row.id;
const rowLabel = (row: OrderRow) => t.rowLabel(row.number);
const expandedRow = (row: OrderRow) => <OrderItems order={row} />;

/**
 * /console/orders?project={id}&customerId={customerId}, linked from a conversation header:
 * the customer's orders (without one, the project's), newest first, live.
 */
export default function OrdersScreen() {
  const [params] = useSearchParams();
  const customerId = params.get('customerId')?.trim() || null;
  const project = useProjectParam(params.get('project')?.trim() || null);
  const [attempt, setAttempt] = useState(0);
  const orders = useOrders(
    project.status === 'ready' ? project.project : null,
    customerId,
    attempt,
  );
  const columns = useMemo(() => orderColumns(orders.rows), [orders.rows]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  let body;
  if (project.status === 'switching') body = <LoadingState label={t.switching(project.project)} />;
  else if (project.status === 'unknown')
    body = <Alert type="error" showIcon title={t.unknownProject(project.project)} />;
  else if (project.status === 'failed')
    body = (
      <Alert type="error" showIcon title={t.projectChangeFailed(project.project, project.detail)} />
    );
  else
    body = (
      <>
        {orders.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={t.failed(errorMessage(orders.error))}
            action={<Button onClick={retry}>{t.retry}</Button>}
          />
        )}
        <DataTable
          rows={orders.rows}
          columns={columns}
          rowKey={rowKey}
          rowLabel={rowLabel}
          expandedRow={expandedRow}
          ariaLabel={t.table}
          loading={orders.status === 'loading'}
          emptyText={customerId ? t.emptyForCustomer(customerId) : t.empty}
        />
      </>
    );

  return (
    <Flex vertical gap="middle">
      <ScreenHeader
        title={t.title}
        description={customerId ? t.ofCustomer(customerId) : t.ofProject(project.project)}
      />
      {body}
    </Flex>
  );
}
