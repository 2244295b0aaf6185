import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folders: string[] = [];

/**
 * A new folder in the system's temp folder, removed when this process exits. For the top of a
 * Playwright spec file, which runs in the runner (to list the tests) and in each worker that
 * runs them: an afterAll hook runs only in the workers, so the runner's folder stayed behind.
 */
export function processTempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  // One listener for all of them: a runner loads every spec file.
  if (folders.length === 0) {
    process.once('exit', () => {
      for (const made of folders) rmSync(made, { recursive: true, force: true });
    });
  }
  folders.push(folder);
  return folder;
}
