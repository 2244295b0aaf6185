import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { chooseFiles } from '../support/choose-files';
import { processTempFolder } from '../support/process-temp-folder';

const dir = processTempFolder('console-csv-e2e-');
const seedPath = join(dir, 'seed.json');
writeFileSync(
  seedPath,
  JSON.stringify({
    documents: [
      { path: 'project/demo', data: { name: 'Loja Demo' } },
      { path: 'project/demo/brand/tramontina', data: { id: 'tramontina', name: 'Tramontina' } },
      { path: 'project/demo/brand/oxford', data: { id: 'oxford', name: 'Oxford' } },
      { path: 'project/demo/brand/rochedo', data: { id: 'rochedo', name: '=Rochedo' } },
    ],
  }),
);
test.use({ seedPath });

// Exportar CSV is a browser download now: csv-export-browser.spec.ts.

test('imports a CSV: preview of creates, updates and invalid rows, then applies it once', async ({
  page,
  consoleWeb,
}) => {
  const file = join(dir, `marcas-${Date.now()}.csv`);
  writeFileSync(
    file,
    [
      'id;name',
      'tramontina;Tramontina S.A.', // update
      'oxford;Oxford', // unchanged
      ';Marca Nova', // create, id given now
      'a/b;Quebrada', // invalid id
      'brinox;Brinox', // create with its id
    ].join('\r\n'),
  );
  await page.goto(`${consoleWeb.url}/console/brand`);
  await expect(page.getByRole('link', { name: 'Tramontina' })).toBeVisible();
  await chooseFiles(page, page.getByRole('button', { name: 'Importar CSV' }), file);

  const dialog = page.getByRole('dialog', { name: 'Importar CSV em marcas' });
  const counts = dialog.getByRole('group', { name: 'Importar CSV em marcas' });
  await expect(counts).toContainText('Novos2');
  await expect(counts).toContainText('Atualizações1');
  await expect(counts).toContainText('Sem mudança1');
  await expect(counts).toContainText('Inválidas1');

  await dialog.getByRole('tab', { name: 'Atualizações (1)' }).click();
  const updates = dialog.getByRole('table', { name: 'Documentos a atualizar' });
  await updates.getByRole('button', { name: 'Mostrar detalhes de tramontina' }).click();
  await expect(updates.getByRole('table', { name: 'Campos alterados' })).toContainText(
    'name"Tramontina""Tramontina S.A."',
  );
  await dialog.getByRole('tab', { name: 'Inválidas (1)' }).click();
  const invalid = dialog.getByRole('table', { name: 'Linhas inválidas' });
  await expect(invalid.getByRole('row').nth(1)).toContainText('5');
  await expect(invalid).toContainText('não pode conter "/"');

  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialog.getByText('3 gravadas, 2 ignoradas, 0 com falha.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  const entries = page.getByRole('list', { name: 'Documentos de marcas' });
  await expect(entries.getByRole('link', { name: 'Tramontina S.A.' })).toBeVisible();
  await expect(entries.getByRole('link', { name: 'Marca Nova' })).toBeVisible();
  await expect(entries.getByRole('link', { name: 'Brinox' })).toBeVisible();
  await expect(entries.getByRole('link')).toHaveCount(5);

  // The same file again writes nothing twice: the id-less row kept its id.
  await chooseFiles(page, page.getByRole('button', { name: 'Importar CSV' }), file);
  await expect(counts).toContainText('Novos0');
  await expect(counts).toContainText('Sem mudança4');
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
});

test("a file that is not CSV: 'Please select a CSV file', and nothing opens", async ({
  page,
  consoleWeb,
}) => {
  const file = join(dir, 'planilha.xlsx');
  writeFileSync(file, 'not a csv');
  await page.goto(`${consoleWeb.url}/console/brand`);
  await expect(page.getByRole('link', { name: 'Tramontina' })).toBeVisible();
  await chooseFiles(page, page.getByRole('button', { name: 'Importar CSV' }), file);
  const dialog = page.getByRole('dialog', { name: 'Importar CSV em marcas' });
  await expect(dialog.getByText(/^Please select a CSV file/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});
