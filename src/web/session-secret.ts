import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The web shell's session secret. Any local program can reach 127.0.0.1 and send any Origin
 * header, so the host trusts only a browser that opened the launch URL (printed by
 * `npm run web`): that URL's `?token=` is traded for an HttpOnly, SameSite=Strict cookie,
 * which the page's WebSocket, its chosen-file requests and its assets then carry by
 * themselves. Nothing the host serves contains the secret. It is kept per data folder
 * (session-secret-file.ts), so a restarted host takes its open tabs back.
 *
 * Cookies ignore ports, so the host serves the page on a name of its own under `.localhost`
 * (browsers resolve it to loopback): the cookie then goes to that name only, never to other
 * servers on 127.0.0.1. The name is derived from the secret, so a program that does not hold
 * the secret cannot guess it and serve a page under it on another port.
 */
export interface SessionSecret {
  readonly value: string;
  /** Per port, since cookies are shared between the ports of one host. */
  cookieName(port: number): string;
  /** Whether a request's Cookie header carries the secret; constant time. */
  matchesCookie(cookieHeader: string | undefined, port: number): boolean;
  /** Whether a `?token=` value is the secret; constant time. */
  matches(candidate: string | null | undefined): boolean;
  /** The Set-Cookie value that opens (or extends) a session. */
  setCookie(port: number): string;
  /** The host's own name, `console-<hex>.localhost`, stable while the secret is. */
  readonly hostName: string;
}

/** A session outlives a browser restart; each page load extends it again. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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
    setCookie: (port) =>
      `${cookieName(port)}=${value}; Max-Age=${SESSION_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict; Path=/`,
    // A separate digest: the name is shown in the address bar and must not reveal the secret.
    hostName: `console-${createHash('sha256').update(`host-name:${value}`).digest('hex').slice(0, 16)}.localhost`,
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
