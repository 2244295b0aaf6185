import { extname, join, normalize, sep } from 'node:path';

/**
 * The packaged renderer is served from `app://console/`, a standard, secure custom scheme,
 * never from file:// (Electron checklist 18): a page on file:// could read any file the user
 * can, and every file:// URL would share its origin.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};

export interface AppFile {
  path: string;
  contentType: string;
}

/**
 * The file inside `rendererDir` an app:// URL names, or null: another host, a dot segment or a
 * hidden file, anything outside the folder, or a kind of file the renderer does not ship.
 * `/` is the index.
 */
export function appFileFor(rendererDir: string, rawUrl: string): AppFile | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  if (url.username || url.password) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname === '/' || pathname === '') pathname = '/index.html';
  const segments = pathname.split('/').slice(1);
  if (
    segments.some(
      (segment) =>
        segment === '' ||
        segment.startsWith('.') ||
        segment.includes('\\') ||
        segment.includes('\0'),
    )
  ) {
    return null;
  }
  const root = normalize(rendererDir);
  const path = normalize(join(root, ...segments));
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  const contentType = contentTypes[extname(path).toLowerCase()];
  return contentType ? { path, contentType } : null;
}
