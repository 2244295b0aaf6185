/** Scheme through which the Electron renderer reads the bytes of files the user chose. */
export const FILE_PROTOCOL_SCHEME = 'console-file';

/** The URL the renderer gets for a chosen file's token (handed to createMainServices). */
export function fileProtocolUrl(token: string): string {
  return `${FILE_PROTOCOL_SCHEME}://file/${encodeURIComponent(token)}`;
}

/** The token in `console-file://file/<token>`, or null for anything else. */
export function tokenFromFileProtocolUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== `${FILE_PROTOCOL_SCHEME}:` || url.hostname !== 'file') return null;
  if (url.username || url.password || url.port) return null;
  const match = /^\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return null;
  try {
    const token = decodeURIComponent(match[1]);
    return token && !/[/\\]/.test(token) ? token : null;
  } catch {
    return null;
  }
}
