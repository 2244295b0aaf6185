import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { buildMetaFallbackPolicy } from './src/main/host/content-security-policy';
import { rendererConfig } from './vite.web.config';

/** The packaged page carries a CSP <meta> fallback too (the header is the full policy). */
const metaCspFallback = (): Plugin => ({
  name: 'console-meta-csp-fallback',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: buildMetaFallbackPolicy() },
      injectTo: 'head-prepend',
    },
  ],
});

export default defineConfig({
  main: {
    build: {
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      // The sandboxed preload must be CommonJS (ARCHITECTURE §6).
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    ...rendererConfig,
    plugins: [...(rendererConfig.plugins ?? []), metaCspFallback()],
    build: {
      ...rendererConfig.build,
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      rolldownOptions: {
        ...rendererConfig.build.rolldownOptions,
        input: resolve(import.meta.dirname, 'src/renderer/index.html'),
      },
    },
  },
});
