import { existsSync } from 'node:fs';

/** Flags for Chromium on machines with no network but loopback (ARCHITECTURE §8). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Debian's Chromium where it is installed (CI), otherwise Playwright's own browser (a
 * developer laptop after `npx playwright install`). CONSOLE_CHROMIUM picks another binary.
 */
export function chromiumExecutablePath(): string | undefined {
  const chosen = process.env.CONSOLE_CHROMIUM?.trim();
  if (chosen) return chosen;
  return SYSTEM_CHROMIUM.find((path) => existsSync(path));
}
