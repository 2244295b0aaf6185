import { describe, expect, it } from 'vitest';
import { generateDocumentId } from './copy-document';
import { documentTitle } from './document-title';

describe('generateDocumentId', () => {
  it('makes 20 letters and digits', () => {
    expect(generateDocumentId()).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(generateDocumentId()).not.toBe(generateDocumentId());
  });

  it('redraws bytes that would bias the alphabet', () => {
    let call = 0;
    // First draw: half the bytes are 248+ (dropped); later draws are all zeros ('A').
    const random = <T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      bytes.fill(0);
      if (call++ === 0) for (let i = 0; i < bytes.length; i += 2) bytes[i] = 250 + (i % 5);
      return array;
    };
    const id = generateDocumentId(random);
    expect(id).toBe('A'.repeat(20));
    expect(call).toBe(2);
  });
});

describe('documentTitle', () => {
  it.each([
    [{ title: 'Título', name: 'Nome' }, 'Título'],
    [{ title: '  ', name: 'Nome' }, 'Nome'],
    [{ name: 42 }, '42'],
    [{ firstName: 'Ana', lastName: 'Souza', email: 'ana@exemplo.com.br' }, 'Ana Souza'],
    [{ title: null, name: { pt: 'x' } }, 'doc-1'],
    [null, 'doc-1'],
  ])('%j → %s', (data, expected) => {
    expect(documentTitle(data as Record<string, unknown> | null, 'doc-1')).toBe(expected);
  });
});
