import { resolve } from 'node:path';
import { dirname, relative } from 'node:path/posix';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const CHUNK_URL = '?chunk-url';
const CHUNK_URL_ID = '\0chunk-url:';

/**
 * `import url from './module?chunk-url'`: the URL of the chunk that holds `module`, without
 * loading it, so a screen can have the browser fetch and compile a heavy chunk ahead
 * (`<link rel="modulepreload">`) and run it only when needed. The module must also be loaded by
 * a dynamic `import()`, which gives it its chunk; served (dev, vitest), the URL is the module's.
 */
export const chunkUrlImports = (): Plugin => {
  let serving = false;
  const targets = new Map<string, string>();
  return {
    name: 'console-chunk-url-imports',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async resolveId(source, importer, options) {
      if (!source.endsWith(CHUNK_URL)) return null;
      const bare = source.slice(0, -CHUNK_URL.length);
      const target = await this.resolve(bare, importer, { ...options, skipSelf: true });
      return target ? `${CHUNK_URL_ID}${target.id}` : null;
    },
    load(id) {
      if (!id.startsWith(CHUNK_URL_ID)) return null;
      const target = id.slice(CHUNK_URL_ID.length);
      if (serving) return `export default ${JSON.stringify(`/@fs${target}`)};`;
      const token = `__console_chunk_url_${targets.size}__`;
      targets.set(token, target);
      return `export default new URL(/* @vite-ignore */ ${JSON.stringify(token)}, import.meta.url).href;`;
    },
    // The chunk's name is known once chunks are rendered (with its hash still a placeholder,
    // which the bundler fills in the code returned here too).
    renderChunk(code, chunk, _options, meta) {
      let rendered = code;
      for (const [token, target] of targets) {
        if (!rendered.includes(token)) continue;
        const holder = Object.values(meta.chunks).find((c) => c.facadeModuleId === target);
        if (!holder)
          this.error(`${target}?chunk-url: no chunk of its own (is it imported lazily?)`);
        const url = `./${relative(dirname(chunk.fileName), holder.fileName)}`;
        rendered = rendered.replaceAll(token, url);
      }
      return rendered === code ? null : { code: rendered, map: null };
    },
  };
};

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
    // Emptied in place, so the lines below keep their numbers for the source map.
    return { code: code.replace(/^import '[^']+';$/gm, ''), map: null };
  },
});

/** The renderer build shared by the Electron window and the web shell. */
export const rendererConfig = {
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: './',
  // Copied as is into the build: the demo images (resources/public/demo, shared/data/demo-assets).
  publicDir: resolve(import.meta.dirname, 'resources/public'),
  plugins: [react(), chunkUrlImports(), monacoWorkersWithoutContributions()],
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
