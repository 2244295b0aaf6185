/** The app's URL scheme, registered with the OS (build/electron-builder.yml declares it too). */
export const DEEP_LINK_SCHEME = 'console-desktop';

/**
 * Read from the raw string rather than through URL: URL resolves `%2e%2e` and re-encodes
 * odd characters, which would hide exactly what we want to refuse.
 */
const DEEP_LINK =
  /^console-desktop:\/\/console((?:\/[A-Za-z0-9._~%@:+-]*)*)(\?[A-Za-z0-9._~%&=+-]*)?$/i;

/**
 * Turns `console-desktop://console/product/123` into the in-app route `/console/product/123`.
 * Anything else (another scheme, another host, dot segments, odd characters) is refused with
 * null, so a link from a web page can never steer the app outside its own routes.
 */
export function deepLinkToRoute(raw: string): string | null {
  const match = DEEP_LINK.exec(raw);
  if (!match) return null;
  const segments = match[1].split('/').filter((segment) => segment !== '');
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    const hasControl = [...decoded].some((char) => char.charCodeAt(0) < 0x20);
    if (hasControl || /^\.+$/.test(decoded) || /[/\\<>"']/.test(decoded)) return null;
  }
  const path = ['/console', ...segments].join('/');
  const query = match[2] && match[2] !== '?' ? match[2] : '';
  return path + query;
}

/** The first deep link on a command line (Windows and Linux pass it to the second instance). */
export function findDeepLinkInArgv(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}://`)) ?? null;
}
