import { describe, expect, it } from 'vitest';
import {
  withFileCdn,
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

describe('withFileCdn', () => {
  const video = { id: 'f1', url: 'https://s/aula.mp4', filename: 'aula.mp4', isPublic: true };
  const other = { id: 'f2', url: 'https://s/b.mp4', filename: 'b.mp4' };

  it('stores the CDN id and status on the record with that id, read back as its bunny', () => {
    const created = withFileCdn([other, video], 'f1', { id: 'bunny-1' });
    const encoding = withFileCdn(created, 'f1', { id: 'bunny-1', status: 2 });
    expect(encoding).toEqual([other, { ...video, cdn: { bunny: { id: 'bunny-1', status: 2 } } }]);
    expect(fileItemOf((encoding as unknown[])[1])?.bunny).toEqual({ id: 'bunny-1', status: 2 });
  });

  it('keeps the rest of cdn and turns one record into a list', () => {
    const single = { ...video, cdn: { other: true, bunny: { id: 'bunny-1', status: 1 } } };
    expect(withFileCdn(single, 'f1', { status: 3 })).toEqual([
      { ...video, cdn: { other: true, bunny: { id: 'bunny-1', status: 3 } } },
    ]);
  });

  it('gives the value itself when nothing changes or no record has the id', () => {
    const stored = [{ ...video, cdn: { bunny: { id: 'bunny-1', status: 3 } } }];
    expect(withFileCdn(stored, 'f1', { id: 'bunny-1', status: 3 })).toBe(stored);
    expect(withFileCdn(stored, 'nope', { status: 1 })).toBe(stored);
    expect(withFileCdn('https://s/a.mp4', 'f1', { status: 1 })).toBe('https://s/a.mp4');
  });
});
