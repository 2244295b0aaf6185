import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { chunkUrlImports } from '../../vite.web.config';
import { tempFolder } from '../support/temp-folder';

const dir = tempFolder('chunk-url-');

/**
 * Builds `entry.js` beside `heavy.js` with the plugin and returns the output. An app build keeps
 * no entry exports, so the entry's code puts what it makes on globalThis.
 */
async function buildEntry(entry: string) {
  writeFileSync(join(dir, 'heavy.js'), 'export const heavy = "the heavy module";\n');
  writeFileSync(join(dir, 'entry.js'), entry);
  const result = (await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [chunkUrlImports()],
    build: { write: false, minify: false, rolldownOptions: { input: join(dir, 'entry.js') } },
  })) as Rolldown.RolldownOutput;
  return result.output;
}

describe('chunkUrlImports', () => {
  it("gives the URL of the chunk a module's dynamic import loads, next to the importer", async () => {
    const output = await buildEntry(
      [
        "import url from './heavy.js?chunk-url';",
        'globalThis.chunkUrl = url;',
        "globalThis.load = () => import('./heavy.js');",
      ].join('\n'),
    );
    const heavy = output.find((file) => file.type === 'chunk' && file.name === 'heavy');
    const entry = output.find((file) => file.type === 'chunk' && file.isEntry);
    expect(heavy?.fileName).toMatch(/^assets\/heavy-[\w-]+\.js$/);
    const code = entry?.type === 'chunk' ? entry.code : '';
    const file = heavy!.fileName.slice('assets/'.length).replace('.', '\\.');
    // One chunk for both: the URL names the file the import loads, the module is not inlined.
    expect(code).toMatch(new RegExp(`new URL\\([^"]*"\\./${file}",\\s*import\\.meta\\.url\\s*\\)`));
    expect(code).toMatch(new RegExp(`import\\("\\./${file}"\\)`));
    expect(code).not.toContain('the heavy module');
    expect(code).not.toContain('__console_chunk_url_');
  });

  it('refuses a module that no dynamic import gives a chunk of its own', async () => {
    await expect(
      buildEntry("import url from './heavy.js?chunk-url';\nglobalThis.chunkUrl = url;\n"),
    ).rejects.toThrow(/heavy\.js\?chunk-url: no chunk of its own/);
  });
});
