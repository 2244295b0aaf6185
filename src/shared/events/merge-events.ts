import { EVENT_FEED_SIZE, type CustomerEvent } from './customer-event';

/** One project's live query, as the multi-project feed holds it. */
export type ProjectFeed =
  | { project: string; status: 'loading' }
  | { project: string; status: 'ready'; events: readonly CustomerEvent[] }
  | { project: string; status: 'error'; message: string };

export interface MergedFeed {
  /** The newest events across the projects that answered, newest first. */
  events: CustomerEvent[];
  /** Projects whose query failed, in the order given, with their message. */
  errors: Array<{ project: string; message: string }>;
  /** Projects still waiting for their first answer. */
  loading: string[];
}

/**
 * Newest first; equal times by project then id, so a tie always lands the same way. An event
 * without a date sorts last (Firestore's orderBy never returns one; the local store might).
 */
export function compareEvents(a: CustomerEvent, b: CustomerEvent): number {
  const at = a.createdAt ?? -Infinity;
  const bt = b.createdAt ?? -Infinity;
  if (at !== bt) return at > bt ? -1 : 1;
  if (a.project !== b.project) return a.project < b.project ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The newest `limit` events over every project's own query (one query per project, never a
 * collectionGroup). Each list is sorted first, so an out-of-order answer cannot hide an event,
 * then the heads are merged: at most `limit` steps over the projects.
 */
export function mergeProjectFeeds(
  feeds: readonly ProjectFeed[],
  limit: number = EVENT_FEED_SIZE,
): MergedFeed {
  const errors: MergedFeed['errors'] = [];
  const loading: string[] = [];
  const lists: CustomerEvent[][] = [];
  for (const feed of feeds) {
    if (feed.status === 'error') errors.push({ project: feed.project, message: feed.message });
    else if (feed.status === 'loading') loading.push(feed.project);
    else if (feed.events.length > 0) lists.push(sortedNewestFirst(feed.events));
  }
  const heads = lists.map(() => 0);
  const events: CustomerEvent[] = [];
  while (events.length < limit) {
    let best = -1;
    for (let list = 0; list < lists.length; list++) {
      const candidate = lists[list][heads[list]];
      if (candidate === undefined) continue;
      if (best < 0 || compareEvents(candidate, lists[best][heads[best]]) < 0) best = list;
    }
    if (best < 0) break;
    events.push(lists[best][heads[best]]);
    heads[best]++;
  }
  return { events, errors, loading };
}

/** The list itself when already in order (the usual case: the query sorted it). */
function sortedNewestFirst(events: readonly CustomerEvent[]): CustomerEvent[] {
  for (let index = 1; index < events.length; index++) {
    if (compareEvents(events[index - 1], events[index]) > 0) {
      return [...events].sort(compareEvents);
    }
  }
  return events as CustomerEvent[];
}
