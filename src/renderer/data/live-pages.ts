import { DOCUMENT_ID_FIELD, type DocumentSnapshot, type QuerySpec } from './ports';

/*
 * The state of a live list read in pages, ordered by document id. React-free (useLivePages
 * drives it), so it is tested in Node.
 *
 * Pages are ranges of ids, never offsets: a closed page is `startAfter(previous end)
 * endAt(own end)` with no limit, the last page `startAfter(previous end)` with
 * `limit: pageSize`. A document added inside a closed page shows in that page (which grows),
 * one removed leaves it (which shrinks), and no document ever falls between two pages.
 */

/** Which ids a page holds: those after `after` (null: from the first) up to `end`. */
export interface PageRange {
  readonly after: string | null;
  /** Inclusive; null for the last page, which is open and limited to the page size. */
  readonly end: string | null;
}

export interface LivePage extends PageRange {
  /**
   * The page's latest answer; null until the first one. Closing a page keeps it, so the
   * shown list stays whole while the closed range is read again.
   */
  readonly docs: readonly DocumentSnapshot[] | null;
}

export interface LivePagesState {
  readonly pageSize: number;
  /** Never empty; only the last page is open. */
  readonly pages: readonly LivePage[];
  /** The first failure of any page's read; the list stays failed until it is reset. */
  readonly error: Error | null;
}

export interface LivePagesView {
  /** 'loading' until the first page answers; 'failed' once any page failed. */
  status: 'loading' | 'failed' | 'ready';
  /** Every answered page's documents, in id order. */
  docs: DocumentSnapshot[];
  /** The last page came back full (or a next one is on its way): there may be more. */
  hasMore: boolean;
  /** A page opened by loadMore has not answered yet; `docs` still shows the pages before it. */
  loadingMore: boolean;
  error: Error | null;
}

export function initialLivePages(pageSize: number): LivePagesState {
  return { pageSize, pages: [{ after: null, end: null, docs: null }], error: null };
}

/** A string naming a range, for keying its subscription (ids may hold any character). */
export const rangeKey = (range: PageRange): string => JSON.stringify([range.after, range.end]);

const sameRange = (a: PageRange, b: PageRange) => a.after === b.after && a.end === b.end;

/** The query that reads one page of the list. */
export function pageQuery(range: PageRange, pageSize: number): QuerySpec {
  return {
    orderBy: [{ field: DOCUMENT_ID_FIELD }],
    ...(range.after === null ? {} : { startAfter: [range.after] }),
    ...(range.end === null ? { limit: pageSize } : { endAt: [range.end] }),
  };
}

/**
 * A page's read answered. An answer for a range no page has any more (the page was closed
 * since) is dropped: the same state comes back.
 */
export function receivePage(
  state: LivePagesState,
  range: PageRange,
  docs: readonly DocumentSnapshot[],
): LivePagesState {
  const index = state.pages.findIndex((page) => sameRange(page, range));
  if (index < 0) return state;
  const pages = state.pages.slice();
  pages[index] = { ...pages[index], docs };
  return { ...state, pages };
}

/** A page's read failed: the list fails (a failure for a range since closed is dropped). */
export function failPage(state: LivePagesState, range: PageRange, error: Error): LivePagesState {
  if (state.error || !state.pages.some((page) => sameRange(page, range))) return state;
  return { ...state, error };
}

/**
 * 'Carregar mais': closes the last page at its last document and opens the next one after
 * it. Does nothing (same state) unless the last page answered full and nothing failed.
 */
export function loadMore(state: LivePagesState): LivePagesState {
  const last = state.pages[state.pages.length - 1];
  if (state.error || !last.docs || last.docs.length < state.pageSize) return state;
  const end = last.docs[last.docs.length - 1].id;
  return {
    ...state,
    pages: [...state.pages.slice(0, -1), { ...last, end }, { after: end, end: null, docs: null }],
  };
}

/** Firestore's order of ids: by code point (UTF-16 code units differ past U+FFFF). */
export function compareIds(a: string, b: string): number {
  const left = Array.from(a, (char) => char.codePointAt(0)!);
  const right = Array.from(b, (char) => char.codePointAt(0)!);
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    if (left[index] !== right[index]) return left[index] - right[index];
  }
  return left.length - right.length;
}

/**
 * A deep link to `id`, past the pages read: closes the last page at `id` itself and opens the
 * next one after it, so one read brings every document up to the linked one (no gap, as
 * loadMore). Same state when `id` is already read, would sort inside the read part, the last
 * page has not answered or came back short (the whole collection is read), or a read failed.
 */
export function loadThrough(state: LivePagesState, id: string): LivePagesState {
  const last = state.pages[state.pages.length - 1];
  if (state.error || !last.docs || last.docs.length < state.pageSize) return state;
  if (state.pages.some((page) => page.docs?.some((doc) => doc.id === id))) return state;
  const lastRead = last.docs[last.docs.length - 1].id;
  if (compareIds(id, lastRead) <= 0) return state;
  return {
    ...state,
    pages: [
      ...state.pages.slice(0, -1),
      { ...last, end: id },
      { after: id, end: null, docs: null },
    ],
  };
}

export function viewOf(state: LivePagesState): LivePagesView {
  const last = state.pages[state.pages.length - 1];
  const loadingMore = state.pages.length > 1 && last.docs === null;
  return {
    status: state.error ? 'failed' : state.pages[0].docs === null ? 'loading' : 'ready',
    docs: state.pages.flatMap((page) => page.docs ?? []),
    hasMore: loadingMore || (last.docs !== null && last.docs.length >= state.pageSize),
    loadingMore,
    error: state.error,
  };
}
