import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toError } from '../../shared/errors/error-message';
import {
  failPage,
  initialLivePages,
  jumpTo as jumpToPages,
  loadEarlier as loadEarlierPages,
  loadMore as loadMorePages,
  pageQuery,
  rangeKey,
  rangeOf,
  receivePage,
  viewOf,
  type LivePagesState,
  type PageRange,
} from './live-pages';
import type { DocumentSnapshot, DocumentStore, Unsubscribe } from './ports';
import { takeQueryWatch, watchQueryEarly } from './early-query-watch';

export interface LivePages {
  /** 'loading' until the first page answers; 'failed' once any page's read failed. */
  state: 'loading' | 'failed' | 'ready';
  /** The documents of every page read so far, live, ordered by id. */
  docs: DocumentSnapshot[];
  /** The last page came back full: 'Carregar mais' may find more. */
  hasMore: boolean;
  /** A page asked for by loadMore is on its way; `docs` keeps showing the pages before it. */
  loadingMore: boolean;
  /** Reads the next page; ignored while one loads, when the last came back short, or failed. */
  loadMore(): void;
  /** The list is a deep link's window: documents before its first one are not read. */
  hasEarlier: boolean;
  /** A page asked for by loadEarlier is on its way. */
  loadingEarlier: boolean;
  /** Reads the page before the window ('Carregar anteriores'). */
  loadEarlier(): void;
  /** A deep link past the pages read: reads only the page around `id` (live-pages.ts). */
  jumpTo(id: string): void;
  /** Why the list failed (a read error, or a path or page size the store refuses). */
  error?: Error;
}

/** What the pages are read from: a new one starts the list over. */
interface Source {
  documents: DocumentStore;
  collectionPath: string;
  pageSize: number;
}

/** Asks the store now for every page of `pages` not answered yet (see watchQueryEarly). */
function askEarly(source: Source, pages: LivePagesState): void {
  for (const page of pages.pages) {
    if (page.docs !== null) continue;
    watchQueryEarly(source.documents, source.collectionPath, pageQuery(page, source.pageSize));
  }
}

/**
 * A collection read live in pages of `pageSize` documents, ordered by document id. Each page
 * is its own live range (see live-pages.ts): documents added or removed anywhere in the read
 * part show at once, and no page ever skips or repeats one. A new store, path or page size
 * starts over from one page. A watch that throws at once (a path the store refuses) fails the
 * list instead of throwing from the component.
 */
export function useLivePages(
  documents: DocumentStore,
  collectionPath: string,
  pageSize: number,
): LivePages {
  const source = useMemo<Source>(
    () => ({ documents, collectionPath, pageSize }),
    [documents, collectionPath, pageSize],
  );
  const [held, setHeld] = useState(() => ({ source, pages: initialLivePages(pageSize) }));
  // Another source: start over in this very render, so the old list never shows under it.
  const current =
    held.source === source ? held : { source, pages: initialLivePages(source.pageSize) };
  if (current !== held) setHeld(current);
  // Pages not answered yet are asked for now, not once the whole screen is committed: their
  // answers are on their way while it renders (the effect below takes these reads).
  askEarly(source, current.pages);

  /** Applies a change to the list of `from`; one for a list since replaced is dropped. */
  const update = useCallback(
    (from: Source, change: (pages: LivePagesState) => LivePagesState) =>
      setHeld((previous) => {
        if (previous.source !== from) return previous;
        const pages = change(previous.pages);
        return pages === previous.pages ? previous : { source: from, pages };
      }),
    [],
  );

  // One live read per page, keyed by its range: when loadMore closes the last page, it keeps
  // its read and only the new page's one is added; the others keep running. The reads asked
  // for early (above) are taken here, else made here; layout effects, so even then the list
  // is asked for before the screen's other reads (passive effects, in children too): the
  // store sends its reads in the order they were made.
  const reads = useRef(new Map<string, Unsubscribe>());
  useLayoutEffect(() => {
    const live = new Map<string, Unsubscribe>();
    reads.current = live;
    return () => {
      for (const stop of live.values()) stop();
      live.clear();
    };
  }, [source]);

  const rangesKey = JSON.stringify(current.pages.pages.map(rangeOf));
  useLayoutEffect(() => {
    const live = reads.current;
    const ranges = JSON.parse(rangesKey) as PageRange[];
    const wanted = new Map(ranges.map((range) => [rangeKey(range), range]));
    for (const [key, stop] of live) {
      if (wanted.has(key)) continue;
      stop();
      live.delete(key);
    }
    for (const [key, range] of wanted) {
      if (live.has(key)) continue;
      let active = true;
      const apply = (change: (pages: LivePagesState) => LivePagesState) => {
        if (active) update(source, change);
      };
      try {
        const stop = takeQueryWatch(
          source.documents,
          source.collectionPath,
          pageQuery(range, source.pageSize),
          (docs) => apply((pages) => receivePage(pages, range, docs)),
          (error) => apply((pages) => failPage(pages, range, error)),
        );
        live.set(key, () => {
          active = false;
          stop();
        });
      } catch (error) {
        // Kept as a read, so the next render does not try the refused query again.
        live.set(key, () => {
          active = false;
        });
        apply((pages) => failPage(pages, range, toError(error)));
      }
    }
  }, [source, rangesKey, update]);

  const loadMore = useCallback(() => update(source, loadMorePages), [source, update]);
  const loadEarlier = useCallback(() => update(source, loadEarlierPages), [source, update]);
  const jumpTo = useCallback(
    (id: string) => update(source, (pages) => jumpToPages(pages, id)),
    [source, update],
  );
  return useMemo(() => {
    const view = viewOf(current.pages);
    return {
      state: view.status,
      docs: view.docs,
      hasMore: view.hasMore,
      loadingMore: view.loadingMore,
      loadMore,
      hasEarlier: view.hasEarlier,
      loadingEarlier: view.loadingEarlier,
      loadEarlier,
      jumpTo,
      ...(view.error ? { error: view.error } : {}),
    };
  }, [current.pages, loadMore, loadEarlier, jumpTo]);
}
