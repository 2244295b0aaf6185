import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `target` until `outcome` passes. On a loaded machine a click that lands while an antd
 * popup or dialog is still animating in can be lost: as a person would, the click is made
 * again. Only for targets whose second click does what the first did (a refusal said again,
 * a popup closed).
 */
export async function clickUntil(target: Locator, outcome: () => Promise<void>): Promise<void> {
  let clicked = false;
  await expect(async () => {
    // Until one click is made the target is waited for (a popup still opening); after it, a
    // slow first click may have taken the target away, and a gone target is not clicked.
    if (!clicked || (await target.isVisible())) {
      await target.click({ timeout: 2_000 });
      clicked = true;
    }
    await outcome();
  }).toPass();
}

/** Clicks `target` until `closes` (the popup or dialog it belongs to) is gone. */
export const clickToClose = (target: Locator, closes: Locator): Promise<void> =>
  clickUntil(target, () => expect(closes).toBeHidden({ timeout: 2_000 }));
