import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The web shell's session secret. Any local program can reach 127.0.0.1 and send any Origin
 * header, so the host trusts only a browser that opened the launch URL (printed by
 * `npm run web`): that URL's `?token=` is traded for an HttpOnly, SameSite=Strict cookie,
 * which the page's WebSocket, its chosen-file requests and its assets then carry by
 * themselves. Nothing the host serves contains the secret. It is kept per data folder
 * (session-secret-file.ts), so a restarted host takes its open tabs back.
 */
export interface SessionSecret {
  readonly value: string;
  /** Per port, since cookies are shared between the ports of one host. */
  cookieName(port: number): string;
  /** Whether a request's Cookie header carries the secret; constant time. */
  matchesCookie(cookieHeader: string | undefined, port: number): boolean;
  /** Whether a `?token=` value is the secret; constant time. */
  matches(candidate: string | null | undefined): boolean;
  /** The Set-Cookie value that opens a session. */
  setCookie(port: number): string;
}

export const LAUNCH_TOKEN_PARAM = 'token';

export function createSessionSecret(value = randomBytes(32).toString('base64url')): SessionSecret {
  // Digests first: timingSafeEqual needs equal lengths, and a length must not leak either.
  const expected = createHash('sha256').update(value).digest();
  const matches = (candidate: string | null | undefined) =>
    typeof candidate === 'string' &&
    candidate !== '' &&
    timingSafeEqual(createHash('sha256').update(candidate).digest(), expected);
  const cookieName = (port: number) => `console_session_${port}`;
  return {
    value,
    cookieName,
    matches,
    matchesCookie: (header, port) => matches(readCookie(header, cookieName(port))),
    setCookie: (port) => `${cookieName(port)}=${value}; HttpOnly; SameSite=Strict; Path=/`,
  };
}

/** One cookie's value from a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}
