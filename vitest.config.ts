import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects (ARCHITECTURE §7): plain Node for shared, main services, the web host and
// the adapter contract suite; jsdom for renderer components. Never happy-dom (DOMPurify).
export default defineConfig({
  test: {
    // The JSON report feeds the closing `N passed, N failed` line of .ci/run.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
    env: {
      ELECTRON_SKIP_BINARY_DOWNLOAD: '1',
      ELECTRON_OVERRIDE_DIST_PATH: '/nonexistent-electron-dist',
    },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/shared/**/*.test.ts',
            'src/main/**/*.test.ts',
            'src/web/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/support/**/*.test.ts',
            'tests/rules/**/*.test.ts',
            // The document session is React-free: it runs without a DOM.
            'src/renderer/document-session/**/*.test.ts',
            // The live list's page state is React-free too.
            'src/renderer/data/live-pages.test.ts',
            // The data table's sort, filter and page logic is plain functions.
            'src/renderer/components/data-table/table-state.test.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          exclude: [
            'src/renderer/document-session/**',
            'src/renderer/data/live-pages.test.ts',
            'src/renderer/components/data-table/table-state.test.ts',
          ],
          setupFiles: ['tests/support/jsdom-setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
