import { describe, expect, it } from 'vitest';
import { parseCollectionPath, parseDocumentPath, parseFilePath } from './paths';

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
