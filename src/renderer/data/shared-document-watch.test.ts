import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentSnapshot, DocumentStore } from './ports';
import { SHARED_WATCH_LINGER_MS, sharedDocumentWatch } from './shared-document-watch';

const PATH = 'project/demo/config/console';
const snapshot = (claim: string): DocumentSnapshot => ({
  id: 'console',
  path: PATH,
  exists: true,
  data: { privilegedClaim: claim },
});

/** A store whose watchDocument is counted and answered by hand. */
function countingStore() {
  const watches: Array<{
    onNext: (snapshot: DocumentSnapshot) => void;
    onError?: (error: Error) => void;
    stopped: boolean;
  }> = [];
  const documents = {
    watchDocument(_path: string, onNext, onError) {
      const watch = { onNext, onError, stopped: false };
      watches.push(watch);
      return () => {
        watch.stopped = true;
      };
    },
  } as Pick<DocumentStore, 'watchDocument'> as DocumentStore;
  return { documents, watches };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sharedDocumentWatch', () => {
  it('asks the store once for every reader, and each reader hears every answer', () => {
    const { documents, watches } = countingStore();
    const first = vi.fn();
    const second = vi.fn();
    sharedDocumentWatch(documents, PATH).subscribe(first);
    const other = sharedDocumentWatch(documents, PATH);
    other.subscribe(second);
    expect(watches).toHaveLength(1);
    expect(other.current()).toBeNull();
    watches[0].onNext(snapshot('staff'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(other.current()).toEqual(snapshot('staff'));
  });

  it('outlives its last reader for a while, so the next screen reads it without asking again', () => {
    const { documents, watches } = countingStore();
    const watch = sharedDocumentWatch(documents, PATH);
    const stop = watch.subscribe(() => {});
    watches[0].onNext(snapshot('staff'));
    stop();
    vi.advanceTimersByTime(SHARED_WATCH_LINGER_MS - 1);
    const again = sharedDocumentWatch(documents, PATH);
    const stopAgain = again.subscribe(() => {});
    expect(watches).toHaveLength(1);
    expect(watches[0].stopped).toBe(false);
    expect(again.current()).toEqual(snapshot('staff'));

    stopAgain();
    vi.advanceTimersByTime(SHARED_WATCH_LINGER_MS);
    expect(watches[0].stopped).toBe(true);
    const later = sharedDocumentWatch(documents, PATH);
    expect(later.current()).toBeNull();
    later.subscribe(() => {});
    expect(watches).toHaveLength(2);
  });

  it('keeps stores and paths apart', () => {
    const one = countingStore();
    const two = countingStore();
    sharedDocumentWatch(one.documents, PATH).subscribe(() => {});
    sharedDocumentWatch(two.documents, PATH).subscribe(() => {});
    sharedDocumentWatch(one.documents, 'project/other/config/console').subscribe(() => {});
    expect(one.watches).toHaveLength(2);
    expect(two.watches).toHaveLength(1);
  });

  it('a failed watch tells its readers, and the next reader asks again', () => {
    const { documents, watches } = countingStore();
    const watch = sharedDocumentWatch(documents, PATH);
    const heard = vi.fn();
    watch.subscribe(heard);
    const denied = new Error('permission-denied');
    watches[0].onError?.(denied);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(watch.current()).toBe(denied);
    const next = sharedDocumentWatch(documents, PATH);
    next.subscribe(() => {});
    expect(watches).toHaveLength(2);
    expect(next.current()).toBeNull();
  });
});
