import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Ctrl+K as a person presses it once the page shows: the shell's key listener is set in an
 * effect, which a loaded machine may run a moment after the first paint, so the press is
 * made again until the palette is open (opening it twice is the same as once).
 */
export async function openPaletteByKeyboard(page: Page) {
  const input = page.getByRole('combobox', { name: 'O que você procura?' });
  await expect(async () => {
    if (!(await input.isVisible())) await page.keyboard.press('Control+k');
    await expect(input).toBeFocused({ timeout: 2_000 });
  }).toPass();
  return input;
}
