import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { texts } from '../shared/texts/pt-BR';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a module snippet in its own Node process (tsx loader), as the host runs. */
async function runNode(code: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', code],
      { cwd: repoRoot, timeout: 60_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const strayRejection = `
  Promise.reject(new RangeError('Invalid string length'));
  setTimeout(() => console.log('still alive'), 50);
`;

describe('logUnhandledRejections', () => {
  it('logs a rejection nobody handled and keeps the process running', async () => {
    const result = await runNode(`
      import { logUnhandledRejections } from './src/web/process-guard.ts';
      logUnhandledRejections((message, cause) => console.log(message, String(cause)));
      ${strayRejection}
    `);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(texts.web.unhandledRejection);
    expect(result.stdout).toContain('RangeError: Invalid string length');
    expect(result.stdout).toContain('still alive');
  }, 90_000);

  it('is what keeps it alive: without it the same rejection ends the process', async () => {
    const result = await runNode(strayRejection);
    expect(result.code).not.toBe(0);
    expect(result.stdout).not.toContain('still alive');
  }, 90_000);
});
