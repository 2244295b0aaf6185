import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';

/**
 * Where the Electron binary would be, found without require('electron'): that module
 * downloads the binary on first use, which must never happen on CI (ARCHITECTURE §8).
 * `npm start`, `npm run dev` (scripts/start.ts) and the Electron smoke test ask it first.
 */
export function locateElectronBinary(): { path: string | null; reason: string } {
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { path: null, reason: 'o pacote electron não está instalado em node_modules' };
  }
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (!relative && !override) {
    return {
      path: null,
      reason: `o binário do Electron ainda não foi baixado (${pathFile} ausente)`,
    };
  }
  const candidate = override
    ? join(override, relative || 'electron')
    : join(packageDir, 'dist', relative);
  if (!existsSync(candidate)) {
    return { path: null, reason: `o binário do Electron não existe em ${candidate}` };
  }
  return { path: candidate, reason: '' };
}

/** The electron package's own installer (its `install-electron` bin): downloads the binary. */
export const ELECTRON_INSTALL_COMMAND = 'npx install-electron';
