import { randomUUID } from 'node:crypto';
import { constants, realpathSync, statSync } from 'node:fs';
import { open as openFile, type FileHandle } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { texts } from '../../../shared/texts/pt-BR';
import { mimeTypeFor } from './mime-types';

export interface ChosenFileInfo {
  path: string;
  name: string;
  size: number;
  mimeType: string;
}

export type ChosenFileRefusalReason = 'unknown_token' | 'missing' | 'not_regular' | 'changed';

export interface ChosenFileRefusal {
  ok: false;
  reason: ChosenFileRefusalReason;
  message: string;
}

export type DescribeResult = ({ ok: true } & ChosenFileInfo) | ChosenFileRefusal;
export type OpenResult = ({ ok: true; stream: Readable } & ChosenFileInfo) | ChosenFileRefusal;

export interface ChosenFiles {
  /** Remembers a path the user chose in a dialog and returns its unguessable token. */
  register(path: string): string;
  describe(token: string): Promise<DescribeResult>;
  /**
   * A read stream over the file's bytes (or the inclusive byte range); only for registered
   * tokens of regular files that are still the file chosen.
   */
  open(token: string, range?: { start: number; end: number }): Promise<OpenResult>;
  forget(token: string): boolean;
}

/** What was chosen, pinned at the choice: the real path and the file's identity. */
interface ChosenEntry {
  path: string;
  pinned: { realPath: string; dev: number; ino: number } | null;
}

// Refuses a symlink put in the real path's place, and never waits on a FIFO put there
// (where the platform has the flags; a regular file ignores O_NONBLOCK).
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

function pin(path: string): ChosenEntry['pinned'] {
  try {
    const realPath = realpathSync(path);
    const stats = statSync(realPath);
    return { realPath, dev: stats.dev, ino: stats.ino };
  } catch {
    return null;
  }
}

/**
 * The only files whose bytes main will hand to the renderer (custom protocol or host route)
 * are those the user picked in a dialog. The renderer never sees or sends a path: it holds
 * a random token, and any other token or path is refused. The file is pinned when chosen
 * (real path, device and inode) and every read checks the open handle against the pin, so a
 * symlink or another file swapped in afterwards is refused, never read.
 */
export function createChosenFiles(options: { randomId?: () => string } = {}): ChosenFiles {
  const randomId = options.randomId ?? (() => randomUUID());
  const entries = new Map<string, ChosenEntry>();
  const t = texts.services.files;

  type Verified = { ok: true; info: ChosenFileInfo; handle: FileHandle } | ChosenFileRefusal;

  /** Opens the pinned file and checks it is still the one chosen; the caller closes it. */
  async function openVerified(token: string): Promise<Verified> {
    const entry = entries.get(token);
    if (entry === undefined) return { ok: false, reason: 'unknown_token', message: t.unknownToken };
    const { path, pinned } = entry;
    if (!pinned) return { ok: false, reason: 'missing', message: t.missing(path) };
    let handle: FileHandle;
    try {
      handle = await openFile(pinned.realPath, OPEN_FLAGS);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { ok: false, reason: 'missing', message: t.missing(path) };
      return { ok: false, reason: 'changed', message: t.changed(path) };
    }
    try {
      const stats = await handle.stat();
      if (stats.dev !== pinned.dev || stats.ino !== pinned.ino) {
        await handle.close();
        return { ok: false, reason: 'changed', message: t.changed(path) };
      }
      if (!stats.isFile()) {
        await handle.close();
        return { ok: false, reason: 'not_regular', message: t.notRegular(path) };
      }
      const info = { path, name: basename(path), size: stats.size, mimeType: mimeTypeFor(path) };
      return { ok: true, info, handle };
    } catch {
      await handle.close();
      return { ok: false, reason: 'missing', message: t.missing(path) };
    }
  }

  return {
    register(path) {
      const token = randomId();
      const resolved = resolve(path);
      entries.set(token, { path: resolved, pinned: pin(resolved) });
      return token;
    },
    async describe(token) {
      const verified = await openVerified(token);
      if (!verified.ok) return verified;
      await verified.handle.close();
      return { ok: true, ...verified.info };
    },
    async open(token, range) {
      const verified = await openVerified(token);
      if (!verified.ok) return verified;
      // The stream reads the handle that was checked, and closes it when done.
      const stream = verified.handle.createReadStream(range ?? {});
      return { ok: true, ...verified.info, stream };
    },
    forget(token) {
      return entries.delete(token);
    },
  };
}
