import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_ASSETS_TOKEN, withDemoAssets } from '../../src/shared/data/demo-assets';
import { seedDataSchema } from '../../src/shared/data/seed';

const seedText = readFileSync(
  fileURLToPath(new URL('../../resources/demo-seed.json', import.meta.url)),
  'utf8',
);
const shipped = (name: string) =>
  existsSync(fileURLToPath(new URL(`../../resources/public/demo/${name}`, import.meta.url)));

describe('demo seed images', () => {
  it('every image the demo seed names ships in resources/public/demo', () => {
    const names = [...seedText.matchAll(/\{demoAssets\}\/([^"\\]+)/g)].map((match) => match[1]!);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(shipped(name), name).toBe(true);
  });

  it('no demo document points at an outside image host', () => {
    expect(seedText).not.toMatch(/https?:\/\/cdn\./);
  });

  it('the resolved demo seed keeps no token', () => {
    const seed = seedDataSchema.parse(JSON.parse(seedText));
    const resolved = JSON.stringify(withDemoAssets(seed, 'http://127.0.0.1:4000/demo/'));
    expect(resolved).not.toContain(DEMO_ASSETS_TOKEN);
    expect(resolved).toContain('http://127.0.0.1:4000/demo/produtos/1011.png');
  });
});
