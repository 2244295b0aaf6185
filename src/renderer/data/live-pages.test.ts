import { describe, expect, it } from 'vitest';
import { runQuery, type QueryRow } from './local/query';
import {
  failPage,
  initialLivePages,
  compareIds,
  jumpTo,
  loadEarlier,
  loadMore,
  pageQuery,
  rangeKey,
  receivePage,
  viewOf,
  type LivePagesState,
} from './live-pages';
import { DOCUMENT_ID_FIELD, type DocumentSnapshot } from './ports';

const snap = (id: string): DocumentSnapshot => ({
  id,
  path: `project/demo/brand/${id}`,
  exists: true,
  data: { id },
});
const docs = (...ids: string[]) => ids.map(snap);
const shown = (state: LivePagesState) => viewOf(state).docs.map((d) => d.id);
const first = { after: null, end: null };

/**
 * Answers every page from `ids` the way a store would, through the page's own query, then the
 * reads those answers opened (a kept read that let go of ids switches to its range read).
 */
function answerAll(state: LivePagesState, ids: string[]): LivePagesState {
  const rows: QueryRow[] = ids.map((id) => ({ id, data: {} }));
  for (let round = 0; round < 5; round++) {
    const next = state.pages.reduce(
      (current, page) =>
        receivePage(
          current,
          page,
          runQuery(rows, pageQuery(page, state.pageSize)).map((row) => snap(row.id)),
        ),
      state,
    );
    const reads = (pages: LivePagesState) => pages.pages.map(rangeKey).join();
    if (reads(next) === reads(state)) return next;
    state = next;
  }
  throw new Error('the reads never settled');
}

describe('pageQuery', () => {
  it('reads the open page with a limit and the closed ones as a range, by id', () => {
    const orderBy = [{ field: DOCUMENT_ID_FIELD }];
    expect(pageQuery({ after: null, end: null }, 3)).toEqual({ orderBy, limit: 3 });
    expect(pageQuery({ after: 'c', end: null }, 3)).toEqual({
      orderBy,
      startAfter: ['c'],
      limit: 3,
    });
    expect(pageQuery({ after: null, end: 'c' }, 3)).toEqual({ orderBy, endAt: ['c'] });
    expect(pageQuery({ after: 'c', end: 'f' }, 3)).toEqual({
      orderBy,
      startAfter: ['c'],
      endAt: ['f'],
    });
    // Closed by 'Carregar mais', a page keeps the limited read it was opened with.
    expect(pageQuery({ after: 'c', end: 'f', keepsRead: true }, 3)).toEqual({
      orderBy,
      startAfter: ['c'],
      limit: 3,
    });
    expect(rangeKey({ after: 'c', end: 'f', keepsRead: true })).toBe(
      rangeKey({ after: 'c', end: null }),
    );
  });

  it('keys ranges apart even when ids hold odd characters', () => {
    expect(rangeKey({ after: 'a', end: null })).not.toBe(rangeKey({ after: null, end: 'a' }));
    expect(rangeKey({ after: 'a","b', end: null })).not.toBe(rangeKey({ after: 'a', end: 'b' }));
  });
});

describe('live pages', () => {
  it('loads, then is ready with the first page; full means there may be more', () => {
    const start = initialLivePages(3);
    expect(viewOf(start)).toEqual({
      status: 'loading',
      docs: [],
      hasMore: false,
      loadingMore: false,
      hasEarlier: false,
      loadingEarlier: false,
      error: null,
    });
    const full = receivePage(start, first, docs('a', 'b', 'c'));
    expect(viewOf(full)).toMatchObject({ status: 'ready', hasMore: true, loadingMore: false });
    expect(shown(full)).toEqual(['a', 'b', 'c']);
    const short = receivePage(start, first, docs('a', 'b'));
    expect(viewOf(short)).toMatchObject({ status: 'ready', hasMore: false });
  });

  it('load more closes the last page at its last document and opens the next after it', () => {
    const ready = receivePage(initialLivePages(3), first, docs('a', 'b', 'c'));
    const more = loadMore(ready);
    expect(more.pages.map(({ after, end }) => ({ after, end }))).toEqual([
      { after: null, end: 'c' },
      { after: 'c', end: null },
    ]);
    // The closed page goes on with its read: the next page is the only new one.
    expect(more.pages.map(rangeKey)).toEqual([
      rangeKey(first),
      rangeKey({ after: 'c', end: null }),
    ]);
    // The shown documents stay while the new page loads.
    expect(viewOf(more)).toMatchObject({ status: 'ready', hasMore: true, loadingMore: true });
    expect(shown(more)).toEqual(['a', 'b', 'c']);

    const answered = receivePage(more, { after: 'c', end: null }, docs('d'));
    expect(viewOf(answered)).toMatchObject({ hasMore: false, loadingMore: false });
    expect(shown(answered)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the shown list the same array until an answer changes it', () => {
    const ready = receivePage(initialLivePages(3), first, docs('a', 'b', 'c'));
    const more = loadMore(ready);
    // The click on 'Carregar mais' leaves the list's own work undone: nothing in it changed.
    expect(viewOf(more).docs).toBe(viewOf(ready).docs);
    const answered = receivePage(more, { after: 'c', end: null }, docs('d'));
    expect(viewOf(answered).docs).not.toBe(viewOf(more).docs);
    expect(viewOf(answered).docs).toBe(viewOf(answered).docs);
    // A changed answer of the first page is a new list.
    const changed = receivePage(answered, first, docs('a', 'c', 'd'));
    expect(shown(changed)).toEqual(['a', 'c', 'd']);
  });

  it('does nothing on load more before the last page answered, when it is short, or failed', () => {
    const start = initialLivePages(2);
    expect(loadMore(start)).toBe(start);
    const short = receivePage(start, first, docs('a'));
    expect(loadMore(short)).toBe(short);
    const pending = loadMore(receivePage(start, first, docs('a', 'b')));
    expect(loadMore(pending)).toBe(pending);
    const failed = failPage(receivePage(start, first, docs('a', 'b')), first, new Error('x'));
    expect(loadMore(failed)).toBe(failed);
  });

  it("cuts a closed page's kept read at its end: past it is the next page's", () => {
    const more = loadMore(receivePage(initialLivePages(2), first, docs('a', 'c')));
    // 'a' deleted: the limited read now reaches 'd', which the next page reads.
    const next = { after: 'c', end: null };
    const state = receivePage(receivePage(more, first, docs('c', 'd')), next, docs('d'));
    expect(shown(state)).toEqual(['c', 'd']);
    expect(state.pages.map(rangeKey)).toEqual(more.pages.map(rangeKey));
  });

  it('switches a kept read that let go of ids to the range read, showing them meanwhile', () => {
    const more = loadMore(receivePage(initialLivePages(2), first, docs('b', 'd')));
    // 'a' added: the limited read lets go of 'd', which no read would show any more.
    const pushed = receivePage(more, first, docs('a', 'b'));
    expect(pushed.pages[0]).toMatchObject({ after: null, end: 'd' });
    expect(pushed.pages[0].keepsRead).toBeUndefined();
    expect(pageQuery(pushed.pages[0], 2)).toEqual({
      orderBy: [{ field: DOCUMENT_ID_FIELD }],
      endAt: ['d'],
    });
    expect(shown(pushed)).toEqual(['a', 'b', 'd']);
    const read = receivePage(pushed, { after: null, end: 'd' }, docs('a', 'b', 'd'));
    expect(shown(read)).toEqual(['a', 'b', 'd']);
  });

  it('drops answers and failures for a range no page has any more', () => {
    const more = loadMore(receivePage(initialLivePages(2), first, docs('b', 'd')));
    const switched = receivePage(more, first, docs('a', 'b'));
    // The first page's limited read answering late: the page reads its range now.
    expect(receivePage(switched, first, docs('a', 'x'))).toBe(switched);
    expect(failPage(switched, first, new Error('late'))).toBe(switched);
    const closed = receivePage(switched, { after: null, end: 'd' }, docs('a', 'aa', 'b', 'd'));
    expect(shown(closed)).toEqual(['a', 'aa', 'b', 'd']);
  });

  it('fails on the first failure and keeps that error', () => {
    const ready = receivePage(initialLivePages(2), first, docs('a'));
    const error = new Error('first');
    const failed = failPage(ready, first, error);
    expect(viewOf(failed)).toMatchObject({ status: 'failed', error });
    expect(failPage(failed, first, new Error('second'))).toBe(failed);
  });

  it('never opens a gap nor repeats a document as the collection changes under the pages', () => {
    let ids = ['a', 'c', 'e', 'g', 'i', 'k', 'm'];
    let state = answerAll(initialLivePages(2), ids);
    state = answerAll(loadMore(state), ids);
    state = answerAll(loadMore(state), ids);
    expect(shown(state)).toEqual(['a', 'c', 'e', 'g', 'i', 'k']);
    expect(state.pages.map((p) => p.docs?.length)).toEqual([2, 2, 2]);

    // A delete in the first page, inserts inside both closed pages and past the last one.
    ids = ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k', 'm'];
    state = answerAll(state, ids);
    expect(shown(state)).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(state.pages.map((p) => p.docs?.length)).toEqual([2, 4, 2]);
    expect(viewOf(state).hasMore).toBe(true);

    state = answerAll(loadMore(state), ids);
    expect(shown(state)).toEqual(ids);
    // Full again: only the next, empty, page tells there is nothing more.
    expect(viewOf(state).hasMore).toBe(true);
    state = answerAll(loadMore(state), ids);
    expect(shown(state)).toEqual(ids);
    expect(viewOf(state).hasMore).toBe(false);
  });

  const many = Array.from({ length: 300 }, (_, index) => `l${String(index).padStart(3, '0')}`);

  it('a deep link past the read pages reads the page from it and one page of the gap, not every page', () => {
    let state = answerAll(initialLivePages(50), many);
    state = jumpTo(state, 'l252');
    // The first page, closed, keeps its read.
    expect(state.pages.map((page) => pageQuery(page, 50))).toEqual([
      { orderBy: [{ field: DOCUMENT_ID_FIELD }], limit: 50 },
      { orderBy: [{ field: DOCUMENT_ID_FIELD }], startAfter: ['l049'], endAt: ['l252'], limit: 50 },
      { orderBy: [{ field: DOCUMENT_ID_FIELD }], startAt: ['l252'], limit: 50 },
    ]);
    expect(viewOf(state)).toMatchObject({
      status: 'ready',
      loadingEarlier: true,
      loadingMore: true,
    });
    state = answerAll(state, many);
    expect(shown(state)).toEqual([...many.slice(0, 100), ...many.slice(252)]);
    expect(viewOf(state)).toMatchObject({ hasMore: false, hasEarlier: true });
    // Already read: nothing changes.
    expect(jumpTo(state, 'l260')).toBe(state);

    // 'Carregar anteriores' reads the gap a page at a time, with nothing skipped or doubled.
    let loads = 0;
    for (; viewOf(state).hasEarlier && loads < 10; loads++) {
      state = answerAll(loadEarlier(state), many);
    }
    expect(loads).toBe(4);
    expect(shown(state)).toEqual(many);
    expect(viewOf(state).hasEarlier).toBe(false);
    expect(loadEarlier(state)).toBe(state);
    // A document created inside a read part of the gap shows there.
    const grown = [...many, 'l130a'].sort(compareIds);
    state = answerAll(state, grown);
    expect(shown(state)).toEqual(grown);
  });

  it("'Carregar anteriores' reads only the gap's next page: the page it closes keeps its read", () => {
    const state = answerAll(jumpTo(answerAll(initialLivePages(50), many), 'l252'), many);
    const earlier = loadEarlier(state);
    const before = new Set(state.pages.map(rangeKey));
    const added = earlier.pages.map(rangeKey).filter((key) => !before.has(key));
    expect(added).toEqual([rangeKey({ after: 'l099', end: null, until: 'l252' })]);
    expect(earlier.pages.map(rangeKey)).toEqual(expect.arrayContaining([...before]));
    // The closed page's limited read goes on past its end: cut there, the rest is the next's.
    const closed = earlier.pages[1];
    const answered = receivePage(earlier, closed, many.slice(50, 100).map(snap));
    expect(shown(answered)).toEqual([...many.slice(0, 100), ...many.slice(252)]);
    // Ids added before its end push some past its limit: it reads its range from then on.
    const grown = [...many, 'l050a', 'l060a'].sort(compareIds);
    const pushed = answerAll(earlier, grown);
    expect(pushed.pages[1]).toMatchObject({ after: 'l049', end: 'l099' });
    expect(pushed.pages[1].keepsRead).toBeUndefined();
    expect(pushed.pages[1].until).toBeUndefined();
    expect(shown(pushed)).toEqual([
      ...grown.slice(0, grown.indexOf('l149') + 1),
      ...many.slice(252),
    ]);
  });

  it('a link just past the first page reads the whole gap at once (the list is whole)', () => {
    const ids = many.slice(0, 60);
    const state = answerAll(jumpTo(answerAll(initialLivePages(50), ids), 'l052'), ids);
    expect(shown(state)).toEqual(ids);
    expect(viewOf(state)).toMatchObject({ hasEarlier: false, hasMore: false });
  });

  it("'Carregar mais' goes on after the window; a link into the gap or past it moves the window", () => {
    let state = answerAll(jumpTo(answerAll(initialLivePages(50), many), 'l200'), many);
    state = answerAll(loadMore(state), many);
    expect(shown(state)).toEqual([...many.slice(0, 100), ...many.slice(200, 300)]);
    // Into the gap, past the part of it read.
    state = answerAll(jumpTo(state, 'l170'), many);
    expect(shown(state)).toEqual([...many.slice(0, 100), ...many.slice(170, 220)]);
    expect(viewOf(state)).toMatchObject({ hasEarlier: true, hasMore: true });
    // A link to a document that would sort inside a read part does not exist: nothing moves.
    expect(jumpTo(state, 'l050a')).toBe(state);
  });

  it('a deep link does nothing where it cannot be outside the read pages', () => {
    const start = initialLivePages(2);
    expect(jumpTo(start, 'z')).toBe(start);
    const short = receivePage(start, first, docs('a'));
    expect(jumpTo(short, 'z')).toBe(short);
    const full = receivePage(start, first, docs('b', 'd'));
    expect(jumpTo(full, 'c')).toBe(full);
    expect(jumpTo(full, 'a')).toBe(full);
    const failed = failPage(full, first, new Error('x'));
    expect(jumpTo(failed, 'z')).toBe(failed);
    const loading = loadMore(full);
    expect(jumpTo(loading, 'z')).toBe(loading);
  });
});

describe('compareIds', () => {
  it('orders by code point, as Firestore orders ids', () => {
    expect(compareIds('a', 'b')).toBeLessThan(0);
    expect(compareIds('ab', 'a')).toBeGreaterThan(0);
    expect(compareIds('x', 'x')).toBe(0);
    // U+FFFD sorts before U+1F600 by code point, after it by UTF-16 unit.
    expect(compareIds('\uFFFD', '\u{1F600}')).toBeLessThan(0);
  });
});
