export interface TrustedPageOptions {
  /** electron-vite's dev server (ELECTRON_RENDERER_URL) when running `npm run dev`. */
  devServerUrl?: string;
  /** URL of the packaged renderer's index.html (app://console/index.html). */
  rendererIndexUrl?: string;
}

/**
 * True only for our own page: the dev server's origin in development, or exactly the
 * packaged index.html on app:// (any hash or query) in production. Every IPC call and navigation is
 * checked against it, so an injected frame or a page we navigated to by mistake gets nothing.
 */
export function isTrustedSenderUrl(raw: string, options: TrustedPageOptions): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (options.devServerUrl) {
    try {
      const dev = new URL(options.devServerUrl);
      if ((dev.protocol === 'http:' || dev.protocol === 'https:') && url.origin === dev.origin) {
        return true;
      }
    } catch {
      // A malformed dev URL trusts nothing.
    }
  }
  if (options.rendererIndexUrl) {
    try {
      const index = new URL(options.rendererIndexUrl);
      return (
        index.protocol === 'app:' &&
        url.protocol === index.protocol &&
        url.host === index.host &&
        !url.username &&
        !url.password &&
        url.pathname === index.pathname
      );
    } catch {
      return false;
    }
  }
  return false;
}
