import { test, expect } from './fixtures';

test('a collection lists its documents as a tree, filters it keeping ancestors, and opens an entry from the keyboard', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/category`);
  const entries = page.getByRole('list', { name: 'Documentos de category' });
  // Depth first, siblings by order: each child right under its parent.
  await expect(entries.getByRole('link')).toHaveText([
    'Cozinha',
    'Panelas',
    'Panelas de Pressão',
    'Frigideiras',
    'Talheres e Faqueiros',
    'Churrasco',
    'Facas para Churrasco',
    'Churrasqueiras',
    'Utilidades Domésticas',
  ]);

  // Accents and case aside; the match keeps the path down to it.
  await page.getByRole('searchbox', { name: 'Filtrar documentos' }).fill('PRESSAO');
  await expect(entries.getByRole('link')).toHaveText(['Cozinha', 'Panelas', 'Panelas de Pressão']);

  await page.getByRole('searchbox', { name: 'Filtrar documentos' }).fill('nada assim');
  await expect(page.getByText('No entries found.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Filtrar documentos' }).fill('churras');
  await expect(entries.getByRole('link')).toHaveText([
    'Churrasco',
    'Facas para Churrasco',
    'Churrasqueiras',
  ]);
  await entries.getByRole('link', { name: 'Churrasco', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(entries.getByRole('link', { name: 'Churrasqueiras' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/console\/category\/churrasqueiras$/);
});
