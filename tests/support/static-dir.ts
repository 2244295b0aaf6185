import { join } from 'node:path';

/**
 * The built renderer the test hosts serve: `out/web`, or `CONSOLE_E2E_STATIC_DIR`, so that two
 * people working in one tree can build and run their own flows without swapping each other's
 * files mid-run.
 */
export const rendererStaticDir = (repoRoot: string): string =>
  process.env.CONSOLE_E2E_STATIC_DIR ?? join(repoRoot, 'out', 'web');
