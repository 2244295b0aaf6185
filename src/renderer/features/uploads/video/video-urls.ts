import type { VideoInfo } from './video-api';

/** The page's own origin (app://console on the desktop), or null outside a page. */
const pageOrigin = (): string | null =>
  typeof location === 'undefined' || location.origin === 'null' ? null : location.origin;

/**
 * The URL when it parses as http(s), or is one of the page's own files (the demo images the
 * desktop serves from app://), else null: nothing else reaches an src attribute.
 */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    const own = pageOrigin();
    return own && url.href.startsWith(`${own}/`) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The answer's own thumbnail when it is http(s), else the video host's
 * `{host}/{bunnyId}/thumbnail.jpg`, else null.
 */
export function videoThumbnailUrl(info: VideoInfo, videoHost: string | null): string | null {
  const sent = httpUrlOrNull(info.thumbnailUrl);
  if (sent) return sent;
  const host = httpUrlOrNull(videoHost);
  if (!host || !info.bunnyId) return null;
  return `${host.replace(/\/+$/, '')}/${encodeURIComponent(info.bunnyId)}/thumbnail.jpg`;
}
