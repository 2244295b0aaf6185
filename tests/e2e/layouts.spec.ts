import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { recordStatuses, saveStatus } from './save-status';

const contentList = (page: Page) => page.getByRole('navigation', { name: 'Conteúdos' });
const canvas = (page: Page) =>
  page
    .getByRole('region', { name: 'Editor de layout' })
    .getByRole('region', { name: 'Área do layout' });

/** The ids of the blocks on the canvas, in document order. */
const blockIds = (page: Page) =>
  canvas(page)
    .locator('[data-node-id]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-node-id')));

test('lists the demo contents by title and opens one, from the keyboard, in the layout editor', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/layouts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Layouts' })).toBeVisible();
  await expect(contentList(page).getByRole('link')).toHaveText([
    'Página inicial',
    'Política de troca',
    'Sobre a loja',
  ]);
  await expect(contentList(page).getByText('id: sobre')).toBeVisible();

  await contentList(page).getByRole('link', { name: 'Sobre a loja' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/console\/layouts\/sobre$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Sobre a loja' })).toBeVisible();
  await expect(page.getByText('demo/content/sobre')).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Sobre a loja');
  // The stored layout is on the canvas, with the editor's palette and toolbar.
  await expect(canvas(page).locator('[data-node-id="sobre-text-1"]')).toBeVisible();
  await expect(canvas(page)).toContainText('A Loja Demo vende utensílios de cozinha desde 2009.');
  const editor = page.getByRole('region', { name: 'Editor de layout' });
  await expect(
    editor.getByRole('region', { name: 'Blocos' }).getByRole('button', { name: 'Texto' }),
  ).toBeVisible();
  await expect(editor.getByRole('toolbar', { name: 'Ferramentas do layout' })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');

  await page.getByRole('link', { name: 'Voltar para os conteúdos' }).click();
  await expect(page).toHaveURL(/\/console\/layouts$/);
  await expect(contentList(page).getByRole('link')).toHaveCount(3);
});

test('creates a new content with a title, then finds it in the list', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/layouts`);
  await expect(contentList(page).getByRole('link')).toHaveCount(3);
  await page.getByRole('button', { name: 'Novo conteúdo' }).click();
  await expect(page).toHaveURL(/\/console\/layouts\?novo$/);
  await page.getByLabel('Título', { exact: true }).fill('Trocas e devoluções');
  await page.getByRole('button', { name: 'Salvar conteúdo' }).click();

  await expect(page).toHaveURL(/\/console\/layouts\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Trocas e devoluções' })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
  // A new content starts from an empty layout.
  await expect(page.getByRole('region', { name: 'Área do layout' })).toBeVisible();

  await page.getByRole('link', { name: 'Voltar para os conteúdos' }).click();
  await expect(contentList(page).getByRole('link')).toHaveText([
    'Página inicial',
    'Política de troca',
    'Sobre a loja',
    'Trocas e devoluções',
  ]);
});

test('the content saves and reloads the same', async ({ page, consoleWeb }) => {
  await page.goto(`${consoleWeb.url}/console/layouts/sobre`);
  await expect(canvas(page).locator('[data-node-id="sobre-text-1"]')).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
  const before = await blockIds(page);

  const statuses = await recordStatuses(page);
  await page.getByRole('region', { name: 'Blocos' }).getByRole('button', { name: 'Texto' }).click();
  // One block more on the canvas; the edit saves at once (the first edit of the session).
  await expect.poll(async () => (await blockIds(page)).length).toBe(before.length + 1);
  await expect.poll(statuses).toContain('Salvando...');
  await expect(saveStatus(page)).toHaveText('Salvo');
  const after = await blockIds(page);
  expect(after).toEqual(expect.arrayContaining(before));

  await page.reload();
  await expect(canvas(page).locator('[data-node-id="sobre-text-1"]')).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
  await expect.poll(() => blockIds(page)).toEqual(after);
});
