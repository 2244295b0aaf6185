import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, expect, test } from '@playwright/test';
import { ELECTRON_INSTALL_COMMAND, locateElectronBinary } from '../../scripts/electron-binary';

const root = fileURLToPath(new URL('../..', import.meta.url));
const mainEntry = join(root, 'out', 'main', 'index.js');
const binary = locateElectronBinary();
const skipReason = `Electron smoke ignorado: ${binary.reason}; numa máquina com internet, "${ELECTRON_INSTALL_COMMAND}" o baixa`;

test.describe('Electron shell smoke', () => {
  test.skip(!binary.path, skipReason);
  if (!binary.path) console.log(skipReason);

  test.beforeAll(() => {
    // The smoke test runs the real build; produce it where a developer has not yet.
    if (!existsSync(mainEntry)) {
      execFileSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
    }
  });

  test('opens the main window titled Console Desktop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-desktop-smoke-'));
    const runningAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
    const app = await electron.launch({
      executablePath: binary.path!,
      args: [...(runningAsRoot ? ['--no-sandbox'] : []), mainEntry],
      cwd: root,
      env: { ...process.env, CONSOLE_DATA_DIR: dataDir, ELECTRON_ENABLE_LOGGING: '1' },
    });
    try {
      const window = await app.firstWindow();
      await expect(window).toHaveTitle(/Console Desktop/);
      // nodeIntegration off, contextIsolation on: the page sees the bridge and nothing of Node.
      expect(
        await window.evaluate(() => [
          typeof (globalThis as { require?: unknown }).require,
          typeof (globalThis as { process?: unknown }).process,
        ]),
      ).toEqual(['undefined', 'undefined']);
      expect(
        await window.evaluate(() =>
          Object.keys(
            (window as unknown as { consoleDesktop: { procedures: object } }).consoleDesktop
              .procedures,
          ),
        ),
      ).toContain('settings.getState');
      // Served from app://, never file://, and the CSP forbids eval and new Function.
      expect(await window.evaluate(() => location.href)).toMatch(/^app:\/\/console\/index\.html/);
      expect(
        await window.evaluate(() => {
          const attempt = (run: () => unknown) => {
            try {
              run();
              return 'ran';
            } catch (error) {
              return (error as Error).name;
            }
          };
          return [attempt(() => eval('1 + 1')), attempt(() => new Function('return 1')())];
        }),
      ).toEqual(['EvalError', 'EvalError']);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
