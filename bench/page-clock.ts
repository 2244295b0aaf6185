import { performance } from 'node:perf_hooks';
import type { BrowserContext, Page } from '@playwright/test';

/*
 * Times taken inside the page, on one clock: epoch milliseconds (performance.timeOrigin + a
 * high-resolution time), so a click in one tab, a write by Node and a frame painted in another
 * tab can be subtracted.
 */

/** What an armed wait looks for: a list (by selector) that has grown, or a new first item. */
export interface ListCondition {
  selector: string;
  /** At least this many children. */
  atLeast?: number;
  /** A first child other than the one at arming, whose `attribute` includes `includes`. */
  newFirst?: { attribute: string; includes: string };
}

/** A change not on screen by then failed the figure (a lost write would hang it). */
const PAINT_TIMEOUT = 120_000;

type BenchWindow = Window & { benchPainted?: Promise<number>; benchClicked?: Promise<number> };

/** A page of `context` whose evaluated functions run (tsx names them with a `__name` helper). */
export async function benchPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript('window.__name = (fn) => fn;');
  return page;
}

/** Node's epoch milliseconds, on the same scale as the page's. */
export const nodeNow = (): number => performance.timeOrigin + performance.now();

/**
 * Arms, inside the page, a wait until `condition` holds, painted: true at an animation frame,
 * and a task after that frame ran (the frame was drawn). Arm it before the action, so the
 * action cannot slip past it; `paintedAt(page)` then gives the moment.
 */
export async function armPainted(page: Page, condition: ListCondition): Promise<void> {
  await page.evaluate(
    (wanted) => {
      const first = () =>
        document
          .querySelector(wanted.selector)
          ?.firstElementChild?.getAttribute(wanted.newFirst?.attribute ?? '') ?? null;
      const before = first();
      const holds = () => {
        const list = document.querySelector(wanted.selector);
        if (!list) return false;
        if (wanted.atLeast !== undefined && list.childElementCount < wanted.atLeast) return false;
        if (!wanted.newFirst) return true;
        const now = first();
        return now !== null && now !== before && now.includes(wanted.newFirst.includes);
      };
      const deadline = performance.now() + wanted.timeout;
      (window as BenchWindow).benchPainted = new Promise((resolve, reject) => {
        const poll = () => {
          if (holds()) setTimeout(() => resolve(performance.timeOrigin + performance.now()), 0);
          else if (performance.now() > deadline)
            reject(new Error(`never shown: ${JSON.stringify(wanted)}`));
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
      });
    },
    { ...condition, timeout: PAINT_TIMEOUT },
  );
}

export const paintedAt = (page: Page): Promise<number> =>
  page.evaluate(() => (window as BenchWindow).benchPainted!);

/** Arms, inside the page, the record of its next click (when the browser took it). */
export async function armClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as BenchWindow).benchClicked = new Promise((resolve) =>
      window.addEventListener(
        'click',
        (event) => resolve(performance.timeOrigin + event.timeStamp),
        {
          capture: true,
          once: true,
        },
      ),
    );
  });
}

export const clickedAt = (page: Page): Promise<number> =>
  page.evaluate(() => (window as BenchWindow).benchClicked!);

/**
 * The page's clock minus Node's (the two processes map their monotonic clocks to the epoch
 * each on its own): from the round trip that took least of a few, so the error is at most
 * half of it.
 */
export async function pageClockOffset(page: Page): Promise<number> {
  let best = { roundTrip: Infinity, offset: 0 };
  for (let sample = 0; sample < 7; sample++) {
    const sent = nodeNow();
    const inPage = await page.evaluate(() => performance.timeOrigin + performance.now());
    const received = nodeNow();
    if (received - sent < best.roundTrip) {
      best = { roundTrip: received - sent, offset: inPage - (sent + received) / 2 };
    }
  }
  return best.offset;
}
