import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * What keeps other local programs and web pages away from the embedded demo services: a Host
 * of a loopback name with the server's own port (no DNS rebinding), and a per-launch secret
 * that only main's HTTP client knows (a page cannot send it, so it cannot call a service).
 */

/** The header that carries the demo services' per-launch secret. */
export const DEMO_SECRET_HEADER = 'x-console-demo-secret';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

export function isLoopbackHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const value = host.toLowerCase();
  return LOOPBACK_NAMES.some((name) => value === `${name}:${port}`);
}

export function newDemoSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function carriesSecret(req: IncomingMessage, secret: string): boolean {
  const sent = req.headers[DEMO_SECRET_HEADER];
  if (typeof sent !== 'string') return false;
  const given = Buffer.from(sent);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
