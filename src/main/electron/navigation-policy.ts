import { isTrustedSenderUrl, type TrustedPageOptions } from './trusted-sender';

/** will-navigate allow-list: the window only ever shows our own page. */
export function isAllowedNavigation(url: string, options: TrustedPageOptions): boolean {
  return isTrustedSenderUrl(url, options);
}

/**
 * setWindowOpenHandler decision: never a new Electron window; https links go to the system
 * browser, everything else (http, file, javascript:, custom schemes) is dropped.
 */
export function decideWindowOpen(url: string): { action: 'deny'; openExternally: boolean } {
  return { action: 'deny', openExternally: isHttpsUrl(url) };
}

export function isHttpsUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}
