import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOrCreateSessionSecret } from './session-secret-file';
import { tempFolder } from '../../tests/support/temp-folder';

describe('readOrCreateSessionSecret', () => {
  it('keeps one owner-only secret per data folder, so a restarted host keeps its tabs', () => {
    const dir = tempFolder('web-secret-');
    const first = readOrCreateSessionSecret(dir);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readOrCreateSessionSecret(dir)).toBe(first);
    if (process.platform !== 'win32') {
      expect(statSync(join(dir, 'web-session.secret')).mode & 0o777).toBe(0o600);
    }
    expect(readOrCreateSessionSecret(tempFolder('web-secret-'))).not.toBe(first);
  });

  it('replaces a damaged file with a new secret', () => {
    const dir = tempFolder('web-secret-');
    writeFileSync(join(dir, 'web-session.secret'), 'curto');
    const secret = readOrCreateSessionSecret(dir);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(join(dir, 'web-session.secret'), 'utf8').trim()).toBe(secret);
  });
});
