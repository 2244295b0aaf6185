/**
 * condition.keystroke_100_nodes_ms: a keystroke in a text value of a 100-node condition tree (a
 * pricing rule's "Condições") to the SQL preview updated and laid out, in Chromium over the
 * built web shell. Timed in the page, from the key going down to the first task after the
 * preview's text changed; the median of RUNS keystrokes after a few warm-up ones.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_CONDITION_FIELDS } from '../src/shared/condition/condition-fields';
import type { ConditionNode } from '../src/shared/condition/condition-node';
import { buildStoredCondition } from '../src/shared/condition/stored-condition';
import { texts } from '../src/shared/texts/pt-BR';
import { repoRoot, startBenchConsole } from './bench-console';
import { brandIs, countNodes, pricingTree } from './condition-trees';
import { median, report } from './report';

const NODES = 100;
const RUNS = 21;
const WARM_UP = 5;
const DOC_ID = 'bench-100-nodes';
const t = texts.condition.editor;
const PREVIEW = `pre[aria-label="${t.sqlPreview}"]`;

/** An OR of 8 ANDs of the shapes pricing rules use (12 nodes each), and one comparison more. */
const tree = (): ConditionNode => pricingTree(8, (i) => `Marca ${i}`, brandIs('Marca extra'));

function writeSeed(dir: string): string {
  const demo = JSON.parse(readFileSync(join(repoRoot, 'resources', 'demo-seed.json'), 'utf8')) as {
    documents: unknown[];
  };
  const map = tree();
  if (countNodes(map) !== NODES) throw new Error(`bench tree has ${countNodes(map)} nodes`);
  const rule = {
    path: `project/demo/pricing-rule/${DOC_ID}`,
    data: {
      name: 'Regra de 100 nós',
      store: 'demo',
      order: 9,
      isActive: true,
      conditions: buildStoredCondition(map, PRODUCT_CONDITION_FIELDS).stored,
      markup: 10,
      updatedAt: { __date: '2026-11-01T10:00:00.000Z' },
    },
  };
  const path = join(dir, 'bench-seed.json');
  writeFileSync(path, JSON.stringify({ documents: [...demo.documents, rule] }));
  return path;
}

async function main(): Promise<void> {
  const bench = await startBenchConsole(writeSeed);
  try {
    const context = await bench.newContext();
    const page = await context.newPage();
    await page.goto(`${bench.url}/console/pricing-rule/${DOC_ID}`);
    await page.locator(PREVIEW).waitFor();
    // The last group's text value ('Marca 7').
    const input = page.getByRole('textbox', { name: `${t.text} (${t.nodePath([8, 2, 2])})` });
    await input.click();
    await page.keyboard.press('End');
    const runs: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      // Armed before the key is sent: the clock starts at keydown and stops in the first task
      // after the preview's text changed, once its layout is read (the frame's work is done).
      await page.evaluate(
        ({ selector }) => {
          const preview = document.querySelector(selector)!;
          const timing = window as unknown as { keystroke?: Promise<number> };
          timing.keystroke = new Promise((resolve) => {
            let downAt = 0;
            window.addEventListener('keydown', () => (downAt = performance.now()), {
              capture: true,
              once: true,
            });
            const observer = new MutationObserver(() => {
              observer.disconnect();
              preview.getBoundingClientRect();
              setTimeout(() => resolve(performance.now() - downAt), 0);
            });
            observer.observe(preview, { childList: true, characterData: true, subtree: true });
          });
        },
        { selector: PREVIEW },
      );
      // Letters then their deletion, so the value stays near its size.
      await page.keyboard.press(run % 2 ? 'Backspace' : 'x');
      const ms = await page.evaluate(
        () => (window as unknown as { keystroke: Promise<number> }).keystroke,
      );
      if (run >= WARM_UP) runs.push(ms);
    }
    await context.close();
    report('condition.keystroke_100_nodes_ms', median(runs), 'ms', 16, runs);
  } finally {
    await bench.close();
  }
}

await main();
