import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** The page's background as antd's theme paints it (the layout behind every screen). */
const background = (page: Page) =>
  page
    .locator('.ant-layout')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

/** Dark: each colour channel well below the middle. */
const isDark = (rgb: string) =>
  (rgb.match(/\d+/g) ?? []).slice(0, 3).every((channel) => Number(channel) < 80);

test('light, dark and follow-the-system themes, remembered after a reload', async ({
  page,
  consoleWeb,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${consoleWeb.url}/console`);
  const themes = page.getByRole('radiogroup', { name: 'Tema' });
  await expect(themes).toBeVisible();
  expect(isDark(await background(page))).toBe(false);

  await themes.getByTitle('Escuro').click();
  await expect.poll(async () => isDark(await background(page))).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect.poll(async () => isDark(await background(page))).toBe(true);

  // Following the system: dark when it is, light when it turns light.
  await page.getByRole('radiogroup', { name: 'Tema' }).getByTitle('Do sistema').click();
  await expect.poll(async () => isDark(await background(page))).toBe(false);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => isDark(await background(page))).toBe(true);

  await page.getByRole('radiogroup', { name: 'Tema' }).getByTitle('Claro').click();
  await expect.poll(async () => isDark(await background(page))).toBe(false);
});

test("'?' lists the shortcuts, never while typing, and Esc closes the list", async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/category`);
  const filter = page.getByRole('searchbox', { name: 'Filtrar documentos' });
  await filter.click();
  await page.keyboard.type('a?');
  await expect(filter).toHaveValue('a?');
  await expect(page.getByRole('dialog', { name: 'Atalhos de teclado' })).toHaveCount(0);

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: 'Atalhos de teclado' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('cell', { name: 'Ctrl+K' })).toBeVisible();
  await expect(
    dialog.getByText('Abrir a busca (telas, produtos, documentos, configurações)'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
