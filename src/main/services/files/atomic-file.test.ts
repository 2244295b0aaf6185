import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  IncompleteWriteError,
  nodeFileSystem,
  nodeFileSystemSync,
  writeAll,
  writeFileAtomic,
  writeFileAtomicSync,
  type AtomicFileSystem,
  type AtomicFileSystemSync,
} from './atomic-file';
import { tempFolder } from '../../../../tests/support/temp-folder';

let folder: string;
beforeEach(() => {
  folder = tempFolder('atomic-file-');
});

const enospc = () =>
  Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

/**
 * The real file system, except that each write hands over at most `chunk` bytes of what it is
 * given (0: nothing), or fails with ENOSPC once `spaceLeft` bytes are on disk.
 */
function limitedFs(limits: { chunk?: number; spaceLeft?: number }) {
  let written = 0;
  const allowed = (length: number) => {
    if (limits.spaceLeft !== undefined && written + length > limits.spaceLeft) throw enospc();
    const count = Math.min(length, limits.chunk ?? length);
    written += count;
    return count;
  };
  const asyncFs: AtomicFileSystem = {
    ...nodeFileSystem,
    open: async (path) => {
      const real = await nodeFileSystem.open(path);
      // A FileHandle's methods live on its prototype: delegate rather than spread.
      return {
        write: (buffer, offset, length) => real.write(buffer, offset, allowed(length)),
        sync: () => real.sync(),
        stat: () => real.stat(),
        close: () => real.close(),
      };
    },
  };
  const syncFs: AtomicFileSystemSync = {
    ...nodeFileSystemSync,
    open: (path) => {
      const real = nodeFileSystemSync.open(path);
      return {
        ...real,
        write: (buffer, offset, length) => real.write(buffer, offset, allowed(length)),
      };
    },
  };
  return { asyncFs, syncFs };
}

const variants = [
  {
    name: 'writeFileAtomic',
    write: (path: string, content: string, fs?: ReturnType<typeof limitedFs>) =>
      writeFileAtomic(path, content, { fs: fs?.asyncFs }),
  },
  {
    name: 'writeFileAtomicSync',
    write: async (path: string, content: string, fs?: ReturnType<typeof limitedFs>) =>
      writeFileAtomicSync(path, content, { fs: fs?.syncFs }),
  },
];

describe.each(variants)('$name', ({ write }) => {
  const content = `${'é'.repeat(5_000)}\n`;

  it('replaces the file and leaves no temp file', async () => {
    const target = join(folder, 'a.json');
    writeFileSync(target, 'old');
    await write(target, content);
    expect(readFileSync(target, 'utf8')).toBe(content);
    expect(readdirSync(folder)).toEqual(['a.json']);
  });

  it.skipIf(process.platform === 'win32')('writes owner-only files (0600)', async () => {
    const target = join(folder, 'a.json');
    writeFileSync(target, 'old', { mode: 0o644 });
    await write(target, content);
    expect(statSync(target).mode & 0o777).toBe(0o600);
  });

  it('completes short writes instead of truncating', async () => {
    const target = join(folder, 'a.json');
    await write(target, content, limitedFs({ chunk: 7 }));
    expect(readFileSync(target, 'utf8')).toBe(content);
  });

  it('a write that makes no progress is an error; the old file stays', async () => {
    const target = join(folder, 'a.json');
    writeFileSync(target, 'old');
    await expect(write(target, content, limitedFs({ chunk: 0 }))).rejects.toBeInstanceOf(
      IncompleteWriteError,
    );
    expect(readFileSync(target, 'utf8')).toBe('old');
    expect(readdirSync(folder)).toEqual(['a.json']);
  });

  it('a full disk (ENOSPC) is an error; the old file stays, no temp file left', async () => {
    const target = join(folder, 'a.json');
    writeFileSync(target, 'old');
    await expect(
      write(target, content, limitedFs({ chunk: 100, spaceLeft: 1_000 })),
    ).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(readFileSync(target, 'utf8')).toBe('old');
    expect(readdirSync(folder)).toEqual(['a.json']);
  });

  it('does not create a missing folder unless asked to', async () => {
    await expect(write(join(folder, 'none', 'a.json'), content)).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});

it('creates the folder when asked to', async () => {
  await writeFileAtomic(join(folder, 'x', 'a.json'), '1', { createFolder: true });
  writeFileAtomicSync(join(folder, 'y', 'b.json'), '2', { createFolder: true });
  expect(readFileSync(join(folder, 'x', 'a.json'), 'utf8')).toBe('1');
  expect(readFileSync(join(folder, 'y', 'b.json'), 'utf8')).toBe('2');
});

it('writeAll reports how far a stalled write got', async () => {
  const bytes = Buffer.from('abcdef');
  let calls = 0;
  const stalling = {
    write: async (_buffer: Uint8Array, _offset: number, length: number) => ({
      bytesWritten: calls++ === 0 ? Math.min(4, length) : 0,
    }),
  };
  await expect(writeAll(stalling, bytes, '/tmp/x')).rejects.toThrow('4 de 6 bytes');
});
