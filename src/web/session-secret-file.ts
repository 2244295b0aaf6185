import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { writeFileAtomicSync } from '../main/services/files/atomic-file';

const SECRET_FILE = 'web-session.secret';

/**
 * The web shell's session secret, kept per data folder in an owner-only file (0600): a host
 * restarted on the same folder keeps it, so an open tab reconnects instead of being locked
 * out; other OS accounts cannot read it. Delete the file to end every session.
 */
export function readOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (/^[A-Za-z0-9_-]{43}$/.test(stored)) return stored;
  } catch {
    // none yet, or unreadable: a new one
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileAtomicSync(file, `${secret}\n`, { createFolder: true });
  return secret;
}
