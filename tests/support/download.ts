import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The page as a browser without the File System Access API (Firefox, Safari) sees itself:
 * Playwright cannot answer Chromium's save picker, so saves take the product's other real
 * path, a plain download, which Playwright receives. Call before the page loads.
 */
export async function withoutSavePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    delete (Window.prototype as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
}

/** Does `action` and answers the download it starts: its name and its text, BOM and all. */
export async function downloadOf(
  page: Page,
  action: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent('download');
  await action();
  const download = await started;
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path, 'utf8') };
}
