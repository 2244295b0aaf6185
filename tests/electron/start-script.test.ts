import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { locateElectronBinary } from '../../scripts/electron-binary';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function runScript(name: 'start' | 'dev', distPath: string) {
  return spawnSync(npm, ['run', '--silent', name], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ELECTRON_OVERRIDE_DIST_PATH: distPath },
    timeout: 30_000,
  });
}

describe('npm start and npm run dev without the Electron binary', () => {
  for (const name of ['start', 'dev'] as const) {
    it(`npm ${name === 'start' ? 'start' : 'run dev'} says in pt-BR what is missing and exits non-zero`, () => {
      const result = runScript(name, join(tmpdir(), 'no-electron-here'));
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('O binário do Electron não está instalado nesta máquina');
      expect(result.stderr).toContain('npx install-electron');
      expect(result.stderr).toContain('node node_modules/electron/install.js');
      expect(result.stderr).toContain('npm run web');
      // It stops before electron-vite builds anything.
      expect(result.stdout).not.toMatch(/electron-vite|building/i);
    });
  }
});

describe('locateElectronBinary', () => {
  const previous = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  let dist = '';
  afterEach(() => {
    process.env.ELECTRON_OVERRIDE_DIST_PATH = previous;
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('finds a binary that is there and names the path of one that is not', () => {
    dist = mkdtempSync(join(tmpdir(), 'electron-dist-'));
    process.env.ELECTRON_OVERRIDE_DIST_PATH = dist;
    expect(locateElectronBinary()).toEqual({
      path: null,
      reason: `o binário do Electron não existe em ${join(dist, 'electron')}`,
    });
    writeFileSync(join(dist, 'electron'), '#!/bin/sh\n');
    chmodSync(join(dist, 'electron'), 0o755);
    expect(locateElectronBinary()).toEqual({ path: join(dist, 'electron'), reason: '' });
  });
});
