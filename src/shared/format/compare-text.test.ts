import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

describe('compareText', () => {
  it('reads numbers by value, and ignores accents and case', () => {
    expect(['Item 10', 'item 2', 'Ítem 1'].sort(compareText)).toEqual([
      'Ítem 1',
      'item 2',
      'Item 10',
    ]);
    expect(compareText('Ação', 'acao')).toBe(0);
    expect(compareText('b', 'A')).toBeGreaterThan(0);
  });
});
