import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The renderer build shared by the Electron window and the web shell. */
export const rendererConfig = {
  root: resolve(__dirname, 'src/renderer'),
  base: './',
  plugins: [react()],
  build: {
    target: 'chrome128',
    chunkSizeWarningLimit: 4000,
  },
};

export default defineConfig({
  ...rendererConfig,
  build: {
    ...rendererConfig.build,
    outDir: resolve(__dirname, 'out/web'),
    emptyOutDir: true,
  },
});
