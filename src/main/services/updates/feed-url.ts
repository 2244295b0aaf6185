/**
 * The update feed a copy uses instead of the one its build carries (electron-builder's
 * `publish` in build/electron-builder.yml, read from app-update.yml): `CONSOLE_UPDATE_FEED_URL`,
 * https only (or plain http on a loopback address, for a local feed). Null: the build's own.
 */
export function updateFeedOverride(
  env: Record<string, string | undefined>,
  log: (message: string) => void = () => {},
): string | null {
  const raw = env.CONSOLE_UPDATE_FEED_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    log(`CONSOLE_UPDATE_FEED_URL ignored: not a URL (${raw})`);
    return null;
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) {
    if (!url.username && !url.password) return url.href;
  }
  log(`CONSOLE_UPDATE_FEED_URL ignored: https only, or http on a loopback address (${raw})`);
  return null;
}
