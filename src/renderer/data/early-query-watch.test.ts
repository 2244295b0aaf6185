import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentSnapshot, DocumentStore, QuerySpec } from './ports';
import { EARLY_WATCH_UNTAKEN_MS, takeQueryWatch, watchQueryEarly } from './early-query-watch';

const PATH = 'project/demo/customer';
const FIRST: QuerySpec = { limit: 2 };
const doc = (id: string): DocumentSnapshot => ({
  id,
  path: `${PATH}/${id}`,
  exists: true,
  data: { id },
});

/** A store whose live reads are recorded and answered by hand. */
function recordingStore(refuse = false) {
  const reads: Array<{
    spec: QuerySpec;
    onNext: (docs: DocumentSnapshot[]) => void;
    onError?: (error: Error) => void;
    stopped: boolean;
  }> = [];
  const documents = {
    watchQuery(_path: string, spec, onNext, onError) {
      if (refuse) throw new Error('Caminho recusado');
      const read = { spec, onNext, onError, stopped: false };
      reads.push(read);
      return () => {
        read.stopped = true;
      };
    },
  } as Pick<DocumentStore, 'watchQuery'> as DocumentStore;
  return { documents, reads };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchQueryEarly and takeQueryWatch', () => {
  it('reads once: the answer that came before the take is handed over at once, later ones follow', () => {
    const { documents, reads } = recordingStore();
    watchQueryEarly(documents, PATH, FIRST);
    watchQueryEarly(documents, PATH, FIRST);
    expect(reads).toHaveLength(1);
    reads[0].onNext([doc('a')]);

    const onNext = vi.fn();
    const stop = takeQueryWatch(documents, PATH, FIRST, onNext, vi.fn());
    expect(reads).toHaveLength(1);
    expect(onNext).toHaveBeenCalledWith([doc('a')]);
    reads[0].onNext([doc('a'), doc('b')]);
    expect(onNext).toHaveBeenLastCalledWith([doc('a'), doc('b')]);

    // Taken: another early ask does not read again; stopping the taken read stops it.
    watchQueryEarly(documents, PATH, FIRST);
    expect(reads).toHaveLength(1);
    stop();
    expect(reads[0].stopped).toBe(true);
    vi.advanceTimersByTime(EARLY_WATCH_UNTAKEN_MS);
    expect(onNext).toHaveBeenCalledTimes(2);
  });

  it('a read already taken is not shared: a second taker gets a read of its own', () => {
    const { documents, reads } = recordingStore();
    watchQueryEarly(documents, PATH, FIRST);
    const first = vi.fn();
    const second = vi.fn();
    takeQueryWatch(documents, PATH, FIRST, first, vi.fn());
    takeQueryWatch(documents, PATH, FIRST, second, vi.fn());
    expect(reads).toHaveLength(2);
    reads[1].onNext([doc('b')]);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith([doc('b')]);
  });

  it('stops a read nobody takes (a render thrown away), and a late take reads anew', () => {
    const { documents, reads } = recordingStore();
    watchQueryEarly(documents, PATH, FIRST);
    vi.advanceTimersByTime(EARLY_WATCH_UNTAKEN_MS - 1);
    expect(reads[0].stopped).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reads[0].stopped).toBe(true);

    const onNext = vi.fn();
    takeQueryWatch(documents, PATH, FIRST, onNext, vi.fn());
    expect(reads).toHaveLength(2);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('does not stop a taken read when the untaken time runs out', () => {
    const { documents, reads } = recordingStore();
    watchQueryEarly(documents, PATH, FIRST);
    takeQueryWatch(documents, PATH, FIRST, vi.fn(), vi.fn());
    vi.advanceTimersByTime(2 * EARLY_WATCH_UNTAKEN_MS);
    expect(reads[0].stopped).toBe(false);
  });

  it('keeps queries apart: another spec or path is another read', () => {
    const { documents, reads } = recordingStore();
    watchQueryEarly(documents, PATH, FIRST);
    watchQueryEarly(documents, PATH, { ...FIRST, startAfter: ['b'] });
    watchQueryEarly(documents, 'project/demo/brand', FIRST);
    expect(reads.map((read) => read.spec)).toEqual([FIRST, { ...FIRST, startAfter: ['b'] }, FIRST]);
  });

  it('hands a failure that came before the take to the taker', () => {
    const { documents, reads } = recordingStore();
    watchQueryEarly(documents, PATH, FIRST);
    reads[0].onError?.(new Error('Sem permissão'));
    const onNext = vi.fn();
    const onError = vi.fn();
    takeQueryWatch(documents, PATH, FIRST, onNext, onError);
    expect(onError).toHaveBeenCalledWith(new Error('Sem permissão'));
    expect(onNext).not.toHaveBeenCalled();
  });

  it('a query the store refuses at once fails the taker instead of throwing from the early ask', () => {
    const { documents } = recordingStore(true);
    expect(() => watchQueryEarly(documents, PATH, FIRST)).not.toThrow();
    const onError = vi.fn();
    takeQueryWatch(documents, PATH, FIRST, vi.fn(), onError);
    expect(onError).toHaveBeenCalledWith(new Error('Caminho recusado'));
    // Without an early ask the refusal is the store's own throw, as watchQuery's.
    expect(() => takeQueryWatch(documents, 'project/demo/brand', FIRST, vi.fn(), vi.fn())).toThrow(
      'Caminho recusado',
    );
  });
});
