import { StrictMode, useEffect } from 'react';
import { act, waitFor } from '@testing-library/react';
import { render, renderHook } from '../test-support/render';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { texts } from '../../shared/texts/pt-BR';
import type { LocalDatabase } from './local/database';
import { LocalDocumentStore } from './local/document-store';
import { testDatabase } from './local/test-database';
import { DOCUMENT_ID_FIELD, type DocumentStore, type QuerySpec } from './ports';
import { useLivePages } from './use-live-pages';

const BRANDS = 'project/demo/brand';
const MODELS = 'project/demo/model';
const orderBy = [{ field: DOCUMENT_ID_FIELD }];

interface Read {
  path: string;
  spec: QuerySpec;
  stopped: boolean;
}

/** The store, recording every live read the hook opens and whether it was stopped. */
function recording(store: DocumentStore): { store: DocumentStore; reads: Read[] } {
  const reads: Read[] = [];
  const watchQuery: DocumentStore['watchQuery'] = (path, spec, onNext, onError) => {
    const stop = store.watchQuery(path, spec, onNext, onError);
    const read = { path, spec, stopped: false };
    reads.push(read);
    return () => {
      read.stopped = true;
      stop();
    };
  };
  return { store: { ...bound(store), watchQuery }, reads };
}

function bound(store: DocumentStore): DocumentStore {
  return {
    get: (path) => store.get(path),
    set: (path, data, options) => store.set(path, data, options),
    add: (path, data) => store.add(path, data),
    delete: (path) => store.delete(path),
    query: (path, spec) => store.query(path, spec),
    watchDocument: (path, onNext, onError) => store.watchDocument(path, onNext, onError),
    watchQuery: (path, spec, onNext, onError) => store.watchQuery(path, spec, onNext, onError),
    batch: () => store.batch(),
  };
}

describe('useLivePages', () => {
  let db: LocalDatabase;
  let local: LocalDocumentStore;

  beforeEach(async () => {
    db = testDatabase().db;
    await db.open();
    local = new LocalDocumentStore(db);
    for (const id of ['b01', 'b02', 'b03', 'b04', 'b05', 'b06', 'b07']) {
      await local.set(`${BRANDS}/${id}`, { name: `Marca ${id}` });
    }
    await local.set(`${MODELS}/m1`, { name: 'Modelo' });
  });
  afterEach(() => {
    local.close();
    db.close();
  });

  const ids = (docs: Array<{ id: string }>) => docs.map((doc) => doc.id);

  it('reads the first page, then each next one, keeping the shown documents meanwhile', async () => {
    const { store, reads } = recording(local);
    const { result } = renderHook(() => useLivePages(store, BRANDS, 3));
    expect(result.current).toMatchObject({ state: 'loading', docs: [], hasMore: false });

    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(ids(result.current.docs)).toEqual(['b01', 'b02', 'b03']);
    expect(result.current).toMatchObject({ hasMore: true, loadingMore: false });
    expect(result.current.error).toBeUndefined();

    act(() => result.current.loadMore());
    expect(result.current).toMatchObject({ state: 'ready', hasMore: true, loadingMore: true });
    expect(ids(result.current.docs)).toEqual(['b01', 'b02', 'b03']);
    await waitFor(() => expect(result.current.loadingMore).toBe(false));
    expect(ids(result.current.docs)).toEqual(['b01', 'b02', 'b03', 'b04', 'b05', 'b06']);
    expect(result.current.hasMore).toBe(true);

    // Only the next page was read: the closed one keeps its read, nothing is read again.
    expect(reads.map((read) => [read.spec, read.stopped])).toEqual([
      [{ orderBy, limit: 3 }, false],
      [{ orderBy, startAfter: ['b03'], limit: 3 }, false],
    ]);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loadingMore).toBe(false));
    expect(ids(result.current.docs)).toEqual(['b01', 'b02', 'b03', 'b04', 'b05', 'b06', 'b07']);
    expect(result.current.hasMore).toBe(false);
    expect(reads.map((read) => [read.spec, read.stopped])).toEqual([
      [{ orderBy, limit: 3 }, false],
      [{ orderBy, startAfter: ['b03'], limit: 3 }, false],
      [{ orderBy, startAfter: ['b06'], limit: 3 }, false],
    ]);
    // Nothing more to read: loading more again opens no read.
    const count = reads.length;
    act(() => result.current.loadMore());
    expect(reads.length).toBe(count);
  });

  it('follows writes in every page, growing a closed page rather than pushing one out', async () => {
    const { store, reads } = recording(local);
    const { result } = renderHook(() => useLivePages(store, BRANDS, 3));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.docs).toHaveLength(6));

    await local.set(`${BRANDS}/b025`, { name: 'Nova' });
    await local.set(`${BRANDS}/a`, { name: 'Antes de todas' });
    await local.delete(`${BRANDS}/b05`);
    await waitFor(() =>
      expect(ids(result.current.docs)).toEqual([
        'a',
        'b01',
        'b02',
        'b025',
        'b03',
        'b04',
        'b06',
        'b07',
      ]),
    );
    // The open last page is full again (b04, b06, b07).
    expect(result.current.hasMore).toBe(true);
    // The first page's limited read let go of b02 and b03: that page alone reads its range.
    expect(reads.map((read) => [read.spec, read.stopped])).toEqual([
      [{ orderBy, limit: 3 }, true],
      [{ orderBy, startAfter: ['b03'], limit: 3 }, false],
      [{ orderBy, endAt: ['b03'] }, false],
    ]);
  });

  it("asks for the list before the screen's other reads, its children's too", () => {
    const asked: string[] = [];
    const store: DocumentStore = {
      ...bound(local),
      watchQuery: (path, ...rest) => (asked.push(path), local.watchQuery(path, ...rest)),
      watchDocument: (path, ...rest) => (asked.push(path), local.watchDocument(path, ...rest)),
    };
    function Child() {
      useEffect(() => store.watchDocument(`${MODELS}/m1`, () => {}), []);
      return null;
    }
    function List() {
      useLivePages(store, BRANDS, 3);
      return <Child />;
    }
    const { unmount } = render(<List />);
    // The store sends its reads in this order: the list's answer is not queued behind others.
    expect(asked).toEqual([BRANDS, `${MODELS}/m1`]);
    unmount();
  });

  it('asks for each page in the render that wants it, before the screen under it renders', async () => {
    const { store, reads } = recording(local);
    const readsWhenChildRendered: number[] = [];
    function Child() {
      readsWhenChildRendered.push(reads.length);
      return null;
    }
    let pages: ReturnType<typeof useLivePages> | null = null;
    function List() {
      pages = useLivePages(store, BRANDS, 3);
      return <Child />;
    }
    const { unmount } = render(<List />);
    // Asked in the list's render, before its children rendered (not once all are committed).
    expect(readsWhenChildRendered[0]).toBe(1);
    await waitFor(() => expect(pages!.state).toBe('ready'));

    readsWhenChildRendered.length = 0;
    act(() => pages!.loadMore());
    expect(readsWhenChildRendered[0]).toBe(2);
    expect(reads.map((read) => read.spec)).toEqual([
      { orderBy, limit: 3 },
      { orderBy, startAfter: ['b03'], limit: 3 },
    ]);
    await waitFor(() => expect(pages!.docs).toHaveLength(6));
    // The read asked for early is the one the list keeps: no second read of the page.
    expect(reads).toHaveLength(2);
    unmount();
    expect(reads.every((read) => read.stopped)).toBe(true);
  });

  it('starts over on another path, never showing the old list under it', async () => {
    const { store, reads } = recording(local);
    const { result, rerender } = renderHook(
      ({ path }: { path: string }) => useLivePages(store, path, 3),
      { initialProps: { path: BRANDS } },
    );
    await waitFor(() => expect(result.current.state).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.docs).toHaveLength(6));

    rerender({ path: MODELS });
    expect(result.current).toMatchObject({ state: 'loading', docs: [], loadingMore: false });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(ids(result.current.docs)).toEqual(['m1']);
    expect(result.current.hasMore).toBe(false);
    expect(reads.filter((read) => read.path === BRANDS).every((read) => read.stopped)).toBe(true);
  });

  it('stops every read when unmounted, and works under StrictMode', async () => {
    const { store, reads } = recording(local);
    const { result, unmount } = renderHook(() => useLivePages(store, BRANDS, 3), {
      wrapper: StrictMode,
    });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.docs).toHaveLength(6));
    expect(reads.filter((read) => !read.stopped)).toHaveLength(2);
    unmount();
    expect(reads.every((read) => read.stopped)).toBe(true);
  });

  it('fails, without throwing, when the store refuses the path', async () => {
    const { result } = renderHook(() => useLivePages(local, 'project/demo', 3));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(result.current.error?.message).toBe(texts.data.notCollectionPath('project/demo'));
    expect(result.current.docs).toEqual([]);
  });

  it('fails when a read reports an error later', async () => {
    const failing: DocumentStore = {
      ...bound(local),
      watchQuery: (_path, _spec, _onNext, onError) => {
        const timer = setTimeout(() => onError?.(new Error('sem permissão')), 0);
        return () => clearTimeout(timer);
      },
    };
    const { result } = renderHook(() => useLivePages(failing, BRANDS, 3));
    await waitFor(() => expect(result.current.state).toBe('failed'));
    expect(result.current.error?.message).toBe('sem permissão');
  });
});
