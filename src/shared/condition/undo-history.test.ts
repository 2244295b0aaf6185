import { describe, expect, it } from 'vitest';
import { emptyHistory, recordChange, undoLast, UNDO_LIMIT } from './undo-history';

describe('undo history', () => {
  it('restores values last-first, then has nothing left', () => {
    let history = recordChange(recordChange(emptyHistory<number>(), 1), 2);
    const first = undoLast(history)!;
    expect(first.value).toBe(2);
    history = first.history;
    expect(undoLast(history)!.value).toBe(1);
    expect(undoLast(undoLast(history)!.history)).toBeNull();
  });

  it('keeps only the latest changes', () => {
    let history = emptyHistory<number>();
    for (let value = 0; value < UNDO_LIMIT + 10; value += 1) history = recordChange(history, value);
    expect(history.past).toHaveLength(UNDO_LIMIT);
    expect(history.past[0]).toBe(10);
  });
});
