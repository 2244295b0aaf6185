import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, onTestFinished, TestRunner } from 'vitest';

/**
 * A new folder in the system's temp folder for a vitest file, removed once the test that made
 * it ends, or, made outside a test (at a file's or a describe's top), once that block's tests
 * end: a run leaves nothing behind in /tmp.
 */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  if (TestRunner.getCurrentTest()) onTestFinished(remove);
  else afterAll(remove);
  return folder;
}
