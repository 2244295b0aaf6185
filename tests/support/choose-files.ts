import type { Locator, Page } from '@playwright/test';

/**
 * Answers the browser's own file dialog: clicks what opens it and gives Playwright's file
 * chooser these files (no test hook; the page gets real File objects).
 */
export async function chooseFiles(
  page: Page,
  opener: Locator,
  files: string | string[],
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await opener.click();
  await (await chooser).setFiles(files);
}
