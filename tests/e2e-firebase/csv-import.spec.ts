import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { doc, setDoc } from 'firebase/firestore';
import { test, expect, type FirebaseConsole, type StaffUser } from './fixtures';
import { signIn } from './session';
import { chooseFiles } from '../support/choose-files';
import { texts } from '../../src/shared/texts/pt-BR';
import { processTempFolder } from '../support/process-temp-folder';

// CSV imports on a Firebase profile, through the rules (issue 32): the preview marks what the
// rules would refuse, and whatever they still refuse at write time takes no allowed row down.

const dir = processTempFolder('console-csv-firebase-');

let files = 0;
function csvFile(lines: string[]): string {
  const file = join(dir, `importacao-${++files}.csv`);
  writeFileSync(file, lines.join('\r\n'));
  return file;
}

/** Signs in on a collection, chooses `file` in 'Importar CSV' and waits for its preview. */
async function previewOf(
  page: Page,
  firebaseConsole: FirebaseConsole,
  user: StaffUser,
  collection: string,
  file: string,
) {
  await signIn(page, firebaseConsole.url, user, `/console/${collection}`);
  await expect(
    page
      .getByRole('list', { name: texts.documentEditor.screen.entries(collection) })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await chooseFiles(page, page.getByRole('button', { name: 'Importar CSV' }), file);
  const dialog = page.getByRole('dialog', { name: texts.collections.csv.importTitle(collection) });
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeVisible();
  return dialog;
}

const counts = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.getByRole('group', { name: /^Importar CSV em / });

const SOLAR = 'Panela de Pressão Tramontina Solar em Aço Inox com Fundo Triplo 6 L';
const PANEL_ROW =
  'Price: só muda no painel Informações do produto, com um motivo registrado no histórico.';

// 1011 gets a new price (refused), 2104 a new name at its stored price (written), 9901 is new
// without prices (created).
const productFile = () =>
  csvFile([
    'id;ProductSiteName;Price',
    `1011;${SOLAR};419,90`,
    '2104;Jogo de Panelas Allegra 5 Peças;599',
    '9901;Produto novo do CSV;',
  ]);

test('product-data: staff see the price column and row refused; the import writes every other row', async ({
  page,
  firebaseConsole,
}) => {
  const dialog = await previewOf(
    page,
    firebaseConsole,
    firebaseConsole.staff,
    'product-data',
    productFile(),
  );
  await expect(counts(dialog)).toContainText('Novos1');
  await expect(counts(dialog)).toContainText('Atualizações1');
  await expect(counts(dialog)).toContainText('Inválidas1');
  await expect(
    dialog.getByText(/^Coluna do painel Informações do produto: Price\. Esses valores só mudam/),
  ).toBeVisible();
  await dialog.getByRole('tab', { name: 'Inválidas (1)' }).click();
  const invalid = dialog.getByRole('table', { name: 'Linhas inválidas' });
  await expect(invalid.getByRole('row').filter({ hasText: '1011' })).toContainText(PANEL_ROW);

  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialog.getByText('2 gravadas, 1 ignoradas, 0 com falha.')).toBeVisible();
  const report = dialog.getByRole('table', { name: 'Linhas não gravadas' });
  await expect(report.getByRole('row').filter({ hasText: '1011' })).toContainText(PANEL_ROW);
  await expect(dialog.getByText(/Importe o mesmo arquivo de novo/)).toHaveCount(0);

  // In the emulator, through the rules: the price stayed, the rest landed, the new product
  // was created without prices and with both stamps.
  const solar = await firebaseConsole.readStored('project/demo/product-data/1011');
  expect(solar?.Price).toEqual({ doubleValue: 429.9 });
  const allegra = await firebaseConsole.readStored('project/demo/product-data/2104');
  expect(allegra?.ProductSiteName).toEqual({ stringValue: 'Jogo de Panelas Allegra 5 Peças' });
  expect(allegra?.updatedAt).toHaveProperty('timestampValue');
  const created = await firebaseConsole.readStored('project/demo/product-data/9901');
  expect(created?.ProductSiteName).toEqual({ stringValue: 'Produto novo do CSV' });
  expect(created).not.toHaveProperty('Price');
  expect(created?.createdAt).toHaveProperty('timestampValue');
  expect(created?.updatedAt).toEqual(created?.createdAt);
});

test('product-data: an admin sees the same price row refused (only the panel changes prices)', async ({
  page,
  firebaseConsole,
}) => {
  const dialog = await previewOf(
    page,
    firebaseConsole,
    firebaseConsole.admin,
    'product-data',
    productFile(),
  );
  await expect(counts(dialog)).toContainText('Inválidas1');
  await expect(dialog.getByText(/^Coluna do painel Informações do produto: Price\./)).toBeVisible();
  await dialog.getByRole('tab', { name: 'Inválidas (1)' }).click();
  await expect(dialog.getByRole('table', { name: 'Linhas inválidas' })).toContainText(PANEL_ROW);
});

// bling is an admin-only document; apiKey is admin-only in email; store is staff's.
const configFile = () =>
  csvFile(['id;name;apiKey', 'bling;Bling;', 'store;Loja Nova;', 'email;;segredo-123']);

test('config: staff see the admin-only document and field rows refused; the rest is written', async ({
  page,
  firebaseConsole,
}) => {
  const dialog = await previewOf(
    page,
    firebaseConsole,
    firebaseConsole.staff,
    'config',
    configFile(),
  );
  await expect(counts(dialog)).toContainText('Novos1');
  await expect(counts(dialog)).toContainText('Inválidas2');
  await dialog.getByRole('tab', { name: 'Inválidas (2)' }).click();
  const invalid = dialog.getByRole('table', { name: 'Linhas inválidas' });
  await expect(invalid.getByRole('row').filter({ hasText: 'bling' })).toContainText(
    'Somente administradores podem alterar este documento.',
  );
  await expect(invalid.getByRole('row').filter({ hasText: 'email' })).toContainText(
    'Somente administradores podem alterar este campo (apiKey).',
  );

  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialog.getByText('1 gravadas, 2 ignoradas, 0 com falha.')).toBeVisible();
  const store = await firebaseConsole.readStored('project/demo/config/store');
  expect(store?.name).toEqual({ stringValue: 'Loja Nova' });
  expect(store?.createdAt).toHaveProperty('timestampValue');
  expect(await firebaseConsole.readStored('project/demo/config/email')).toBeNull();
  expect(await firebaseConsole.readStored('project/demo/config/bling')).not.toHaveProperty('name');
});

test('config: rows the rules refuse at write time fail alone, and importing again is not offered', async ({
  page,
  firebaseConsole,
}) => {
  const dialog = await previewOf(
    page,
    firebaseConsole,
    firebaseConsole.admin,
    'config',
    configFile(),
  );
  // The admin may write all of it...
  await expect(counts(dialog)).toContainText('Novos2');
  await expect(counts(dialog)).toContainText('Atualizações1');
  await expect(counts(dialog)).toContainText('Inválidas0');
  // ...until, before 'Importar', the project names another privileged claim.
  await firebaseConsole.writeAsService((db) =>
    setDoc(doc(db, 'project/demo/config/console'), { privilegedClaim: 'gerente' }, { merge: true }),
  );
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialog.getByText('1 gravadas, 0 ignoradas, 2 com falha.')).toBeVisible();
  const report = dialog.getByRole('table', { name: 'Linhas não gravadas' });
  for (const id of ['bling', 'email']) {
    await expect(report.getByRole('row').filter({ hasText: id })).toContainText(
      'Você não tem permissão para acessar estes dados.',
    );
  }
  await expect(dialog.getByText(/^As linhas recusadas não serão gravadas/)).toBeVisible();
  await expect(dialog.getByText(/Importe o mesmo arquivo de novo/)).toHaveCount(0);
  expect((await firebaseConsole.readStored('project/demo/config/store'))?.name).toEqual({
    stringValue: 'Loja Nova',
  });
  expect(await firebaseConsole.readStored('project/demo/config/email')).toBeNull();
});
