/**
 * The demo's content documents hold layouts the layout editor opens: Craft.js's serialized
 * node map, valid for the editor's node types, their text already within the sanitiser's
 * allow-list, and no content including itself.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seedDataSchema } from '../../src/shared/data/seed';
import {
  type LayoutNodes,
  findContentLoop,
  includedContentIds,
  nodeTypeOf,
  parseStoredLayout,
  sanitizeTextHtml,
} from '../../src/shared/layout';

const seedFile = fileURLToPath(new URL('../../resources/demo-seed.json', import.meta.url));

describe("the demo's content layouts", () => {
  it('are valid stored layouts, sanitised, and free of inclusion loops', async () => {
    const seed = seedDataSchema.parse(JSON.parse(await readFile(seedFile, 'utf8')));
    const contents = seed.documents.filter((d) => /^project\/[^/]+\/content\/[^/]+$/.test(d.path));
    expect(contents.length).toBeGreaterThanOrEqual(3);
    const layouts = new Map<string, LayoutNodes>();
    for (const { path, data } of contents) {
      const result = parseStoredLayout((data as { content?: unknown }).content);
      expect(result.ok ? [] : result.problems, path).toEqual([]);
      if (!result.ok) continue;
      layouts.set(path.split('/').pop()!, result.nodes);
      for (const node of Object.values(result.nodes)) {
        if (nodeTypeOf(node) === 'text') {
          expect(sanitizeTextHtml(String(node.props.html)), path).toBe(node.props.html);
        }
      }
    }
    // One content shows another (politica-de-troca includes sobre), which must exist.
    const included = [...layouts.values()].flatMap(includedContentIds);
    expect(included.length).toBeGreaterThan(0);
    for (const id of included) expect(layouts.has(id), id).toBe(true);
    for (const id of layouts.keys()) {
      expect(findContentLoop(id, (contentId) => layouts.get(contentId))).toBeNull();
    }
  });
});
