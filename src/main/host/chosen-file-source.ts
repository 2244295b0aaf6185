import type { Readable } from 'node:stream';
import type { ChosenFiles } from '../services/files/chosen-files';

export interface ByteRange {
  start: number;
  /** Inclusive, as in the Content-Range header. */
  end: number;
}

/** A chosen file's bytes as both shells serve them (host route and console-file: protocol). */
export type ServedFile =
  | { kind: 'file'; size: number; mimeType: string; range: ByteRange | null; stream: Readable }
  /** The file exists but the asked range lies outside it (HTTP 416). */
  | { kind: 'unsatisfiable'; size: number; mimeType: string };

/**
 * Parses a single `bytes=` range (what <video> sends to seek). Multi-range and malformed
 * headers are ignored, which means "send the whole file", as HTTP allows.
 */
export function parseRangeHeader(
  header: string | undefined | null,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // Suffix range: the last N bytes.
    const length = Number(match[2]);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Opens a chosen file by token, or null when the token is not one the user chose (or the file
 * is gone). Paths come only from the registry, never from the request.
 */
export async function openServedFile(
  chosenFiles: Pick<ChosenFiles, 'describe' | 'open'>,
  token: string,
  rangeHeader?: string | null,
): Promise<ServedFile | null> {
  const described = await chosenFiles.describe(token);
  if (!described.ok) return null;
  const range = parseRangeHeader(rangeHeader, described.size);
  if (range === 'unsatisfiable') {
    return { kind: 'unsatisfiable', size: described.size, mimeType: described.mimeType };
  }
  // Read through the registry, which checks the file is still the one chosen (never by path).
  const opened = await chosenFiles.open(token, range ?? undefined);
  if (!opened.ok) return null;
  return {
    kind: 'file',
    size: described.size,
    mimeType: described.mimeType,
    range,
    stream: opened.stream,
  };
}

/** Status and headers for a served file, shared by the web host and the Electron protocol. */
export function servedFileHeaders(file: ServedFile): {
  status: number;
  headers: Record<string, string>;
} {
  const common = {
    'Content-Type': file.mimeType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'no-store',
    // A chosen SVG or HTML opened directly must not run script in our origin.
    'Content-Security-Policy': "sandbox; default-src 'none'",
    'X-Content-Type-Options': 'nosniff',
  };
  if (file.kind === 'unsatisfiable') {
    return { status: 416, headers: { ...common, 'Content-Range': `bytes */${file.size}` } };
  }
  if (file.range) {
    return {
      status: 206,
      headers: {
        ...common,
        'Content-Length': String(file.range.end - file.range.start + 1),
        'Content-Range': `bytes ${file.range.start}-${file.range.end}/${file.size}`,
      },
    };
  }
  return { status: 200, headers: { ...common, 'Content-Length': String(file.size) } };
}
