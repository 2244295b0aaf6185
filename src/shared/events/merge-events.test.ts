import { describe, expect, it } from 'vitest';
import { readCustomerEvent, type CustomerEvent } from './customer-event';
import { compareEvents, mergeProjectFeeds, type ProjectFeed } from './merge-events';

const BASE = Date.parse('2026-11-20T12:00:00.000Z');

const event = (project: string, id: string, minutesAgo: number | null): CustomerEvent =>
  readCustomerEvent(project, id, {
    action: 'start',
    createdAt: minutesAgo === null ? undefined : new Date(BASE - minutesAgo * 60_000),
  });

/** `count` events, one a minute apart, starting `offset` minutes ago, newest first. */
const series = (project: string, count: number, offset = 0, step = 1): CustomerEvent[] =>
  Array.from({ length: count }, (_, index) =>
    event(project, `e${String(index).padStart(3, '0')}`, offset + index * step),
  );

const ready = (project: string, events: CustomerEvent[]): ProjectFeed => ({
  project,
  status: 'ready',
  events,
});

const keys = (events: CustomerEvent[]) => events.map((item) => item.key);

describe('mergeProjectFeeds', () => {
  it('keeps the newest 50 across projects, newest first', () => {
    // demo: 0, 2, 4 ... minutes ago; outlet: 1, 3, 5 ...: they interleave.
    const merged = mergeProjectFeeds([
      ready('demo', series('demo', 50, 0, 2)),
      ready('outlet', series('outlet', 50, 1, 2)),
    ]);
    expect(merged.events).toHaveLength(50);
    expect(keys(merged.events).slice(0, 4)).toEqual([
      'demo/e000',
      'outlet/e000',
      'demo/e001',
      'outlet/e001',
    ]);
    expect(merged.events.at(-1)!.key).toBe('outlet/e024');
    for (let index = 1; index < merged.events.length; index++) {
      expect(merged.events[index - 1].createdAt!).toBeGreaterThan(merged.events[index].createdAt!);
    }
    expect(merged.errors).toEqual([]);
  });

  it('breaks ties by project then id, whatever order the projects come in', () => {
    const tied = [event('outlet', 'b', 5), event('demo', 'z', 5), event('demo', 'a', 5)];
    const one = mergeProjectFeeds([ready('outlet', [tied[0]]), ready('demo', [tied[1], tied[2]])]);
    const other = mergeProjectFeeds([
      ready('demo', [tied[2], tied[1]]),
      ready('outlet', [tied[0]]),
    ]);
    expect(keys(one.events)).toEqual(['demo/a', 'demo/z', 'outlet/b']);
    expect(keys(other.events)).toEqual(keys(one.events));
    // The limit cuts inside the tie at the same place.
    expect(
      keys(mergeProjectFeeds([ready('outlet', [tied[0]]), ready('demo', tied.slice(1))], 2).events),
    ).toEqual(['demo/a', 'demo/z']);
  });

  it('gives every event when there are fewer than 50, and nothing for a project with none', () => {
    const merged = mergeProjectFeeds([
      ready('demo', series('demo', 7)),
      ready('empty', []),
      ready('outlet', series('outlet', 3, 100)),
    ]);
    expect(merged.events).toHaveLength(10);
    expect(merged.events.filter((item) => item.project === 'outlet')).toHaveLength(3);
    expect(merged.events.slice(-3).map((item) => item.project)).toEqual([
      'outlet',
      'outlet',
      'outlet',
    ]);
    expect(merged.errors).toEqual([]);
    expect(merged.loading).toEqual([]);
    expect(mergeProjectFeeds([]).events).toEqual([]);
  });

  it('reports a failing project and keeps the others streaming', () => {
    const merged = mergeProjectFeeds([
      ready('demo', series('demo', 60)),
      { project: 'broken', status: 'error', message: 'Permissão negada.' },
      { project: 'slow', status: 'loading' },
    ]);
    expect(merged.events).toHaveLength(50);
    expect(merged.events.every((item) => item.project === 'demo')).toBe(true);
    expect(merged.errors).toEqual([{ project: 'broken', message: 'Permissão negada.' }]);
    expect(merged.loading).toEqual(['slow']);
    // Every project failing: no events, every error.
    const allFailed = mergeProjectFeeds([
      { project: 'a', status: 'error', message: 'x' },
      { project: 'b', status: 'error', message: 'y' },
    ]);
    expect(allFailed.events).toEqual([]);
    expect(allFailed.errors.map((error) => error.project)).toEqual(['a', 'b']);
  });

  it('sorts a list that came out of order and puts undated events last', () => {
    const shuffled = [
      event('demo', 'old', 30),
      event('demo', 'nodate', null),
      event('demo', 'new', 1),
    ];
    const merged = mergeProjectFeeds([
      ready('demo', shuffled),
      ready('outlet', [event('outlet', 'mid', 10)]),
    ]);
    expect(keys(merged.events)).toEqual(['demo/new', 'outlet/mid', 'demo/old', 'demo/nodate']);
    // The input list is left as it was.
    expect(shuffled.map((item) => item.id)).toEqual(['old', 'nodate', 'new']);
  });

  it('compares equal events as equal', () => {
    expect(compareEvents(event('demo', 'a', 1), event('demo', 'a', 1))).toBe(0);
  });
});
