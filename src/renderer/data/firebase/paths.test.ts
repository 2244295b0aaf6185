import { describe, expect, it } from 'vitest';
import { texts } from '../../../shared/texts/pt-BR';
import { collectionPath, documentPath, storagePath } from './paths';

describe('paths', () => {
  it('accepts document and collection paths by segment count', () => {
    expect(documentPath('project/demo')).toBe('project/demo');
    expect(documentPath('project/demo/product-data/1011')).toBe('project/demo/product-data/1011');
    expect(collectionPath('project/demo/files')).toBe('project/demo/files');
  });

  it('rejects the wrong kind, empty and invalid segments in pt-BR', () => {
    expect(() => documentPath('project/demo/files')).toThrow(
      texts.data.notDocumentPath('project/demo/files'),
    );
    expect(() => collectionPath('project/demo')).toThrow(
      texts.data.notCollectionPath('project/demo'),
    );
    expect(() => documentPath('')).toThrow(texts.data.pathEmpty);
    expect(() => documentPath('a//b')).toThrow(texts.data.pathInvalid('a//b'));
    expect(() => documentPath('a/..')).toThrow(texts.data.pathInvalid('a/..'));
    expect(() => documentPath('a/__id__')).toThrow(texts.data.pathInvalid('a/__id__'));
  });

  it('checks storage paths', () => {
    expect(storagePath('demo/img/a.png')).toBe('demo/img/a.png');
    for (const bad of ['', '/a', 'a/', 'a/../b', 'a/./b']) {
      expect(() => storagePath(bad)).toThrow(texts.data.filePathInvalid(bad));
    }
  });
});
