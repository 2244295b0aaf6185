import type { TrustedPageOptions } from './trusted-sender';

/** The only permission our page uses: writing sanitized text to the clipboard (copy path). */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

/** `scheme://host` of a URL; WHATWG gives custom schemes an opaque "null" origin. */
function originOf(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.host ? `${url.protocol}//${url.host}` : null;
  } catch {
    return null;
  }
}

/** Whether an origin (as Electron reports a requesting frame's) is our page's. */
export function isTrustedOrigin(origin: string, options: TrustedPageOptions): boolean {
  const candidate = originOf(origin);
  if (!candidate) return false;
  const ours = [options.rendererIndexUrl, options.devServerUrl]
    .filter((url): url is string => Boolean(url))
    .map(originOf);
  return ours.includes(candidate);
}

/**
 * Both the permission request and the permission check handlers ask this, by the requesting
 * frame's origin: a frame of another origin (an embed, an error page) gets nothing.
 */
export function allowsPermission(
  permission: string,
  requestingOrigin: string,
  options: TrustedPageOptions,
): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isTrustedOrigin(requestingOrigin, options);
}
