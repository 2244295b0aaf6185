import { describe, expect, it } from 'vitest';
import { fileLinksOf } from './deferred-summary';
import { parseJsonValue, jsonTextOf } from './json-value';

describe('fileLinksOf', () => {
  it.each([
    ['https://x.com/a.png', [{ href: 'https://x.com/a.png', text: 'https://x.com/a.png' }]],
    [{ url: 'http://x.com/b', filename: 'b.pdf' }, [{ href: 'http://x.com/b', text: 'b.pdf' }]],
    [{ src: 'HTTPS://X.COM/c' }, [{ href: 'HTTPS://X.COM/c', text: 'HTTPS://X.COM/c' }]],
    ['javascript:alert(1)', [{ href: null, text: 'javascript:alert(1)' }]],
    ['data:image/png;base64,AAAA', [{ href: null, text: 'data:image/png;base64,AAAA' }]],
    [{ filename: 'sem-url.png' }, []],
    [[null, 3, 'https://a/b', { url: '' }], [{ href: 'https://a/b', text: 'https://a/b' }]],
    [42, []],
  ])('%j', (value, links) => {
    expect(fileLinksOf(value)).toEqual(links);
  });
});

describe('json values', () => {
  it('round-trips any value, dates as wrappers', () => {
    const value = [1, 'a', null, { at: new Date('2026-01-01T00:00:00.000Z') }];
    const shown = jsonTextOf(value);
    if (!shown.ok) throw new Error(shown.message);
    expect(parseJsonValue(shown.text)).toEqual({ ok: true, value });
    expect(jsonTextOf(undefined)).toEqual({ ok: true, text: '' });
  });

  it.each([
    ['{', /^JSON inválido: /],
    ['{"a": 1,}', /^JSON inválido: /],
    ['[{"__date": "nunca"}]', /^JSON inválido: data inválida em \$\[0\]: "nunca"$/],
  ])('refuses %j', (text, message) => {
    const parsed = parseJsonValue(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('empty text is null; a value JSON cannot show is an error', () => {
    expect(parseJsonValue('')).toEqual({ ok: true, value: null });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonTextOf(cyclic).ok).toBe(false);
  });
});
