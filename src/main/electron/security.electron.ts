import type { Session } from 'electron';

/**
 * Session-wide hardening: our CSP on our own page (third-party frames keep theirs), no
 * permission granted except clipboard writes from our page, no <webview>.
 */
export function installSessionSecurity(
  session: Session,
  options: { csp: () => string; isTrusted: (url: string) => boolean },
): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    if (details.resourceType !== 'mainFrame' || !options.isTrusted(details.url)) {
      callback({});
      return;
    }
    const headers = { ...(details.responseHeaders ?? {}) };
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'content-security-policy') delete headers[name];
    }
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [options.csp()] } });
  });
  session.setPermissionRequestHandler((contents, permission, callback) => {
    callback(permission === 'clipboard-sanitized-write' && options.isTrusted(contents.getURL()));
  });
}
