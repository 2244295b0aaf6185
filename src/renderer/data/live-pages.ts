import { DOCUMENT_ID_FIELD, type DocumentSnapshot, type QuerySpec } from './ports';

/*
 * The state of a live list read in pages, ordered by document id. React-free (useLivePages
 * drives it), so it is tested in Node.
 *
 * Pages are ranges of ids, never offsets: the last page reads `startAfter(previous end)` with
 * `limit: pageSize`, a closed page holds the ids up to its own end. A document added inside a
 * closed page shows in that page (which grows), one removed leaves it (which shrinks), and no
 * document ever falls between two pages.
 *
 * 'Carregar mais' closes the last page without reading it again: the page keeps its limited
 * read, cut at its end (what it reads past its end is the next page's), and the next page is
 * the only new read. Only when that read lets go of ids up to the end (documents added before
 * them pushed them past the limit) does the page switch to its range read, `startAfter(previous
 * end) endAt(own end)` with no limit, which keeps whatever it grows to.
 *
 * A deep link past the pages read does not read every page up to its document: it closes the
 * pages read and opens a window at the document (`startAt`), plus one page of what lies
 * between (the gap page: after the pages read, up to the linked id, limited), so a link just
 * past the first page shows a whole list. Reads only go forward: Firestore refuses a
 * descending scan of ids. 'Carregar mais' goes on after the window, loadEarlier fills the
 * gap a page at a time, each closing its open page where it ended, so nothing falls between.
 */

/**
 * Which ids a page holds: those after `after` (null: from the first; `from`: from that id,
 * inclusive) up to `end`. A gap page (`until`) holds ids after `after` up to the window's
 * first id, which it leaves to the window, at most a page of them.
 */
export interface PageRange {
  readonly after: string | null;
  /** Inclusive; null for the last page, which is open and limited to the page size. */
  readonly end: string | null;
  /** The window's first page: from the linked id itself. */
  readonly from?: string;
  /** The gap page: ids up to this one (the window's first), excluded. */
  readonly until?: string;
  /**
   * Closed (`end` set) but still read by the limited query it was opened with, so closing it
   * read nothing again; its answer is cut at `end` (see receivePage).
   */
  readonly keepsRead?: true;
}

export interface LivePage extends PageRange {
  /**
   * The page's latest answer; null until the first one. Closing a page keeps it, so the
   * shown list stays whole while the closed range is read again.
   */
  readonly docs: readonly DocumentSnapshot[] | null;
  /** A gap page's answer reached the window: the gap is read whole. */
  readonly closesGap?: boolean;
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
  /** Documents before a deep link's window are not read yet (the gap). */
  hasEarlier: boolean;
  /** A gap page has not answered yet. */
  loadingEarlier: boolean;
  error: Error | null;
}

export function initialLivePages(pageSize: number): LivePagesState {
  return { pageSize, pages: [{ after: null, end: null, docs: null }], error: null };
}

/** A page's range alone (a page carries its docs too). */
export const rangeOf = ({ after, end, from, until, keepsRead }: PageRange): PageRange => ({
  after,
  end,
  ...(from === undefined ? {} : { from }),
  ...(until === undefined ? {} : { until }),
  ...(keepsRead ? { keepsRead } : {}),
});

/**
 * A string naming a range's read, for keying its subscription (ids may hold any character). A
 * page that keeps its read when closed keeps its key too, so its subscription goes on.
 */
export const rangeKey = (range: PageRange): string =>
  JSON.stringify([
    range.after,
    range.keepsRead ? null : range.end,
    range.from ?? null,
    range.until ?? null,
  ]);

const sameRange = (a: PageRange, b: PageRange) => rangeKey(a) === rangeKey(b);

/** The query that reads one page of the list. */
export function pageQuery(range: PageRange, pageSize: number): QuerySpec {
  const start =
    range.from !== undefined
      ? { startAt: [range.from] }
      : range.after === null
        ? {}
        : { startAfter: [range.after] };
  // The gap page reads up to the window's first id (left to the window), a page at most.
  const bound =
    range.until !== undefined
      ? { endAt: [range.until], limit: pageSize }
      : range.end === null || range.keepsRead
        ? { limit: pageSize }
        : { endAt: [range.end] };
  return { orderBy: [{ field: DOCUMENT_ID_FIELD }], ...start, ...bound };
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
  const until = pages[index].until;
  pages[index] = pages[index].keepsRead
    ? receiveKeptRead(pages[index], docs, state.pageSize)
    : until === undefined
      ? { ...pages[index], docs }
      : {
          ...pages[index],
          docs: docs.filter((doc) => doc.id !== until),
          closesGap: docs.length < state.pageSize || docs.some((doc) => doc.id === until),
        };
  return { ...state, pages };
}

/**
 * The answer of a closed page's kept, limited read: cut at the page's end. A full answer that
 * stops short of the end let go of the ids after its last one: the page switches to its range
 * read, showing meanwhile what it showed of those ids.
 */
function receiveKeptRead(
  page: LivePage,
  docs: readonly DocumentSnapshot[],
  pageSize: number,
): LivePage {
  const end = page.end!;
  const last = docs.at(-1)?.id;
  const inside = docs.filter((doc) => compareIds(doc.id, end) <= 0);
  if (last === undefined || docs.length < pageSize || compareIds(last, end) >= 0) {
    return { ...page, docs: inside };
  }
  const letGo = (page.docs ?? []).filter((doc) => compareIds(doc.id, last) > 0);
  // A closed gap page's range read is a plain range too: its end is inside the gap.
  const range = rangeOf({ ...page, keepsRead: undefined, until: undefined });
  return { ...range, docs: [...inside, ...letGo] };
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
    pages: [
      ...state.pages.slice(0, -1),
      { ...last, end, keepsRead: true },
      { after: end, end: null, docs: null },
    ],
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

const windowIndex = (state: LivePagesState) => state.pages.findIndex((page) => page.from);

/** The gap page opened after `after` (null: from the first id), up to the window at `from`. */
const gapPage = (after: string | null, from: string): LivePage => ({
  after,
  end: null,
  until: from,
  docs: null,
});

/**
 * 'Carregar anteriores': reads the next page of the gap before the window, closing the gap
 * page read so far where it ended. As loadMore's, the closed page keeps its limited read, cut
 * at its end, so the next page of the gap is the only new read. Same state without a window,
 * while the gap page has not answered, once the gap is read whole, or after a failure.
 */
export function loadEarlier(state: LivePagesState): LivePagesState {
  const at = windowIndex(state);
  const gap = state.pages[at - 1];
  if (state.error || at < 1 || gap.until === undefined || !gap.docs || gap.closesGap) {
    return state;
  }
  const end = gap.docs[gap.docs.length - 1].id;
  return {
    ...state,
    pages: [
      ...state.pages.slice(0, at - 1),
      { ...gap, end, keepsRead: true },
      gapPage(end, gap.until),
      ...state.pages.slice(at),
    ],
  };
}

/**
 * A deep link to `id`, past the pages read: the pages read are closed, and a window opens at
 * `id` with one page of the gap before it, so only those are read (not every page up to it);
 * a link into the gap or past the window moves the window. Same state when `id` is already
 * read or sorts inside a read part (it does not exist), when the whole collection is read on
 * that side, while a page has not answered, or after a failure.
 */
export function jumpTo(state: LivePagesState, id: string): LivePagesState {
  if (state.error || state.pages.some((page) => page.docs === null)) return state;
  const view = viewOf(state);
  if (view.docs.some((doc) => doc.id === id)) return state;
  const at = windowIndex(state);
  // The pages from the collection's first id on, before the gap and the window.
  const head = at < 0 ? state.pages : state.pages.slice(0, at - (view.hasEarlier ? 1 : 0));
  const lastHead = head.flatMap((page) => page.docs ?? []).at(-1)?.id;
  if (lastHead === undefined) return state;
  const lastRead = view.docs[view.docs.length - 1].id;
  // Past the part of the gap read, before the window.
  const gapRead = view.hasEarlier ? (state.pages[at - 1].docs?.at(-1)?.id ?? lastHead) : null;
  const inGap =
    gapRead !== null && compareIds(id, gapRead) > 0 && compareIds(id, state.pages[at].from!) < 0;
  const pastEnd = view.hasMore && compareIds(id, lastRead) > 0;
  if (!inGap && !pastEnd) return state;
  // Every page read so far closes where it ended (the open last one as loadMore does, a gap
  // read whole as a plain range), so none still reads into the new gap or window.
  const closed = head.flatMap((page, index): LivePage[] => {
    const end = page.docs?.at(-1)?.id;
    // A gap page closed by loadEarlier reads up to its end whatever the window (kept read).
    if (page.keepsRead) return [page];
    if (page.until !== undefined) return end ? [{ after: page.after, end, docs: page.docs }] : [];
    return at < 0 && index === head.length - 1
      ? [{ ...page, end: lastHead, keepsRead: true }]
      : [page];
  });
  return {
    ...state,
    pages: [...closed, gapPage(lastHead, id), { after: null, end: null, from: id, docs: null }],
  };
}

/** The pages' documents in one list, by the first answered page's docs (see shownDocs). */
const joinedDocs = new WeakMap<
  readonly DocumentSnapshot[],
  { parts: ReadonlyArray<readonly DocumentSnapshot[]>; docs: DocumentSnapshot[] }
>();

/**
 * Every answered page's documents, as the same array while no page's answer changed: opening
 * a page ('Carregar mais') or closing one leaves what shows the list with nothing to redo.
 */
function shownDocs(pages: readonly LivePage[]): DocumentSnapshot[] {
  const parts = pages.flatMap((page) => (page.docs ? [page.docs] : []));
  if (parts.length === 0) return [];
  const joined = joinedDocs.get(parts[0]);
  if (
    joined?.parts.length === parts.length &&
    joined.parts.every((part, index) => part === parts[index])
  ) {
    return joined.docs;
  }
  const docs = parts.flat();
  joinedDocs.set(parts[0], { parts, docs });
  return docs;
}

export function viewOf(state: LivePagesState): LivePagesView {
  const last = state.pages[state.pages.length - 1];
  const answered = state.pages.some((page) => page.docs !== null);
  const loadingMore = answered && last.docs === null;
  const gap = state.pages[windowIndex(state) - 1];
  const loadingEarlier = gap?.until !== undefined && gap.docs === null;
  return {
    status: state.error ? 'failed' : answered ? 'ready' : 'loading',
    docs: shownDocs(state.pages),
    hasMore: loadingMore || (last.docs !== null && last.docs.length >= state.pageSize),
    loadingMore,
    hasEarlier: gap?.until !== undefined && !gap.closesGap,
    loadingEarlier,
    error: state.error,
  };
}
