import { describe, expect, it } from 'vitest';
import {
  buildChangelogEntry,
  changesValue,
  editableText,
  fieldPatch,
  normalizeReason,
  parseManualValue,
  readField,
} from './manual-edit';

describe('parseManualValue', () => {
  it.each([
    ['429,90', 429.9],
    ['429.90', 429.9],
    ['429', 429],
    ['  12,5 ', 12.5],
    ['1.234,56', 1234.56],
    ['12.000', 12000],
    ['1.500', 1500],
    ['12.50', 12.5],
    ['1.234.567,8', 1234567.8],
    ['R$ 429,90', 429.9],
    ['R$1.234,50', 1234.5],
    ['0', 0],
    ['-3,5', -3.5],
  ])('number field: %j → %s', (raw, expected) => {
    expect(parseManualValue('number', raw)).toEqual({ ok: true, value: expected });
  });

  it.each(['', '   ', '\t'])('empty %j becomes null for both kinds', (raw) => {
    expect(parseManualValue('number', raw)).toEqual({ ok: true, value: null });
    expect(parseManualValue('string', raw)).toEqual({ ok: true, value: null });
  });

  it.each([
    'abc',
    '12abc',
    '1,2,3',
    '1.2.3',
    '12,',
    ',5',
    '1.23,4',
    '1 2 3x',
    '--5',
    'NaN',
    'Infinity',
    '1e5',
    '0x10',
  ])('number field refuses %j with a clear pt-BR message', (raw) => {
    const parsed = parseManualValue('number', raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toContain(`"${raw.trim()}"`);
      expect(parsed.message).toContain('não é um número válido');
    }
  });

  it('string fields keep the text, trimmed, even when it looks like a number', () => {
    expect(parseManualValue('string', ' TRAM-1011 ')).toEqual({ ok: true, value: 'TRAM-1011' });
    expect(parseManualValue('string', '0012')).toEqual({ ok: true, value: '0012' });
  });
});

describe('editableText', () => {
  it('shows numbers with a decimal comma and null as empty', () => {
    expect(editableText(429.9)).toBe('429,9');
    expect(editableText(null)).toBe('');
    expect(editableText(undefined)).toBe('');
    expect(editableText('TRAM-1011')).toBe('TRAM-1011');
  });

  it('round-trips through parsing', () => {
    for (const value of [429.9, 0.01, 1234567.89, -2]) {
      expect(parseManualValue('number', editableText(value))).toEqual({ ok: true, value });
    }
  });
});

describe('readField and fieldPatch', () => {
  const product = { Price: 10, Options: { canSell: true, isFreeShipping: false } };

  it('reads top-level and dotted fields', () => {
    expect(readField(product, 'Price')).toBe(10);
    expect(readField(product, 'Options.canSell')).toBe(true);
    expect(readField(product, 'Options.missing')).toBeUndefined();
    expect(readField(product, 'Price.deeper')).toBeUndefined();
    expect(readField(null, 'Price')).toBeUndefined();
  });

  it('builds nested patches for a merge-write', () => {
    expect(fieldPatch('Price', 12)).toEqual({ Price: 12 });
    expect(fieldPatch('Options.canSell', false)).toEqual({ Options: { canSell: false } });
    expect(fieldPatch('a.b.c', null)).toEqual({ a: { b: { c: null } } });
  });

  it('refuses malformed field names', () => {
    expect(() => fieldPatch('', 1)).toThrow('Campo inválido');
    expect(() => fieldPatch('Options.', 1)).toThrow('Campo inválido');
    expect(() => fieldPatch('.x', 1)).toThrow('Campo inválido');
  });
});

describe('changesValue and normalizeReason', () => {
  it('treats absent and null as the same value', () => {
    expect(changesValue(undefined, null)).toBe(false);
    expect(changesValue(10, 10)).toBe(false);
    expect(changesValue(10, 10.5)).toBe(true);
    expect(changesValue(null, 0)).toBe(true);
    expect(changesValue(true, false)).toBe(true);
  });

  it('normalizes reasons: trimmed, empty or cancelled is null', () => {
    expect(normalizeReason('  preço do concorrente ')).toBe('preço do concorrente');
    expect(normalizeReason('')).toBeNull();
    expect(normalizeReason('   \n ')).toBeNull();
    expect(normalizeReason(null)).toBeNull();
    expect(normalizeReason(undefined)).toBeNull();
  });
});

describe('buildChangelogEntry', () => {
  const user = {
    id: 'u1',
    email: 'ana@loja.com.br',
    displayName: 'Ana',
    phoneNumber: '+5551999990000',
    claims: { admin: true },
  };
  const sentinel = { __sentinel: 'serverTimestamp' as const };

  it('stamps the acting user and keeps the store timestamp as given', () => {
    const entry = buildChangelogEntry({
      code: '1011',
      field: 'Price',
      from: 429.9,
      to: 419.9,
      reason: '  concorrência ',
      user,
      createdAt: sentinel,
    });
    expect(entry).toEqual({
      ProductCode: '1011',
      field: 'Price',
      from: 429.9,
      to: 419.9,
      about: 'concorrência',
      createdBy: user,
      createdAt: sentinel,
    });
    expect(entry.createdBy.claims).not.toBe(user.claims);
  });

  it('stores absent values as null, never undefined', () => {
    const entry = buildChangelogEntry({
      code: '1011',
      field: 'PriceInstallments',
      from: undefined,
      to: null,
      reason: 'x',
      user: { ...user, email: null, phoneNumber: null },
      createdAt: sentinel,
    });
    expect(entry.from).toBeNull();
    expect(entry.to).toBeNull();
    expect(entry.createdBy.email).toBeNull();
    expect(Object.values(entry).includes(undefined)).toBe(false);
  });

  it('refuses an entry without a reason or a product code', () => {
    const base = { code: '1011', field: 'Price', from: 1, to: 2, user, createdAt: sentinel };
    expect(() => buildChangelogEntry({ ...base, reason: '  ' })).toThrow('Alteração cancelada');
    expect(() => buildChangelogEntry({ ...base, code: ' ', reason: 'ok' })).toThrow(
      'Código do produto ausente.',
    );
  });
});
