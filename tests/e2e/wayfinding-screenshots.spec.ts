import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { openPaletteByKeyboard } from './wayfinding-keys';
import { processTempFolder } from '../support/process-temp-folder';

/**
 * Screenshots for a person to look at (issue 28's note), taken only when asked:
 * CONSOLE_SHOTS_DIR=/tmp/shots. Not a check: the other way-finding specs are.
 */
const shotsDir = process.env.CONSOLE_SHOTS_DIR;
test.skip(!shotsDir, 'CONSOLE_SHOTS_DIR is not set: no screenshots wanted');
test.use({ viewport: { width: 1440, height: 900 } });
// Six pages each: more than one flow's time on a loaded machine.
test.setTimeout(180_000);

const seedDir = processTempFolder('console-seed-');
const seedPath = join(seedDir, 'seed.json');
const demo = JSON.parse(
  readFileSync(new URL('../../resources/demo-seed.json', import.meta.url), 'utf8'),
) as { documents: unknown[] };
writeFileSync(
  seedPath,
  JSON.stringify({
    ...demo,
    documents: [
      ...demo.documents,
      ...Array.from({ length: 120 }, (_, index) => ({
        path: `project/demo/brand/marca-${String(index).padStart(3, '0')}`,
        data: { name: `Marca ${String(index).padStart(3, '0')}` },
      })),
    ],
  }),
);
// The demo services answer Sincronização, as `npm run web` starts them.
test.use({ seedPath, demoServices: true });

async function setTheme(page: Page, theme: 'Claro' | 'Escuro') {
  await page.getByRole('radiogroup', { name: 'Tema' }).getByTitle(theme).click();
  await themeShown(page, theme);
}

/** The page is painted in `theme` (its colours follow the choice a moment after it). */
async function themeShown(page: Page, theme: 'Claro' | 'Escuro') {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.colorScheme))
    .toBe(theme === 'Claro' ? 'light' : 'dark');
  // antd eases colours over a moment: the heading has its final colour once it is done (a
  // menu entry could be the selected one, in the accent colour).
  const menuText = page.getByRole('heading', { level: 1 }).first();
  await expect
    .poll(async () => {
      const color = await menuText.evaluate((element) => getComputedStyle(element).color);
      const channels = (color.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      return channels.every((channel) => (theme === 'Claro' ? channel < 90 : channel > 200));
    })
    .toBe(true);
}

for (const theme of ['Claro', 'Escuro'] as const) {
  const suffix = theme === 'Claro' ? 'light' : 'dark';
  test(`screenshots, ${suffix}`, async ({ page, consoleWeb }) => {
    const shot = async (name: string) => {
      // After a page load the remembered theme shows once the user's settings are read.
      await themeShown(page, theme);
      await page.screenshot({ path: join(shotsDir!, `${name}-${suffix}.png`) });
    };
    await page.goto(`${consoleWeb.url}/console`);
    await setTheme(page, theme);
    // Remembered: the page loads in it from now on.
    await expect(async () => {
      await page.reload();
      await themeShown(page, theme);
    }).toPass();
    await expect(
      page.getByRole('region', { name: 'Editados recentemente' }).getByRole('link').first(),
    ).toBeVisible();
    await shot('inicio');

    await page.goto(`${consoleWeb.url}/console/product/1011`);
    await expect(page.getByRole('heading', { level: 1, name: 'Produto 1011' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot('produto');

    await page.goto(`${consoleWeb.url}/console/sync`);
    await page.getByRole('button', { name: 'Iniciar' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Não foi possível iniciar' }),
    ).toBeInViewport();
    await shot('sincronizacao-formulario-invalido');

    await page.goto(`${consoleWeb.url}/console/brand`);
    await page.getByRole('searchbox', { name: 'Filtrar documentos' }).fill('marca 11');
    await expect(page.getByText('10 documentos encontrados na coleção inteira.')).toBeVisible();
    await shot('colecoes-filtro-alem-da-primeira-pagina');

    await page.goto(`${consoleWeb.url}/console/project-config`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Configuração do projeto' }),
    ).toBeVisible();
    await shot('configuracao-do-projeto');

    await page.goto(`${consoleWeb.url}/console`);
    await openPaletteByKeyboard(page);
    await page.keyboard.type('panela');
    await expect(
      page.getByRole('listbox', { name: 'Resultados' }).getByRole('group', { name: 'Produtos' }),
    ).toBeVisible();
    await expect(
      page.getByRole('listbox', { name: 'Resultados' }).getByRole('group', { name: 'Documentos' }),
    ).toBeVisible();
    await shot('paleta-de-comandos');
  });
}
