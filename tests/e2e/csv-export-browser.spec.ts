import { writeFileSync } from 'node:fs';
import { test, expect } from './fixtures';
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
