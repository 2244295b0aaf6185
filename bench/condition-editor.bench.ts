/**
 * condition.keystroke_100_nodes_ms: a keystroke in a text value of a 100-node condition tree (a
 * pricing rule's "Condições") to the SQL preview updated and laid out, in Chromium over the
 * built web shell. Timed in the page (see keystroke); the median of RUNS keystrokes after a few
 * warm-up ones, with the main-thread CPU of a keystroke and the part of it that is Chromium's
 * autofill (Electron, which the console ships in, has its own autofill agent instead of
 * Chrome's form reader).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PRODUCT_CONDITION_FIELDS } from '../src/shared/condition/condition-fields';
import type { ConditionNode } from '../src/shared/condition/condition-node';
import { buildStoredCondition } from '../src/shared/condition/stored-condition';
import { texts } from '../src/shared/texts/pt-BR';
import { repoRoot, startBenchConsole } from './bench-console';
import { brandIs, countNodes, pricingTree } from './condition-trees';
import { measureFrames } from './main-thread-frames';
import { median, report } from './report';

const NODES = 100;
const RUNS = 21;
const WARM_UP = 5;
/** Keystrokes traced after the timed ones, for the figure's main-thread CPU. */
const TRACED = 9;
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

/**
 * One keystroke (a letter on even runs, its deletion on odd ones, so the value stays near its
 * size), in ms from its keydown to the first timer task after the preview's text changed and
 * was laid out. The frame that draws it, and the browser's own reaction to the keystroke
 * (Chromium's autofill reading the form's inputs), come before that task in the renderer's
 * queue, so they are counted. The key is released after the stop, as a hand does: the
 * driver's press would release it at once, and its keyup came before the stop too.
 */
async function keystroke(page: Page, run: number): Promise<number> {
  // Armed before the key is sent.
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
  const key = run % 2 ? 'Backspace' : 'x';
  await page.keyboard.down(key);
  const ms = await page.evaluate(
    () => (window as unknown as { keystroke: Promise<number> }).keystroke,
  );
  await page.keyboard.up(key);
  return ms;
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
      const ms = await keystroke(page, run);
      if (run >= WARM_UP) runs.push(ms);
    }
    // Where a keystroke's time goes, in main-thread CPU (traced apart: tracing slows the page).
    const cpu: number[] = [];
    const autofill: number[] = [];
    for (let run = 0; run < TRACED; run++) {
      const traced = await measureFrames(bench.browser, page, async () => {
        await keystroke(page, run);
      });
      cpu.push(traced.totalMs);
      autofill.push(traced.postedBy(/components\/autofill\//));
    }
    await context.close();
    report('condition.keystroke_100_nodes_ms', median(runs), 'ms', 16, runs, {
      cpuMs: median(cpu),
      autofillCpuMs: median(autofill),
    });
  } finally {
    await bench.close();
  }
}

await main();
