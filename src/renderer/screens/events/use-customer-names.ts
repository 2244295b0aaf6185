import { useEffect, useRef, useState } from 'react';
import { customerName } from '../../../shared/customers/customer-name';
import type { CustomerEvent } from '../../../shared/events/customer-event';
import type { DocumentStore } from '../../data/ports';
import { documentPathOf } from '../../data/paths';

/** How the names are keyed: `{project}/{customerId}` (two projects may reuse an id). */
export const customerNameKey = (project: string, customerId: string) => `${project}/${customerId}`;

/**
 * The names of the customers the events point at, read once each (`customer/{id}` of the
 * event's project). A customer that cannot be read, or has no name, is left out: its row shows
 * the id, the only name it has.
 */
export function useCustomerNames(
  documents: DocumentStore,
  events: readonly CustomerEvent[],
): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const wanted = [
    ...new Set(
      events
        .filter((event) => event.customerId !== '')
        .map((event) => customerNameKey(event.project, event.customerId)),
    ),
  ].join('\n');
  useEffect(() => {
    for (const key of wanted ? wanted.split('\n') : []) {
      if (asked.current.has(key)) continue;
      asked.current.add(key);
      // Project ids and document ids never hold a '/'.
      const [project, customerId] = key.split('/') as [string, string];
      documents
        .get(documentPathOf(project, 'customer', customerId))
        .then((snapshot) => {
          const name = snapshot.data ? customerName(snapshot.data) : '';
          if (mounted.current && name) setNames((previous) => new Map(previous).set(key, name));
        })
        .catch(() => undefined);
    }
  }, [documents, wanted]);
  return names;
}
