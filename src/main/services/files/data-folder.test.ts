import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomicSync } from './atomic-file';
import { DATA_FOLDER_MODE, prepareDataFolder } from './data-folder';
import { tempFolder } from '../../../../tests/support/temp-folder';

const modeOf = (path: string) => statSync(path).mode & 0o777;

let root: string;
beforeEach(() => {
  root = tempFolder('data-folder-');
});

// Settings, the session secret and run journals live there: no other account reads them.
describe.skipIf(process.platform === 'win32')('the data folder is owner-only', () => {
  it('is created 0700, with every folder it needs', () => {
    const dir = join(root, 'a', 'dados');
    prepareDataFolder(dir);
    expect(DATA_FOLDER_MODE).toBe(0o700);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(root, 'a'))).toBe(0o700);
  });

  it('tightens an existing folder that others can read, and leaves a private one alone', () => {
    const open = join(root, 'aberta');
    mkdirSync(open, { mode: 0o755 });
    chmodSync(open, 0o755);
    prepareDataFolder(open);
    expect(modeOf(open)).toBe(0o700);
    const readOnly = join(root, 'so-leitura');
    mkdirSync(readOnly);
    chmodSync(readOnly, 0o500);
    prepareDataFolder(readOnly);
    expect(modeOf(readOnly)).toBe(0o500);
  });

  it('refuses a path that is a file', () => {
    const file = join(root, 'arquivo');
    writeFileAtomicSync(file, 'x');
    expect(() => prepareDataFolder(file)).toThrow();
  });

  it('the atomic writer creates missing folders owner-only too, and its files 0600', () => {
    const file = join(root, 'nova', 'settings.json');
    writeFileAtomicSync(file, '{}', { createFolder: true });
    expect(modeOf(join(root, 'nova'))).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
  });
});
