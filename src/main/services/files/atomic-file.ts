import { randomUUID } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The part of a `FileHandle` the writer uses; tests inject one that writes short or fails. */
export interface WritableFile {
  write(buffer: Uint8Array, offset: number, length: number): Promise<{ bytesWritten: number }>;
  sync(): Promise<void>;
  stat(): Promise<{ size: number }>;
  close(): Promise<void>;
}

/** The same, for the synchronous writer. */
export interface WritableFileSync {
  write(buffer: Uint8Array, offset: number, length: number): number;
  sync(): void;
  size(): number;
  close(): void;
}

export interface AtomicFileSystem {
  open(path: string): Promise<WritableFile>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string): Promise<void>;
  mkdir(path: string): Promise<void>;
  syncFolder(path: string): Promise<void>;
}

export interface AtomicFileSystemSync {
  open(path: string): WritableFileSync;
  rename(from: string, to: string): void;
  rm(path: string): void;
  mkdir(path: string): void;
  syncFolder(path: string): void;
}

export interface AtomicWriteOptions<F> {
  /** Creates the target's folder first (a save dialog's folder must already exist). */
  createFolder?: boolean;
  /** Injected by tests; the real file system otherwise. */
  fs?: F;
}

/** A write that made no progress, or a file whose size is not what was written. */
export class IncompleteWriteError extends Error {
  readonly code = 'EINCOMPLETE';
  constructor(path: string, written: number, expected: number) {
    super(`gravação incompleta de ${basename(path)}: ${written} de ${expected} bytes`);
  }
}

/**
 * Writes every byte: a short write is continued where it stopped, and a write that makes no
 * progress is an error (never a silently truncated file). Also used by the journal's appends.
 */
export async function writeAll(
  file: Pick<WritableFile, 'write'>,
  bytes: Uint8Array,
  path: string,
): Promise<void> {
  for (let offset = 0; offset < bytes.length; ) {
    const { bytesWritten } = await file.write(bytes, offset, bytes.length - offset);
    if (!(bytesWritten > 0)) throw new IncompleteWriteError(path, offset, bytes.length);
    offset += bytesWritten;
  }
}

function writeAllSync(file: WritableFileSync, bytes: Uint8Array, path: string): void {
  for (let offset = 0; offset < bytes.length; ) {
    const bytesWritten = file.write(bytes, offset, bytes.length - offset);
    if (!(bytesWritten > 0)) throw new IncompleteWriteError(path, offset, bytes.length);
    offset += bytesWritten;
  }
}

function checkSize(size: number, bytes: Uint8Array, path: string): void {
  if (size !== bytes.length) throw new IncompleteWriteError(path, size, bytes.length);
}

/** Hidden and in the target's folder: the rename stays on one file system. */
export const tempPathFor = (filePath: string) =>
  join(dirname(filePath), `.${basename(filePath)}.${process.pid}.${randomUUID()}.tmp`);

const toBytes = (content: string | Uint8Array) =>
  typeof content === 'string' ? Buffer.from(content, 'utf8') : content;

/**
 * Replaces a file so that a crash leaves either the old or the new content, never a mix:
 * write a temp file completely, fsync it, check its size, rename it over the target, fsync
 * the folder (the rename itself) where the platform allows. Rejects on a short write or a full
 * disk (ENOSPC), leaving the target untouched and no temp file behind.
 */
export async function writeFileAtomic(
  filePath: string,
  content: string | Uint8Array,
  options: AtomicWriteOptions<AtomicFileSystem> = {},
): Promise<void> {
  const { fs = nodeFileSystem } = options;
  const bytes = toBytes(content);
  const folder = dirname(filePath);
  if (options.createFolder) await fs.mkdir(folder);
  const temp = tempPathFor(filePath);
  try {
    const file = await fs.open(temp);
    try {
      await writeAll(file, bytes, temp);
      await file.sync();
      checkSize((await file.stat()).size, bytes, temp);
    } finally {
      await file.close();
    }
    await fs.rename(temp, filePath);
  } catch (error) {
    await fs.rm(temp).catch(() => undefined);
    throw error;
  }
  await fs.syncFolder(folder);
}

/** {@link writeFileAtomic}, step for step, for callers that must finish before returning. */
export function writeFileAtomicSync(
  filePath: string,
  content: string | Uint8Array,
  options: AtomicWriteOptions<AtomicFileSystemSync> = {},
): void {
  const { fs = nodeFileSystemSync } = options;
  const bytes = toBytes(content);
  const folder = dirname(filePath);
  if (options.createFolder) fs.mkdir(folder);
  const temp = tempPathFor(filePath);
  try {
    const file = fs.open(temp);
    try {
      writeAllSync(file, bytes, temp);
      file.sync();
      checkSize(file.size(), bytes, temp);
    } finally {
      file.close();
    }
    fs.rename(temp, filePath);
  } catch (error) {
    try {
      fs.rm(temp);
    } catch {
      // The original error is the one worth reporting.
    }
    throw error;
  }
  fs.syncFolder(folder);
}

/**
 * Owner-only: settings, run journals and history may name customers' hosts and products, and
 * other accounts on a shared machine have no business reading them. (Windows ignores it.)
 */
export const PRIVATE_FILE_MODE = 0o600;
/** The same for the folders the writer creates. */
const PRIVATE_FOLDER_MODE = 0o700;

export const nodeFileSystem: AtomicFileSystem = {
  open: (path) => open(path, 'w', PRIVATE_FILE_MODE),
  rename,
  rm: (path) => rm(path, { force: true }),
  mkdir: async (path) => {
    await mkdir(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  },
  syncFolder: async (folder) => {
    try {
      const handle = await open(folder, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch {
      // Some platforms (Windows) cannot fsync a folder; the rename is still atomic there.
    }
  },
};

export const nodeFileSystemSync: AtomicFileSystemSync = {
  open: (path) => {
    const fd = openSync(path, 'w', PRIVATE_FILE_MODE);
    return {
      write: (buffer, offset, length) => writeSync(fd, buffer, offset, length),
      sync: () => fsyncSync(fd),
      size: () => fstatSync(fd).size,
      close: () => closeSync(fd),
    };
  },
  rename: renameSync,
  rm: (path) => rmSync(path, { force: true }),
  mkdir: (path) => {
    mkdirSync(path, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  },
  syncFolder: (folder) => {
    let fd: number | undefined;
    try {
      fd = openSync(folder, 'r');
      fsyncSync(fd);
    } catch {
      // Some platforms (Windows) cannot fsync a folder; the rename is still atomic there.
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  },
};
