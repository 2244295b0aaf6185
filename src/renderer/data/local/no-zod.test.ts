import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every module the local adapter's chunk imports at load (dynamic and type imports aside). */
function staticImports(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm),
    ].map((match) => match[1]);
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(file), specifier);
      const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(existsSync);
      if (found) pending.push(found);
    }
  }
  return graph;
}

describe('the local adapter at start-up', () => {
  it('loads no zod: the seed and the file store check their input by hand', () => {
    const graph = staticImports(resolve(__dirname, 'index.ts'));
    const withZod = [...graph].filter(([, specifiers]) => specifiers.includes('zod'));
    expect(graph.size).toBeGreaterThan(10);
    expect(withZod.map(([file]) => file)).toEqual([]);
  });
});
