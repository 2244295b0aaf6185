import { describe, expect, it } from 'vitest';
import {
  fileEntriesOf,
  fileItemOf,
  withFileAdded,
  withFileRemoved,
  withFileVisibility,
} from './file-field-value';

describe('file field values', () => {
  it('reads a list, one record, one URL, or nothing', () => {
    expect(fileEntriesOf(undefined)).toEqual([]);
    expect(fileEntriesOf('')).toEqual([]);
    expect(fileEntriesOf('https://cdn/x.png')).toEqual(['https://cdn/x.png']);
    expect(fileEntriesOf({ url: 'u' })).toEqual([{ url: 'u' }]);
    expect(fileEntriesOf([1, 2])).toEqual([1, 2]);
  });

  it('names a bare URL by its last segment and a record by its filename', () => {
    expect(fileItemOf('https://cdn/a/foto%20nova.png?x=1')).toMatchObject({
      id: null,
      filename: 'foto nova.png',
      isPublic: null,
    });
    expect(
      fileItemOf({
        id: 'f1',
        url: 'https://cdn/f1',
        filename: 'manual.pdf',
        isPublic: false,
        filePath: 'demo/files/u/manual.pdf',
        cdn: { bunny: { id: 'b', status: 4 } },
      }),
    ).toEqual({
      id: 'f1',
      url: 'https://cdn/f1',
      filename: 'manual.pdf',
      path: 'demo/files/u/manual.pdf',
      isPublic: false,
      bunny: { id: 'b', status: 4 },
    });
    expect(fileItemOf({ filename: 'sem url' })).toBeNull();
    expect(fileItemOf(42)).toBeNull();
  });

  it('writes a list on the first edit, keeping what was there', () => {
    const single = { id: 'a', url: 'https://cdn/a' };
    expect(withFileAdded(single, { id: 'b', url: 'u' })).toEqual([single, { id: 'b', url: 'u' }]);
    expect(withFileAdded(undefined, { id: 'b', url: 'u' })).toEqual([{ id: 'b', url: 'u' }]);
    expect(withFileRemoved([single, 'x', 'y'], 1)).toEqual([single, 'y']);
    expect(withFileRemoved(single, 0)).toEqual([]);
  });

  it('sets the public flag of records only', () => {
    const value = ['https://cdn/a', { id: 'b', url: 'u', isPublic: false }];
    expect(withFileVisibility(value, 1, true)).toEqual([
      'https://cdn/a',
      { id: 'b', url: 'u', isPublic: true },
    ]);
    expect(withFileVisibility(value, 0, true)).toEqual(value);
  });
});
