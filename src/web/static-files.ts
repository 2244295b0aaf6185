import { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticFile {
  path: string;
  size: number;
  contentType: string;
  /** Vite's hashed assets never change, so they may be cached for good. */
  immutable: boolean;
  open(): NodeJS.ReadableStream;
}

/**
 * Hashed assets read once per process: they never change, a page load asks for about ninety
 * of them, and a stat, open and read each was the web host's main cost per load.
 */
const immutableAssets = new Map<string, StaticFile>();

async function readImmutableAsset(path: string): Promise<StaticFile> {
  const body = await readFile(path);
  const file: StaticFile = {
    path,
    size: body.length,
    contentType: contentTypeFor(path),
    immutable: true,
    open: () => Readable.from([body]),
  };
  immutableAssets.set(path, file);
  return file;
}

/**
 * Resolves a URL path to a file inside the built renderer, or null. Paths that climb out of
 * the directory, hidden files and directories are never served.
 */
export async function findStaticFile(rootDir: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).some((part) => part.startsWith('.'))) {
    return null;
  }
  const root = resolve(rootDir);
  const candidate = resolve(join(root, normalize(decoded === '/' ? '/index.html' : decoded)));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  const immutable = decoded.startsWith('/assets/');
  const cached = immutable ? immutableAssets.get(candidate) : undefined;
  if (cached) return cached;
  try {
    const info = await stat(candidate);
    if (!info.isFile()) return null;
    if (immutable) return await readImmutableAsset(candidate);
    return {
      path: candidate,
      size: info.size,
      contentType: contentTypeFor(candidate),
      immutable,
      open: () => createReadStream(candidate),
    };
  } catch {
    return null;
  }
}

/**
 * In-app routes (/console/..., /settings) are the SPA's, so they get index.html; a missing
 * file with an extension (/app.js) is a real 404.
 */
export function isSpaRoute(urlPath: string): boolean {
  if (urlPath.startsWith('/__')) return false;
  const last = urlPath.split('/').pop() ?? '';
  return !last.includes('.');
}
