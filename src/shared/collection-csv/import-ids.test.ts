import { describe, expect, it } from 'vitest';
import { checkImportId, GENERATED_ID_LENGTH, generatedImportId } from './import-ids';
import { murmur3x86_128 } from './murmur3';

const hex = (text: string) =>
  murmur3x86_128(new TextEncoder().encode(text))
    .map((word) => word.toString(16).padStart(8, '0'))
    .join(' ');

describe('murmur3x86_128', () => {
  // Reference values from the Python mmh3 package (hash128, x64arch=False, seed 0).
  it.each([
    ['', '00000000 00000000 00000000 00000000'],
    ['a', 'a794933c 5556b01b 5556b01b 5556b01b'],
    ['hello', '2b2444a0 db91def7 9adb31b6 9adb31b6'],
    ['The quick brown fox jumps over the lazy dog', '2f1583c3 ecee2c67 5d7bf66c e5e91d2c'],
    ['ação 日本 0123456789abcdef!', '71bcc8ba 5b7645f8 e8ac6ce3 bb0eeaac'],
  ])('hashes %j as the reference implementation does', (text, expected) => {
    expect(hex(text)).toBe(expected);
  });

  it('changes about half the bits when one input bit changes', () => {
    let flipped = 0;
    const samples = 200;
    for (let i = 0; i < samples; i++) {
      const a = murmur3x86_128(new TextEncoder().encode(`row-${i}-x`));
      const b = murmur3x86_128(new TextEncoder().encode(`row-${i}-y`));
      for (let w = 0; w < 4; w++) {
        let diff = (a[w] ^ b[w]) >>> 0;
        while (diff) {
          flipped += diff & 1;
          diff >>>= 1;
        }
      }
    }
    const average = flipped / samples;
    expect(average).toBeGreaterThan(56);
    expect(average).toBeLessThan(72);
  });
});

describe('generatedImportId', () => {
  it('is 20 characters of [A-Za-z0-9], the same for the same input', () => {
    const id = generatedImportId('brand', '"title"="A"', 1);
    expect(id).toMatch(new RegExp(`^[A-Za-z0-9]{${GENERATED_ID_LENGTH}}$`));
    expect(generatedImportId('brand', '"title"="A"', 1)).toBe(id);
  });

  it('differs by collection, content and occurrence', () => {
    const id = generatedImportId('brand', 'x', 1);
    expect(generatedImportId('category', 'x', 1)).not.toBe(id);
    expect(generatedImportId('brand', 'y', 1)).not.toBe(id);
    expect(generatedImportId('brand', 'x', 2)).not.toBe(id);
    // The separator keeps the parts apart: ('ab', 'c') is not ('a', 'bc').
    expect(generatedImportId('ab', 'c', 1)).not.toBe(generatedImportId('a', 'bc', 1));
  });

  it('gives 100,000 distinct rows 100,000 distinct ids, using the whole alphabet', () => {
    const ids = new Set<string>();
    const characters = new Set<string>();
    for (let i = 0; i < 100_000; i++) {
      const id = generatedImportId('product', `"sku"="${i}"`, 1);
      ids.add(id);
      if (i < 1000) for (const char of id) characters.add(char);
    }
    expect(ids.size).toBe(100_000);
    expect(characters.size).toBe(62);
  });
});

describe('checkImportId', () => {
  it('treats an empty or blank cell as no id', () => {
    expect(checkImportId('')).toEqual({ kind: 'none' });
    expect(checkImportId('   ')).toEqual({ kind: 'none' });
    expect(checkImportId(undefined)).toEqual({ kind: 'none' });
  });

  it('trims the spaces a sheet adds around an id', () => {
    expect(checkImportId('  abc ')).toEqual({ kind: 'ok', id: 'abc' });
  });

  it.each([
    ['a/b', '"/"'],
    ['.', '"." nem ".."'],
    ['..', '"." nem ".."'],
    ['__x__', 'reservado'],
    ['____', 'reservado'],
    ['x'.repeat(1501), '1500 bytes'],
    ['ç'.repeat(751), '1500 bytes'],
  ])('refuses %j, naming the id column', (id, words) => {
    const check = checkImportId(id);
    expect(check.kind).toBe('invalid');
    if (check.kind === 'invalid') {
      expect(check.reason).toContain('coluna id');
      expect(check.reason).toContain(words);
    }
  });

  it('accepts ids Firestore accepts: 1500 bytes, dots inside, one underscore pair', () => {
    expect(checkImportId('x'.repeat(1500)).kind).toBe('ok');
    expect(checkImportId('ç'.repeat(750)).kind).toBe('ok');
    expect(checkImportId('a.b').kind).toBe('ok');
    expect(checkImportId('__x').kind).toBe('ok');
    expect(checkImportId('...').kind).toBe('ok');
  });
});
