import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { chooseFiles } from '../support/choose-files';
import { processTempFolder } from '../support/process-temp-folder';

// The local profile marks a product's panel fields as the Firebase one does: the local store
// refuses an unaudited price change too (issue 32).

const dir = processTempFolder('console-csv-protected-');

test('product-data on the local profile: a price change is refused in the preview, the rest imported', async ({
  page,
  consoleWeb,
}) => {
  const file = join(dir, 'produtos.csv');
  writeFileSync(
    file,
    [
      'id;ProductSiteName;Price',
      '1011;Panela Solar 6 L;419,90',
      '2104;Jogo de Panelas Allegra 5 Peças;599',
    ].join('\r\n'),
  );
  await page.goto(`${consoleWeb.url}/console/product-data`);
  await expect(
    page
      .getByRole('list', { name: 'Documentos de produtos (sincronização)' })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await chooseFiles(page, page.getByRole('button', { name: 'Importar CSV' }), file);

  const dialog = page.getByRole('dialog', { name: 'Importar CSV em produtos (sincronização)' });
  const counts = dialog.getByRole('group', { name: 'Importar CSV em produtos (sincronização)' });
  await expect(counts).toContainText('Atualizações1');
  await expect(counts).toContainText('Inválidas1');
  await expect(dialog.getByText(/^Coluna do painel Informações do produto: Price\./)).toBeVisible();
  await dialog.getByRole('tab', { name: 'Inválidas (1)' }).click();
  await expect(
    dialog.getByRole('table', { name: 'Linhas inválidas' }).getByRole('row').filter({
      hasText: '1011',
    }),
  ).toContainText('Price: só muda no painel Informações do produto');

  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialog.getByText('1 gravadas, 1 ignoradas, 0 com falha.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  // The same file again: the name is stored, the price row is still refused.
  await chooseFiles(page, page.getByRole('button', { name: 'Importar CSV' }), file);
  await expect(counts).toContainText('Sem mudança1');
  await expect(counts).toContainText('Inválidas1');
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
});
