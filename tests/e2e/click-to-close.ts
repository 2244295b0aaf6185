import { expect, type Locator } from '@playwright/test';

/**
 * Clicks `target` until `closes` (the popup or dialog it belongs to) is gone. On a loaded
 * machine a click that lands while an antd popup is still animating in can be lost, and the
 * popup stays: as a person would, the click is made again.
 */
export async function clickToClose(target: Locator, closes: Locator): Promise<void> {
  await expect(async () => {
    await target.click({ timeout: 2_000 });
    await expect(closes).toBeHidden({ timeout: 2_000 });
  }).toPass();
}
