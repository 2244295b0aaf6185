const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/** `host:port` (IPv6 hosts in brackets) split, or null when it is not one. */
export function splitEmulatorHost(value: string): { host: string; port: number } | null {
  const match = /^(\[[^\]]+\]|[^:\s/]+):(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[2]) : NaN;
  if (!match || port < 1 || port > 65535) return null;
  return { host: match[1].replace(/^\[|\]$/g, ''), port };
}

/**
 * A loopback `host:port`, or null. The page talks to an emulator in clear text and the CSP
 * opens its origin, so a profile may only name one on this machine.
 */
export function loopbackEmulatorHost(value: string): { host: string; port: number } | null {
  const split = splitEmulatorHost(value);
  return split && LOOPBACK_HOSTS.has(split.host) ? split : null;
}
