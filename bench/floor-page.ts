import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { rendererConfig } from '../vite.web.config';
import { repoRoot } from './bench-console';

/**
 * Builds a floor page (bench/<folder>/index.html: the stack or a library alone, no console) with
 * the renderer's own Vite config, into a fresh temporary folder, and returns that folder for a
 * bench host to serve; the caller removes it (a failed build removes it here). Its import()
 * calls are left unbuilt (the stack floor imports the console's navigation entries, whose
 * screens it never loads), unless the page loads a chunk of its own (`dynamicImports`).
 */
export async function buildFloorPage(
  folder: string,
  { dynamicImports = false }: { dynamicImports?: boolean } = {},
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), `console-${folder}-`));
  try {
    await build({
      ...rendererConfig,
      configFile: false,
      root: join(repoRoot, 'bench', folder),
      base: '/',
      publicDir: false,
      plugins: dynamicImports
        ? rendererConfig.plugins
        : [
            ...rendererConfig.plugins,
            { name: 'screens-unbuilt', resolveDynamicImport: () => false },
          ],
      logLevel: 'warn',
      build: { ...rendererConfig.build, outDir: dir, emptyOutDir: true },
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}
