import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
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

export type ChosenFileRefusalReason = 'unknown_token' | 'missing' | 'not_regular';

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
  /** A read stream over the file's bytes; only for registered tokens of regular files. */
  open(token: string): Promise<OpenResult>;
  forget(token: string): boolean;
}

/**
 * The only files whose bytes main will hand to the renderer (custom protocol or host route)
 * are those the user picked in a dialog. The renderer never sees or sends a path: it holds
 * a random token, and any other token or path is refused.
 */
export function createChosenFiles(options: { randomId?: () => string } = {}): ChosenFiles {
  const randomId = options.randomId ?? (() => randomUUID());
  const paths = new Map<string, string>();

  async function describe(token: string): Promise<DescribeResult> {
    const path = paths.get(token);
    if (path === undefined) {
      return { ok: false, reason: 'unknown_token', message: texts.services.files.unknownToken };
    }
    try {
      const stats = await stat(path);
      if (!stats.isFile()) {
        return { ok: false, reason: 'not_regular', message: texts.services.files.notRegular(path) };
      }
      return {
        ok: true,
        path,
        name: basename(path),
        size: stats.size,
        mimeType: mimeTypeFor(path),
      };
    } catch {
      return { ok: false, reason: 'missing', message: texts.services.files.missing(path) };
    }
  }

  return {
    register(path) {
      const token = randomId();
      paths.set(token, resolve(path));
      return token;
    },
    describe,
    async open(token) {
      const described = await describe(token);
      if (!described.ok) return described;
      return { ...described, stream: createReadStream(described.path) };
    },
    forget(token) {
      return paths.delete(token);
    },
  };
}
