import { describe, expect, it } from 'vitest';
import { parseCollectionPath, parseDocumentPath, parseFilePath, validateQuery } from './paths';

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
});
