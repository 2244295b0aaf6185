/** A bounded undo stack of whole values: undo restores the value before the last change. */
export interface UndoHistory<T> {
  readonly past: readonly T[];
}

export const UNDO_LIMIT = 100;

export const emptyHistory = <T>(): UndoHistory<T> => ({ past: [] });

/** Records `previous` as the value to return to, dropping the oldest beyond the limit. */
export function recordChange<T>(history: UndoHistory<T>, previous: T): UndoHistory<T> {
  return { past: [...history.past, previous].slice(-UNDO_LIMIT) };
}

/** The value to restore and the history without it; null when there is nothing to undo. */
export function undoLast<T>(history: UndoHistory<T>): { value: T; history: UndoHistory<T> } | null {
  if (history.past.length === 0) return null;
  return {
    value: history.past[history.past.length - 1]!,
    history: { past: history.past.slice(0, -1) },
  };
}
