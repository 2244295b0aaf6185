import { useEffect, useState } from 'react';
import { collectionPathOf } from '../../data/paths';
import { useDataPorts } from '../../data/provider';
import { toError } from '../../../shared/errors/error-message';
import { orderRowOf, ordersQuery, type OrderRow } from './order-row';

export type OrdersState =
  | { status: 'loading'; rows: readonly OrderRow[] }
  | { status: 'ready'; rows: readonly OrderRow[] }
  | { status: 'failed'; rows: readonly OrderRow[]; error: Error };

const NONE: readonly OrderRow[] = [];

/**
 * The orders live (watchQuery): a new or changed order shows without a reload. `project`
 * null reads nothing (the project is not settled yet); `attempt` restarts a failed watch.
 */
export function useOrders(
  project: string | null,
  customerId: string | null,
  attempt: number,
): OrdersState {
  const { documents } = useDataPorts();
  const [state, setState] = useState<OrdersState>({ status: 'loading', rows: NONE });

  useEffect(() => {
    if (!project) return;
    let active = true;
    setState({ status: 'loading', rows: NONE });
    const stop = documents.watchQuery(
      collectionPathOf(project, 'order'),
      ordersQuery(customerId),
      (snapshots) => active && setState({ status: 'ready', rows: snapshots.map(orderRowOf) }),
      // The rows already shown stay beside the failure.
      (error) =>
        active &&
        setState((previous) => ({ status: 'failed', rows: previous.rows, error: toError(error) })),
    );
    return () => {
      active = false;
      stop();
    };
  }, [documents, project, customerId, attempt]);

  return state;
}
