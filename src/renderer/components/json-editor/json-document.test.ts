import { describe, expect, it } from 'vitest';
import { parseEditedJson, toEditableJson } from './json-document';

const updatedAt = new Date('2026-03-14T12:30:45.123Z');

describe('toEditableJson', () => {
  it('shows Dates as {"__date": ISO} at any depth, with a 2-space indent', () => {
    const result = toEditableJson({
      name: 'Camiseta',
      updatedAt,
      history: [{ at: updatedAt, by: 'ana' }],
    });
    expect(result).toEqual({
      ok: true,
      text: [
        '{',
        '  "name": "Camiseta",',
        '  "updatedAt": {',
        '    "__date": "2026-03-14T12:30:45.123Z"',
        '  },',
        '  "history": [',
        '    {',
        '      "at": {',
        '        "__date": "2026-03-14T12:30:45.123Z"',
        '      },',
        '      "by": "ana"',
        '    }',
        '  ]',
        '}',
      ].join('\n'),
    });
  });

  it('refuses an invalid Date with the spec message and where it is', () => {
    expect(toEditableJson({ a: { when: new Date('nope') } })).toEqual({
      ok: false,
      message: 'Erro ao converter os dados para JSON: data inválida em $.a.when: "Invalid Date"',
    });
  });

  it('refuses a circular reference instead of overflowing the stack', () => {
    const data: Record<string, unknown> = { list: [] };
    (data.list as unknown[]).push({ parent: data });
    expect(toEditableJson(data)).toEqual({
      ok: false,
      message: 'Erro ao converter os dados para JSON: referência circular em $.list[0].parent',
    });
  });

  it('accepts the same object twice when it is not a cycle', () => {
    const shared = { x: 1 };
    const result = toEditableJson({ a: shared, b: shared });
    expect(result.ok).toBe(true);
  });

  it('refuses a BigInt and undefined input', () => {
    expect(toEditableJson({ n: 10n })).toEqual({
      ok: false,
      message: 'Erro ao converter os dados para JSON: número grande demais (BigInt) em $.n',
    });
    expect(toEditableJson(undefined)).toEqual({
      ok: false,
      message: 'Erro ao converter os dados para JSON: não há dados para converter',
    });
  });

  it('reports a throwing toJSON as data, not a throw', () => {
    const result = toEditableJson({
      odd: {
        toJSON() {
          throw new Error('boom');
        },
      },
    });
    expect(result).toEqual({ ok: false, message: 'Erro ao converter os dados para JSON: boom' });
  });
});

describe('parseEditedJson', () => {
  it('round-trips a document: wrappers come back as Dates', () => {
    const document = {
      name: 'Camiseta',
      price: 49.9,
      active: true,
      tags: ['a', null],
      updatedAt,
      history: [{ at: updatedAt }],
    };
    const shown = toEditableJson(document);
    if (!shown.ok) throw new Error(shown.message);
    const parsed = parseEditedJson(shown.text);
    expect(parsed).toEqual({ ok: true, data: document });
    if (parsed.ok) expect(parsed.data.updatedAt).toBeInstanceOf(Date);
  });

  it('keeps an edited date', () => {
    const parsed = parseEditedJson('{"when": {"__date": "2027-01-02T03:04:05.000Z"}}');
    expect(parsed).toEqual({ ok: true, data: { when: new Date('2027-01-02T03:04:05.000Z') } });
  });

  it('leaves objects that merely contain __date among other keys alone', () => {
    const parsed = parseEditedJson('{"x": {"__date": "2027-01-02T03:04:05.000Z", "y": 1}}');
    expect(parsed).toEqual({
      ok: true,
      data: { x: { __date: '2027-01-02T03:04:05.000Z', y: 1 } },
    });
  });

  it.each([
    ['a missing value', '{"a": }'],
    ['a trailing comma', '{"a": 1,}'],
    ['a comment', '{"a": 1 // nota\n}'],
    ['single quotes', "{'a': 1}"],
    ['an empty text', ''],
    ['an unclosed object', '{"a": {"b": 1}'],
  ])('refuses %s with "JSON inválido: {detail}"', (_name, text) => {
    const result = parseEditedJson(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^JSON inválido: \S/);
      expect(result.message.length).toBeGreaterThan('JSON inválido: '.length + 3);
    }
  });

  it('puts the parser detail after the prefix', () => {
    let detail = '';
    try {
      JSON.parse('{"a": }');
    } catch (error) {
      detail = (error as Error).message;
    }
    expect(parseEditedJson('{"a": }')).toEqual({ ok: false, message: `JSON inválido: ${detail}` });
  });

  it.each([['[1, 2]'], ['"texto"'], ['42'], ['null'], ['true']])(
    'refuses %s: a document is an object',
    (text) => {
      expect(parseEditedJson(text)).toEqual({
        ok: false,
        message: 'JSON inválido: o documento precisa ser um objeto ({ ... })',
      });
    },
  );

  it('refuses a date wrapper whose ISO string is not a date, naming where it is', () => {
    expect(parseEditedJson('{"items": [{"at": {"__date": "ontem"}}]}')).toEqual({
      ok: false,
      message: 'JSON inválido: data inválida em $.items[0].at: "ontem"',
    });
  });

  it('keeps a __proto__ key as plain data without touching prototypes', () => {
    const parsed = parseEditedJson('{"__proto__": {"polluted": true}, "a": 1}');
    expect(parsed.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
