import { describe, expect, it } from 'vitest';
import { idOrderKey } from './id-order-key';
import { compareValues } from './values';

const sign = (n: number) => Math.sign(n);
const utf16 = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('idOrderKey', () => {
  it('orders as Firestore orders ids where UTF-16 order does not', () => {
    // U+FF21 (fullwidth A) sorts before an emoji by code point, after it by UTF-16 unit.
    const [fullwidth, emoji] = ['\uFF21', '😀'];
    expect(utf16(fullwidth, emoji)).toBe(1);
    expect(compareValues(fullwidth, emoji)).toBe(-1);
    expect(utf16(idOrderKey(fullwidth), idOrderKey(emoji))).toBe(-1);
  });

  it('agrees with the query engine on every pair of a varied set, and keeps ids apart', () => {
    const ids = ['', 'a', 'ab', 'b', 'Z', '0', 'é', 'ção', '\uD7FF', '\uE000', '\uFFFF', '\uFF21x'];
    ids.push('😀', '😀a', '𝒜', 'a😀', 'a\uE000', 'a\uFFFF', '\u{10FFFF}', 'p-001', 'p-010');
    for (const a of ids) {
      for (const b of ids) {
        expect(sign(utf16(idOrderKey(a), idOrderKey(b))), `${a} vs ${b}`).toBe(
          sign(compareValues(a, b)),
        );
      }
    }
    expect(new Set(ids.map(idOrderKey)).size).toBe(ids.length);
  });
});
