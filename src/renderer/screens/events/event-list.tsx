import { useRef } from 'react';
import type { CustomerEvent } from '../../../shared/events/customer-event';
import { texts } from '../../../shared/texts/pt-BR';
import { EventRow } from './event-row';
import { customerNameKey } from './use-customer-names';
import styles from './events.module.css';

export interface EventListProps {
  events: readonly CustomerEvent[];
  /** The first answer is in: events after it are new and fade in; those before do not. */
  ready: boolean;
  multiProject: boolean;
  /** Storefront host per project. */
  storefronts: Readonly<Record<string, string>>;
  onOpenProduct: (url: string) => void;
  /** Customer names by customerNameKey; a customer not in it is shown by id. */
  customerNames: ReadonlyMap<string, string>;
}

/** The feed, newest first. Mount it anew (a `key`) when what it shows changes. */
export function EventList({
  events,
  ready,
  multiProject,
  storefronts,
  onOpenProduct,
  customerNames,
}: EventListProps) {
  // What the first answer held; written once, so a row's `fresh` never changes after mount.
  const initial = useRef<Set<string> | null>(null);
  if (ready && initial.current === null) initial.current = new Set(events.map((e) => e.key));
  const shown = initial.current;
  return (
    <ol className={styles.feed} aria-label={texts.events.feed}>
      {events.map((event) => (
        <EventRow
          key={event.key}
          event={event}
          fresh={shown !== null && !shown.has(event.key)}
          multiProject={multiProject}
          storefront={storefronts[event.project] ?? ''}
          onOpenProduct={onOpenProduct}
          customerName={customerNames.get(customerNameKey(event.project, event.customerId))}
        />
      ))}
    </ol>
  );
}
