import { chmodSync, mkdirSync, statSync } from 'node:fs';

/**
 * Owner-only: settings, the web shell's session secret, run journals and history live in the
 * data folder, and other accounts on a shared machine have no business listing or reading
 * them. (Windows ignores modes; its profile folders are private already.)
 */
export const DATA_FOLDER_MODE = 0o700;

/**
 * Creates the data folder (and any missing parent) owner-only, and tightens an existing one
 * that others may read or enter; a folder already private stays as it is. Throws the system
 * error (ENOSPC, EACCES, ENOTDIR...), which the shells explain (startup-failure.ts).
 */
export function prepareDataFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: DATA_FOLDER_MODE });
  if (process.platform === 'win32') return;
  const mode = statSync(folder).mode & 0o777;
  if (mode & 0o077) chmodSync(folder, mode & DATA_FOLDER_MODE);
}
