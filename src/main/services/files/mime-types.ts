import { extname } from 'node:path';

const mimeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  csv: 'text/csv',
  json: 'application/json',
  pdf: 'application/pdf',
  txt: 'text/plain',
};

export const DEFAULT_MIME_TYPE = 'application/octet-stream';

/** The MIME type by file extension (case-insensitive); unknown ones are opaque bytes. */
export function mimeTypeFor(path: string): string {
  const extension = extname(path).slice(1).toLowerCase();
  return mimeByExtension[extension] ?? DEFAULT_MIME_TYPE;
}
