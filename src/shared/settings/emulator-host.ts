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

/**
 * The origin of a loopback `http(s)://host:port` URL (the Auth emulator's form), or null:
 * no path, no credentials, no other machine.
 */
export function loopbackEmulatorOrigin(value: string): string | null {
  const match = /^(https?):\/\/([^/\s?#@]+)\/?$/i.exec(value.trim());
  if (!match || !loopbackEmulatorHost(match[2])) return null;
  try {
    return new URL(`${match[1]}://${match[2]}`).origin;
  } catch {
    return null;
  }
}
