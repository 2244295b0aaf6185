import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Monaco's JSON mode takes `createWebWorker` from `internal/common/workers.js`, a module that
 * also imports every editor contribution for its side effects (inline completions, sticky
 * scroll, code lens, rename, quick access...): the ones monaco-features.ts leaves out, about
 * 500 KB evaluated at the JSON editor's first open. The function stays; those imports go.
 */
export const monacoWorkersWithoutContributions = (): Plugin => ({
  name: 'console-monaco-workers-without-contributions',
  transform(code, id) {
    if (!id.replaceAll('\\', '/').endsWith('/monaco-editor/esm/vs/internal/common/workers.js')) {
      return null;
    }
    return { code: code.replace(/^import '[^']+';\n/gm, ''), map: null };
  },
});

/** The renderer build shared by the Electron window and the web shell. */
export const rendererConfig = {
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: './',
  // Copied as is into the build: the demo images (resources/public/demo, shared/data/demo-assets).
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  plugins: [react(), monacoWorkersWithoutContributions()],
  build: {
    target: 'chrome128',
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically in one chunk: the first screen waited on
        // about 40 small chunks, six requests at a time to the host, before anything ran.
        codeSplitting: {
          groups: [{ name: 'first-screen', tags: ['$initial' as const] }],
        },
      },
    },
  },
};

// The web shell serves deep routes (/console/settings) with index.html, so assets must be
// absolute; Electron loads the page from file:// and keeps the relative base.
export default defineConfig({
  ...rendererConfig,
  base: '/',
  build: {
    ...rendererConfig.build,
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
  },
});
