import { describe, expect, it } from 'vitest';
import { texts } from '../../shared/texts/pt-BR';
import { parseCollectionPath, parseDocumentPath, parseFilePath, validateQuery } from './paths';
import { DOCUMENT_ID_FIELD, serverTimestamp } from './ports';

describe('paths', () => {
  it('parses document paths with their id and parent collection', () => {
    expect(parseDocumentPath('project/demo')).toMatchObject({ id: 'demo', parent: 'project' });
    expect(parseDocumentPath('project/demo/product-data/1011')).toMatchObject({
      id: '1011',
      parent: 'project/demo/product-data',
      segments: ['project', 'demo', 'product-data', '1011'],
    });
  });

  it('tells a collection path from a document path, in pt-BR', () => {
    expect(() => parseDocumentPath('project/demo/content')).toThrow(
      '"project/demo/content" não é um documento',
    );
    expect(() => parseCollectionPath('project/demo')).toThrow('"project/demo" não é uma coleção');
    expect(parseCollectionPath('project/demo/content').path).toBe('project/demo/content');
    expect(parseCollectionPath('project').segments).toEqual(['project']);
  });

  it.each([
    '',
    '   ',
    '/project/demo',
    'project/demo/',
    'project//demo/x',
    'project/./a/b',
    'a/..',
    'a/__id__',
  ])('rejects the malformed path %j', (path) => {
    expect(() => parseDocumentPath(path)).toThrow(/Caminho inválido|Informe o caminho/);
  });

  it('validates storage paths', () => {
    expect(parseFilePath('demo/images/a.png')).toBe('demo/images/a.png');
    for (const bad of ['', '/a.png', 'a//b', 'a/../b', 'a/']) {
      expect(() => parseFilePath(bad)).toThrow('Caminho de arquivo inválido');
    }
  });
});

describe('validateQuery', () => {
  it('accepts a well-formed query', () => {
    expect(() =>
      validateQuery({
        where: [{ field: 'a.b', op: 'in', value: [1] }],
        orderBy: [{ field: 'x' }],
        limit: 5,
      }),
    ).not.toThrow();
  });

  it('rejects bad operators, field paths, in lists and limits with pt-BR messages', () => {
    expect(() => validateQuery({ where: [{ field: 'a', op: 'like' as never, value: 1 }] })).toThrow(
      'Operador de consulta desconhecido: "like".',
    );
    expect(() => validateQuery({ where: [{ field: 'a..b', op: '==', value: 1 }] })).toThrow(
      'Campo de consulta inválido: "a..b".',
    );
    expect(() => validateQuery({ orderBy: [{ field: '' }] })).toThrow('Campo de consulta inválido');
    expect(() => validateQuery({ where: [{ field: 'a', op: 'in', value: [] }] })).toThrow('"in"');
    expect(() => validateQuery({ where: [{ field: 'a', op: 'in', value: 'x' }] })).toThrow('"in"');
    expect(() =>
      validateQuery({
        where: [{ field: 'a', op: 'in', value: Array.from({ length: 31 }, (_, i) => i) }],
      }),
    ).toThrow('"in"');
    expect(() => validateQuery({ limit: 1.5 })).toThrow('número inteiro positivo');
  });

  it('accepts cursors over the orderBy fields, a prefix of them, and ids for the id field', () => {
    const orderBy = [{ field: 'n' }, { field: DOCUMENT_ID_FIELD }];
    for (const spec of [
      { orderBy, startAfter: [1, 'p1'], endAt: [2] },
      { orderBy, startAfter: [null] },
      { orderBy, endAt: [new Date(0), 'x'] },
      { orderBy, startAfter: [['a', 1]] },
      { orderBy, startAfter: [{ a: { b: [1] } }] },
      { where: [{ field: DOCUMENT_ID_FIELD, op: 'in' as const, value: ['a', 'b'] }] },
    ]) {
      expect(() => validateQuery(spec)).not.toThrow();
    }
  });

  it('rejects bad cursors with pt-BR messages', () => {
    const byN = { orderBy: [{ field: 'n' }] };
    const cases: Array<[Parameters<typeof validateQuery>[0], string]> = [
      [{ startAfter: [1] }, texts.data.cursorNeedsOrderBy('startAfter')],
      [{ ...byN, endAt: [1, 2] }, texts.data.cursorTooLong('endAt', 2, 1)],
      [{ ...byN, endAt: [] }, texts.data.cursorEmpty('endAt')],
      [{ ...byN, endAt: 1 as never }, texts.data.cursorNotList('endAt')],
      [{ ...byN, startAfter: [undefined] }, texts.data.cursorValueInvalid('startAfter', 1)],
      [{ ...byN, startAfter: [new Date(NaN)] }, texts.data.cursorValueInvalid('startAfter', 1)],
      [{ ...byN, startAfter: [[[1]]] }, texts.data.cursorValueInvalid('startAfter', 1)],
      [{ ...byN, startAfter: [{ a: undefined }] }, texts.data.cursorValueInvalid('startAfter', 1)],
      [{ ...byN, startAfter: [serverTimestamp()] }, texts.data.cursorValueInvalid('startAfter', 1)],
      [{ ...byN, startAfter: [new Map()] }, texts.data.cursorValueInvalid('startAfter', 1)],
      [
        { orderBy: [{ field: 'n' }, { field: DOCUMENT_ID_FIELD }], endAt: [1, 'a/b'] },
        texts.data.cursorIdInvalid('endAt', 2),
      ],
      [
        { where: [{ field: DOCUMENT_ID_FIELD, op: '<', value: 3 }] },
        texts.data.idFilterInvalid('<'),
      ],
    ];
    for (const [spec, message] of cases) expect(() => validateQuery(spec)).toThrow(message);
    expect(texts.data.cursorTooLong('endAt', 2, 1)).toContain('1 campo.');
  });
});
