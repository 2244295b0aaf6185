import { useEffect, useState } from 'react';
import {
  CUSTOMER_EVENT_COLLECTION,
  EVENT_FEED_SIZE,
  readCustomerEvent,
  type CustomerEvent,
} from '../../../shared/events/customer-event';
import {
  mergeProjectFeeds,
  type MergedFeed,
  type ProjectFeed,
} from '../../../shared/events/merge-events';
import { errorMessage } from '../../../shared/errors/error-message';
import type { DocumentSnapshot, DocumentStore, QuerySpec } from '../../data/ports';
import { collectionPathOf } from '../../data/paths';

/** The query of spec 02 §7, narrowed to one customer when a link asked for one. */
export function eventQuery(customerId: string | null): QuerySpec {
  return {
    ...(customerId ? { where: [{ field: 'customerId', op: '==', value: customerId }] } : {}),
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: EVENT_FEED_SIZE,
  };
}

/**
 * Reads one project's snapshots, reusing the parsed event of a document whose data did not
 * change: a row is memoized on its event, so an arriving event re-renders only its own row.
 */
function eventReader(project: string) {
  let previous = new Map<string, { json: string; event: CustomerEvent }>();
  return (docs: DocumentSnapshot[]): CustomerEvent[] => {
    const next = new Map<string, { json: string; event: CustomerEvent }>();
    const events = docs.map((doc) => {
      const json = JSON.stringify(doc.data);
      const known = previous.get(doc.id);
      const event =
        known && known.json === json ? known.event : readCustomerEvent(project, doc.id, doc.data);
      next.set(doc.id, { json, event });
      return event;
    });
    previous = next;
    return events;
  };
}

const EMPTY: MergedFeed = { events: [], errors: [], loading: [] };

/**
 * The latest events of each project, live: one query per project (never a collectionGroup),
 * merged into the newest 50. A project whose query fails is reported and the others go on.
 */
export function useEventFeed(
  documents: DocumentStore,
  projects: readonly string[],
  customerId: string | null,
): MergedFeed {
  const projectsKey = projects.join('\n');
  const [feed, setFeed] = useState<{ key: string; merged: MergedFeed } | null>(null);
  const key = `${projectsKey}\n\n${customerId ?? ''}`;

  useEffect(() => {
    const list = projectsKey ? projectsKey.split('\n') : [];
    const feeds: ProjectFeed[] = list.map((project) => ({ project, status: 'loading' }));
    let active = true;
    const publish = () => active && setFeed({ key, merged: mergeProjectFeeds(feeds) });
    const stops = list.map((project, index) => {
      const read = eventReader(project);
      const fail = (error: unknown) => {
        feeds[index] = { project, status: 'error', message: errorMessage(error) };
        publish();
      };
      try {
        return documents.watchQuery(
          collectionPathOf(project, CUSTOMER_EVENT_COLLECTION),
          eventQuery(customerId),
          (docs) => {
            feeds[index] = { project, status: 'ready', events: read(docs) };
            publish();
          },
          fail,
        );
      } catch (error) {
        // A path or query the store refuses at once (a malformed project id in a link).
        fail(error);
        return () => {};
      }
    });
    if (list.length === 0) publish();
    return () => {
      active = false;
      for (const stop of stops) stop();
    };
  }, [documents, projectsKey, customerId, key]);

  if (feed && feed.key === key) return feed.merged;
  return { ...EMPTY, loading: [...projects] };
}
