/**
 * Undo history of the layout editor: past / present / future of whole values (layouts share
 * their untouched nodes, so each step costs only what changed). Every change is one step
 * (insert, move, delete, paste, one property edit); a burst of edits carrying the same
 * `coalesceKey` (typing in one property of one node) becomes a single step.
 */

/** Steps kept in the past; older ones are dropped. */
export const HISTORY_LIMIT = 100;
/** Edits with the same key closer than this (ms) join the same step, when times are given. */
export const COALESCE_WINDOW_MS = 1000;

export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** Key and time of the last change, while more edits may still join its step. */
  readonly burst: { readonly key: string; readonly at: number | null } | null;
  readonly limit: number;
}

/** A history whose present is `value`, with nothing to undo or redo. */
export function createHistory<T>(value: T, limit: number = HISTORY_LIMIT): History<T> {
  return { past: [], present: value, future: [], burst: null, limit: Math.max(1, limit) };
}

export interface CommitOptions {
  /**
   * Edits with the same key in a row make one step, e.g. `props:${nodeId}:${prop}`. Without a
   * key the change is always its own step.
   */
  readonly coalesceKey?: string;
  /** The edit's time (ms); with it, a pause longer than {@link COALESCE_WINDOW_MS} starts a new step. */
  readonly at?: number;
}

/**
 * Records `next` as the present. The same value as the present (===) is no change and leaves the
 * history as it is; anything else clears the redo future.
 */
export function commit<T>(history: History<T>, next: T, options: CommitOptions = {}): History<T> {
  if (Object.is(next, history.present)) return history;
  const key = options.coalesceKey;
  const at = options.at ?? null;
  const burst = key === undefined ? null : { key, at };
  const joins =
    key !== undefined &&
    history.burst !== null &&
    history.burst.key === key &&
    (at === null || history.burst.at === null || at - history.burst.at <= COALESCE_WINDOW_MS);
  if (joins) return { ...history, present: next, future: [], burst };
  const past = [...history.past, history.present];
  return {
    ...history,
    past: past.length > history.limit ? past.slice(past.length - history.limit) : past,
    present: next,
    future: [],
    burst,
  };
}

/** Ends the current burst, so the next edit starts its own step (e.g. on blur or reselection). */
export function endBurst<T>(history: History<T>): History<T> {
  return history.burst === null ? history : { ...history, burst: null };
}

export const canUndo = <T>(history: History<T>): boolean => history.past.length > 0;
export const canRedo = <T>(history: History<T>): boolean => history.future.length > 0;

/** Back one step (the present goes to the future); the same history when there is none. */
export function undo<T>(history: History<T>): History<T> {
  if (history.past.length === 0) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
    burst: null,
  };
}

/** Forward one step; the same history when there is none. */
export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  return {
    ...history,
    past: [...history.past, history.present],
    present: history.future[0],
    future: history.future.slice(1),
    burst: null,
  };
}

/** A history starting over at `value` (e.g. another document loaded, or a remote version taken). */
export function resetHistory<T>(history: History<T>, value: T): History<T> {
  return createHistory(value, history.limit);
}
