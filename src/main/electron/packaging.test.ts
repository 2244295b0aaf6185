import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const config = readFileSync(
  new URL('../../../build/electron-builder.yml', import.meta.url),
  'utf8',
);

/** The `key: value` lines of one top-level block of the builder's YAML. */
function block(name: string): Record<string, string> {
  const start = config.split('\n').findIndex((line) => line === `${name}:`);
  if (start < 0) return {};
  const entries: Record<string, string> = {};
  for (const line of config.split('\n').slice(start + 1)) {
    const match = /^ {2}(\w+): (.+)$/.exec(line);
    if (!match) break;
    entries[match[1]] = match[2];
  }
  return entries;
}

describe('packaged app (build/electron-builder.yml)', () => {
  it('flips the Electron fuses of the security checklist', () => {
    expect(block('electronFuses')).toEqual({
      runAsNode: 'false',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableCookieEncryption: 'true',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      grantFileProtocolExtraPrivileges: 'false',
    });
  });

  it('pins the newest patch of its Electron line', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
    ) as { devDependencies: Record<string, string> };
    // 45.4.1 was the newest 45.x in the registry on 2026-11-25 (`npm view electron@45 version`).
    expect(pkg.devDependencies.electron).toBe('45.4.1');
  });
});
