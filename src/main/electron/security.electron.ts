import type { Session } from 'electron';
import { allowsPermission } from './permission-policy';
import type { TrustedPageOptions } from './trusted-sender';

/**
 * Session-wide hardening: our CSP on our own page (third-party frames keep theirs), no
 * permission granted or reported except clipboard writes from our page's origin.
 */
export function installSessionSecurity(
  session: Session,
  options: {
    csp: () => string;
    isTrusted: (url: string) => boolean;
    trusted: TrustedPageOptions;
  },
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
  // Both by the requesting frame's origin, so a frame inside our page gets nothing.
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(allowsPermission(permission, details.requestingUrl, options.trusted));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    allowsPermission(permission, requestingOrigin, options.trusted),
  );
}
