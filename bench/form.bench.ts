import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { texts } from '../src/shared/texts/pt-BR';
import { repoRoot, startBenchConsole } from './bench-console';
import { measureFrames } from './main-thread-frames';
import { median, report } from './report';

const RUNS = 5;
/** Renders traced after the timed ones, for the figure's main-thread CPU. */
const TRACED = 5;
const LIST_PATH = '/console/bench-form';
const DOC_ID = 'big';
const FORM_PATH = `${LIST_PATH}/${DOC_ID}`;
const LAST_FIELD = 'campo199';
const BOTTOM_BAR = texts.forms.bottomBar.label;

/**
 * A document of 200 fields, nested included: 150 top-level values of every scalar kind and
 * 5 groups of 10. The collection has no definition, so the engine infers the form from it.
 */
function benchDocument(): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  let index = 0;
  const next = () => `campo${String(index++).padStart(3, '0')}`;
  for (let i = 0; i < 150; i++) {
    const kind = i % 3;
    data[next()] = kind === 0 ? `texto ${i}` : kind === 1 ? i * 1.5 : i % 2 === 0;
  }
  for (let group = 0; group < 5; group++) {
    const nested: Record<string, unknown> = {};
    for (let i = 0; i < 10; i++) nested[next()] = `valor ${group}.${i}`;
    data[`grupo${group}`] = nested;
  }
  data.updatedAt = { __date: '2026-11-01T10:00:00.000Z' };
  return data;
}

function writeSeed(dir: string): string {
  const demo = JSON.parse(readFileSync(join(repoRoot, 'resources', 'demo-seed.json'), 'utf8')) as {
    documents: unknown[];
  };
  const path = join(dir, 'bench-seed.json');
  writeFileSync(
    path,
    JSON.stringify({
      documents: [
        ...demo.documents,
        { path: `project/demo/bench-form/big`, data: benchDocument() },
      ],
    }),
  );
  return path;
}

/** The collection's list, with the document's link on screen. */
async function openList(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}${LIST_PATH}`);
  await page.getByRole('link', { name: DOC_ID, exact: true }).waitFor();
}

/**
 * From the click on the document in its collection's list (in-app navigation, no reload) to
 * the form's last field on screen.
 */
async function clickToFormMs(page: Page): Promise<number> {
  // Armed before the click is sent, so the click cannot slip past the listener.
  await page.evaluate((label) => {
    let clickedAt = 0;
    window.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    (window as unknown as { benchRender: Promise<number> }).benchRender = new Promise((resolve) => {
      const poll = () => {
        const found = clickedAt
          ? [...document.querySelectorAll('label')].find(
              (element) => element.textContent?.trim() === label,
            )
          : undefined;
        if (found && found.getBoundingClientRect().height > 0) {
          resolve(performance.now() - clickedAt);
        } else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    });
  }, LAST_FIELD);
  await page.getByRole('link', { name: DOC_ID, exact: true }).click();
  return page.evaluate(() => (window as unknown as { benchRender: Promise<number> }).benchRender);
}

async function renderFormMs(page: Page, baseUrl: string): Promise<number> {
  await openList(page, baseUrl);
  return clickToFormMs(page);
}

/** From a key's keydown to the save status text changing, measured inside the page. */
async function keystrokeMs(page: Page, key: string): Promise<number> {
  const bar = page.getByRole('region', { name: BOTTOM_BAR });
  await bar
    .getByRole('status')
    .filter({ hasText: /^Salvo$/ })
    .waitFor({ timeout: 15_000 });
  // Armed before the key is sent, so the keydown cannot slip past the listener.
  await page.evaluate((barName) => {
    const bar = document.querySelector(`[role="region"][aria-label="${barName}"]`);
    if (!bar) throw new Error('save bar not found');
    // The bar, not the status node: React may replace the node, the bar stays.
    const statusText = () => bar.querySelector('[role="status"]')?.textContent;
    const before = statusText();
    let pressedAt = 0;
    window.addEventListener(
      'keydown',
      (event) => {
        pressedAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    (window as unknown as { benchKeystroke: Promise<number> }).benchKeystroke = new Promise(
      (resolve) => {
        new MutationObserver((_, observer) => {
          if (!pressedAt || statusText() === before) return;
          observer.disconnect();
          resolve(performance.now() - pressedAt);
        }).observe(bar, { childList: true, characterData: true, subtree: true });
      },
    );
  }, BOTTOM_BAR);
  await page.keyboard.press(key);
  return page.evaluate(
    () => (window as unknown as { benchKeystroke: Promise<number> }).benchKeystroke,
  );
}

async function main(): Promise<void> {
  const bench = await startBenchConsole(writeSeed);
  const { url } = bench;
  try {
    const page = await (await bench.newContext()).newPage();
    // tsx keeps function names with a `__name` helper that evaluated page code lacks.
    await page.addInitScript('window.__name = (fn) => fn;');
    // One warm-up so the screen's lazy chunks are cached, as for a user's second visit.
    await renderFormMs(page, url);
    const renders: number[] = [];
    for (let run = 0; run < RUNS; run++) renders.push(await renderFormMs(page, url));
    // Where a render's time goes, in main-thread CPU (traced apart: tracing slows the page).
    const cpu: number[] = [];
    const autofill: number[] = [];
    for (let run = 0; run < TRACED; run++) {
      await openList(page, url);
      const traced = await measureFrames(bench.browser, page, async () => {
        await clickToFormMs(page);
      });
      cpu.push(traced.totalMs);
      autofill.push(traced.postedBy(/components\/autofill\//));
    }
    report('form.render_200_fields_ms', median(renders), 'ms', 150, renders, {
      cpuMs: median(cpu),
      autofillCpuMs: median(autofill),
    });

    await page.goto(`${url}${FORM_PATH}`);
    await page.getByLabel('campo000', { exact: true }).click();
    await page.keyboard.press('End');
    const keystrokes: number[] = [];
    // The first key saves at once, later ones are debounced: both change the status.
    for (let run = 0; run < RUNS; run++) keystrokes.push(await keystrokeMs(page, 'x'));
    report('form.keystroke_ms', median(keystrokes), 'ms', 16, keystrokes);
  } finally {
    await bench.close();
  }
}

await main();
