import { useRef } from 'react';
import { App, Button, Tooltip } from 'antd';
import { simulatedEvent, type SimulationPool } from '../../../shared/events/simulated-event';
import { CUSTOMER_EVENT_COLLECTION } from '../../../shared/events/customer-event';
import { errorMessage } from '../../../shared/errors/error-message';
import { texts } from '../../../shared/texts/pt-BR';
import { useDataPorts } from '../../data/provider';
import { collectionPathOf, documentPathOf } from '../../data/paths';

const t = texts.events;

/**
 * 'Simular evento' (local profile only): writes one demo event into one of the feed's
 * projects, as the storefront would, so the live feed can be seen moving. With a customer
 * filter the event is that customer's, so it shows.
 */
export function SimulateEventButton({
  projects,
  customerId,
}: {
  projects: readonly string[];
  customerId: string | null;
}) {
  const { documents } = useDataPorts();
  const { message } = App.useApp();
  const pools = useRef(new Map<string, SimulationPool>());

  const poolOf = async (project: string): Promise<SimulationPool> => {
    const known = pools.current.get(project);
    if (known) return known;
    const [customers, products] = await Promise.all([
      documents.query(collectionPathOf(project, 'customer'), { limit: 20 }),
      documents.query(collectionPathOf(project, 'product-data'), { limit: 20 }),
    ]);
    const pool = {
      customerIds: customers.map((doc) => doc.id),
      productCodes: products.map((doc) => doc.id),
    };
    pools.current.set(project, pool);
    return pool;
  };

  const simulate = async () => {
    if (projects.length === 0) return;
    // No busy state: each click is one more event, as fast as someone clicks.
    try {
      const project = projects[Math.floor(Math.random() * projects.length)];
      const pool = await poolOf(project);
      const id = `sim-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
      const data = simulatedEvent(
        project,
        id,
        new Date(),
        customerId ? { ...pool, customerIds: [customerId] } : pool,
      );
      if (customerId) data.customerId = customerId;
      await documents.set(documentPathOf(project, CUSTOMER_EVENT_COLLECTION, id), data);
    } catch (error) {
      void message.error(t.simulateFailed(errorMessage(error)));
    }
  };

  return (
    <Tooltip title={t.simulateHelp}>
      <Button onClick={simulate} disabled={projects.length === 0}>
        {t.simulate}
      </Button>
    </Tooltip>
  );
}
