import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { chooseFiles } from '../support/choose-files';
import { downloadOf, withoutSavePicker } from '../support/download';

const seed = {
  documents: [
    { path: 'project/demo', data: { name: 'Loja Demo' } },
    { path: 'project/demo/brand/tramontina', data: { id: 'tramontina', name: 'Tramontina' } },
    { path: 'project/demo/brand/oxford', data: { id: 'oxford', name: 'Oxford' } },
    { path: 'project/demo/brand/rochedo', data: { id: 'rochedo', name: '=Rochedo' } },
  ],
};

test.use({
  // Playwright reads the first parameter's destructuring to learn a fixture's dependencies.
  // eslint-disable-next-line no-empty-pattern
  seedPath: async ({}, use, testInfo) => {
    const path = testInfo.outputPath('seed.json');
    writeFileSync(path, JSON.stringify(seed));
    await use(path);
  },
});

test('Exportar CSV in a browser: data_{collection}.csv comes as a download, the desktop’s bytes', async ({
  page,
  consoleWeb,
}) => {
  await withoutSavePicker(page);
  await page.goto(`${consoleWeb.url}/console/brand`);
  await expect(page.getByRole('link', { name: 'Tramontina' })).toBeVisible();
  const file = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  );
  await expect(page.getByText('3 documentos exportados para data_brand.csv.')).toBeVisible();
  expect(file.name).toBe('data_brand.csv');
  // UTF-8 with BOM, `;` for pt-BR Excel, ids in order, the formula guard on a risky cell.
  expect(file.text).toBe(
    '\uFEFFid;name\r\noxford;Oxford\r\nrochedo;"\'=Rochedo"\r\ntramontina;Tramontina\r\n',
  );
});

/**
 * Chromium's save picker, with only the person's choice stood in for (Playwright cannot
 * answer it): the file handed back is a real one of the origin's private file system, so the
 * export streams through Chromium's own writable file, as it does into a file on disk.
 */
async function pickerAnswering(page: Page, answer: 'file' | 'cancel') {
  await page.addInitScript((answer) => {
    const asked: string[] = [];
    const picker = async ({ suggestedName }: { suggestedName: string }) => {
      asked.push(suggestedName);
      if (answer === 'cancel') throw new DOMException('The user aborted a request.', 'AbortError');
      const folder = await navigator.storage.getDirectory();
      return folder.getFileHandle(suggestedName, { create: true });
    };
    Object.assign(window, { showSaveFilePicker: picker, pickerAsked: asked });
  }, answer);
}

const savedFile = (page: Page, name: string) =>
  page.evaluate(async (name) => {
    const folder = await navigator.storage.getDirectory();
    const names: string[] = [];
    for await (const key of (folder as unknown as { keys(): AsyncIterable<string> }).keys()) {
      names.push(key);
    }
    if (!names.includes(name)) return { names, text: null };
    const file = await (await folder.getFileHandle(name)).getFile();
    const bytes = new Uint8Array(await file.arrayBuffer());
    return { names, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
  }, name);

test('Exportar CSV with Chromium’s save picker: written into the chosen file, no download', async ({
  page,
  consoleWeb,
}) => {
  await pickerAnswering(page, 'file');
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.goto(`${consoleWeb.url}/console/brand`);
  await expect(page.getByRole('link', { name: 'Tramontina' })).toBeVisible();
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  await expect(page.getByText('3 documentos exportados para data_brand.csv.')).toBeVisible();
  expect(await savedFile(page, 'data_brand.csv')).toEqual({
    names: ['data_brand.csv'],
    text: '\uFEFFid;name\r\noxford;Oxford\r\nrochedo;"\'=Rochedo"\r\ntramontina;Tramontina\r\n',
  });
  expect(downloads).toBe(0);
});

test('a cancelled save picker changes nothing and says nothing', async ({ page, consoleWeb }) => {
  await pickerAnswering(page, 'cancel');
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.goto(`${consoleWeb.url}/console/brand`);
  await expect(page.getByRole('link', { name: 'Tramontina' })).toBeVisible();
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as { pickerAsked?: string[] }).pickerAsked))
    .toEqual(['data_brand.csv']);
  // Back where it was: the button usable again, no progress, no message, nothing saved.
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  await expect(page.getByRole('dialog', { name: 'Exportar marcas' })).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  expect(await savedFile(page, 'data_brand.csv')).toEqual({ names: [], text: null });
  expect(downloads).toBe(0);
});

test('the import report is exported as a download too', async ({ page, consoleWeb }, testInfo) => {
  const csv = testInfo.outputPath('marcas.csv');
  writeFileSync(csv, ['id;name', 'tramontina;Tramontina S.A.', 'a/b;Quebrada'].join('\r\n'));
  await withoutSavePicker(page);
  await page.goto(`${consoleWeb.url}/console/brand`);
  await expect(page.getByRole('link', { name: 'Tramontina' })).toBeVisible();
  await chooseFiles(page, page.getByRole('button', { name: 'Importar CSV' }), csv);
  const dialog = page.getByRole('dialog', { name: 'Importar CSV em marcas' });
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(dialog.getByText('1 gravadas, 1 ignoradas, 0 com falha.')).toBeVisible();

  const report = await downloadOf(page, () =>
    dialog.getByRole('button', { name: 'Exportar relatório' }).click(),
  );
  expect(report.name).toBe('relatorio_importacao_brand.csv');
  await expect(page.getByText('Relatório salvo em relatorio_importacao_brand.csv.')).toBeVisible();
  const lines = report.text.split('\r\n');
  expect(lines[0]).toBe('\uFEFFLinha;ID;Resultado;Motivo');
  expect(lines[1]).toBe('2;tramontina;Gravada;');
  // The reason holds quotes: quoted, its quotes doubled.
  expect(lines[2]).toBe('3;;Ignorada;"A coluna id não pode conter ""/""."');
});
