import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';

/**
 * Replaces a file so that a crash leaves either the old or the new content, never a mix:
 * write a temp file, fsync it, rename over the target, fsync the folder (the rename itself).
 */
export function writeFileAtomic(filePath: string, content: string): void {
  const folder = dirname(filePath);
  mkdirSync(folder, { recursive: true });
  const temp = `${filePath}.${process.pid}.${randomUUID()}.tmp`;
  try {
    const fd = openSync(temp, 'w');
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, filePath);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  syncFolder(folder);
}

function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, 'r');
    fsyncSync(fd);
  } catch {
    // Some platforms (Windows) cannot fsync a folder; the rename is still atomic there.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
