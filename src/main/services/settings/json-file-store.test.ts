import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createJsonFileStore } from './json-file-store';
import { tempFolder } from '../../../../tests/support/temp-folder';

let dir: string;
beforeEach(() => {
  dir = tempFolder('json-store-');
});

describe('json file store', () => {
  it('starts empty when the file does not exist and creates folders on first write', () => {
    const file = join(dir, 'nested', 'settings.json');
    const store = createJsonFileStore(file);
    expect(store.get('missing')).toBeUndefined();
    store.set('a', { b: [1, 2] });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ a: { b: [1, 2] } });
  });

  it('persists across instances and leaves no temp files behind', () => {
    const file = join(dir, 'settings.json');
    createJsonFileStore(file).set('count', 3);
    const reopened = createJsonFileStore(file);
    expect(reopened.get<number>('count')).toBe(3);
    reopened.set('count', undefined);
    expect(createJsonFileStore(file).get('count')).toBeUndefined();
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('hands out copies, so callers cannot change the stored value by mutation', () => {
    const store = createJsonFileStore(join(dir, 's.json'));
    store.set('list', [1]);
    store.get<number[]>('list')!.push(2);
    expect(store.get('list')).toEqual([1]);
  });

  it('survives a corrupt file: starts empty and keeps a .corrupt copy', () => {
    const file = join(dir, 'settings.json');
    writeFileSync(file, '{"profiles": [');
    const log = vi.fn();
    const store = createJsonFileStore(file, { log });
    expect(store.get('profiles')).toBeUndefined();
    expect(readFileSync(`${file}.corrupt`, 'utf8')).toBe('{"profiles": [');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('corrompido'));
    store.set('ok', true);
    expect(createJsonFileStore(file).get('ok')).toBe(true);
  });

  it('treats a JSON file that is not an object as corrupt', () => {
    const file = join(dir, 'settings.json');
    writeFileSync(file, '[1,2]');
    const store = createJsonFileStore(file, { log: () => {} });
    expect(store.get('0')).toBeUndefined();
    expect(existsSync(`${file}.corrupt`)).toBe(true);
  });

  it('keeps memory unchanged when the write fails', () => {
    const file = join(dir, 'settings.json');
    const store = createJsonFileStore(file);
    store.set('a', 1);
    // A folder where the file should be makes the rename fail.
    rmSync(file);
    mkdirSync(file);
    expect(() => store.set('a', 2)).toThrow();
    expect(store.get('a')).toBe(1);
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });
});
