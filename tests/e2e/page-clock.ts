import { expect, type Page } from '@playwright/test';

/**
 * The page's own timers under Playwright's clock (install it with page.clock.install() before
 * the page loads; time then runs as usual). A flow that waits for a timer the page has set —
 * the video status poll's 2 s and more — reaches it at once instead of sleeping through it,
 * however fast or slow the machine is.
 */

/** A short look per step: the next step moves the clock on again. */
const STEP_LOOK_MS = 1_000;

/**
 * Moves the page's clock `stepMs` on, then checks `assertion` (given an expect that looks for
 * a second), until it passes. Each step fires the timers due by then, once; one the page sets
 * after a step is reached by the next.
 */
export async function advanceUntil(
  page: Page,
  stepMs: number,
  assertion: (soon: typeof expect) => Promise<void>,
): Promise<void> {
  const soon = expect.configure({ timeout: STEP_LOOK_MS });
  await expect(async () => {
    await page.clock.fastForward(stepMs);
    await assertion(soon);
  }).toPass({ intervals: [0], timeout: 30_000 });
}

/** How far on the clock stops: more than any pause between reading the time and stopping. */
const STOP_AHEAD_MS = 5_000;

/**
 * Stops the context's clock (its pages' timers wait until page.clock.resume()), a few seconds
 * on from the page's time, firing the timers due by then: a timer set while stopped — the
 * autosave's debounce — cannot fire before the flow has done what must come first.
 */
export async function stopClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + STOP_AHEAD_MS);
}
