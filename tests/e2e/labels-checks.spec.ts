import { dropFiles, dropZone } from './drop-files';
import { test, expect } from './fixtures';
import { expectSaved, recordStatuses, saveStatus } from './save-status';

// Issue 28 item 5: checks that keep bad data out, and values shown in their pt-BR forms.
// The embedded demo answers the console API (Arquivos needs it); a Firebase profile starts no
// demo services, so there the test's sandbox does.
test.use({
  demoServices: true,
  consoleEnv: async ({ sandbox, profile }, use) => {
    await use(profile === 'firebase' ? { CONSOLE_API_URL: sandbox.url } : {});
  },
});

test("a half-typed e-mail ('carla@') is shown as invalid and never saved", async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/customer/cli-ana`);
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveValue('ana.souza@exemplo.com.br');

  await email.fill('carla@');
  await expect(
    page.getByRole('alert').filter({ hasText: '“carla@” não é um e-mail válido' }),
  ).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(email).toHaveValue('ana.souza@exemplo.com.br');

  // A complete address is saved as usual.
  const statuses = await recordStatuses(page);
  await email.fill('ana@exemplo.com.br');
  await expect(page.getByRole('alert').filter({ hasText: 'não é um e-mail válido' })).toHaveCount(
    0,
  );
  await expectSaved(statuses);
  await page.reload();
  await expect(email).toHaveValue('ana@exemplo.com.br');
});

test("'Adicionar condição' shows an incomplete condition and stores no placeholder clause", async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/pricing-rule/markup-panelas`);
  await expect(saveStatus(page)).toHaveText('Salvo');
  const statuses = await recordStatuses(page);
  const conditions = page.getByRole('group', { name: 'Condições' });
  await conditions.getByRole('button', { name: 'Adicionar condição' }).click();
  const value = page.getByRole('spinbutton', { name: 'Número (Nó 1.2)' });
  await expect(value).toHaveValue('');
  await expect(page.getByText('Condição inválida')).toBeVisible();
  await expect(page.getByLabel('SQL gerado')).not.toContainText('= 0');
  await expectSaved(statuses);

  // What was stored is the incomplete tree, still waiting for its value: no `Price = 0`.
  await page.reload();
  await expect(saveStatus(page)).toHaveText('Salvo');
  await expect(page.getByRole('spinbutton', { name: 'Número (Nó 1.2)' })).toHaveValue('');
  await expect(page.getByText('Condição inválida')).toBeVisible();
});

test('a program dropped on Arquivos is refused before anything is stored', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/files`);
  await dropFiles(dropZone(page, 'Arquivos'), [
    { name: 'setup.exe', type: 'application/x-msdownload', text: 'MZ' },
  ]);
  await expect(
    page.getByRole('alert').filter({ hasText: 'setup.exe não foi enviado' }),
  ).toContainText('programas (.exe, .msi, .bat e outros) não podem ser guardados');
  await expect(page.getByRole('region', { name: 'Envios', exact: true })).toHaveCount(0);
});

test('the customer table reads CPF and phone the pt-BR way; a category description is formatted text', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/customer`);
  await page.getByText('Tabela', { exact: true }).click();
  const table = page.getByRole('table', { name: 'Documentos de clientes' });
  await expect(table.getByText('529.982.247-25')).toBeVisible();
  await expect(table.getByText('(11) 98765-4321')).toBeVisible();
  await expect(table.getByText('52998224725')).toHaveCount(0);

  await page.goto(`${consoleWeb.url}/console/category/panelas`);
  const description = page.getByRole('textbox', { name: 'Descrição' });
  await expect(description).toHaveText('Linha completa de panelas para o dia a dia.');
  await expect(page.getByText('<p>', { exact: false })).toHaveCount(0);
});
