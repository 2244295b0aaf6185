import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Issue 28 item 4, Produto: the lookup works and says so, one demo notice, no name or picture
// for a product the project lacks, the stored name as the headline, and the flows end with a
// result that stays; the two-prompt flow runs on Enter alone.
// A Firebase profile starts no demo services: there the workers and the console API are the
// test's sandbox, and the flows that check the demo itself (its notice, its push into the
// local store) are the local profile's.
test.use({
  demoServices: true,
  consoleEnv: async ({ sandbox, profile }, use) => {
    await use(
      profile === 'firebase'
        ? { CONSOLE_WORKERS_URL: sandbox.url, CONSOLE_API_URL: sandbox.url }
        : {},
    );
  },
});
const DEMO_ONLY =
  'the demo services (their notice, their push into the local store) are local only';

const NAME_1011 = 'Panela de Pressão Tramontina Solar em Aço Inox com Fundo Triplo 6 L';
const TSTOCK = 'Sincronizar TStock';
const IMPORT = 'Importar Produto Tramontina';

const result = (page: Page, flow: string) =>
  page.getByRole('alert').filter({ hasText: new RegExp(`^${flow}: concluído em `) });

test('the lookup opens a product by Enter and asks for a code when blank', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/product`);
  await expect(page.getByRole('heading', { level: 1, name: 'Produto' })).toBeVisible();
  await expect(page.getByText('Esta tela chega em uma próxima versão.')).toHaveCount(0);
  const code = page.getByLabel('Código do produto');
  await code.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Informe o código do produto.')).toBeVisible();
  await page.keyboard.type('1011');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Produto 1011' })).toBeVisible();
});

test('a product page: one demo notice, the stored name as headline; a missing product shows no name or picture', async ({
  page,
  consoleWeb,
  profile,
}) => {
  test.skip(profile === 'firebase', DEMO_ONLY);
  await page.goto(`${consoleWeb.url}/console/product/1011`);
  await expect(page.getByRole('heading', { level: 2, name: NAME_1011 })).toBeVisible();
  await expect(page.getByRole('img', { name: `Imagem do produto ${NAME_1011}` })).toBeVisible();
  await expect(page.getByText('Dados de demonstração', { exact: true })).toHaveCount(1);
  // The same name where the collection lists it.
  await page.goto(`${consoleWeb.url}/console/product-data`);
  await expect(page.getByText(NAME_1011).first()).toBeVisible();

  await page.goto(`${consoleWeb.url}/console/product/4444`);
  await expect(page.getByText('O produto 4444 não existe neste projeto')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Imagem do produto/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expect(page.getByText('Dados de demonstração', { exact: true })).toHaveCount(1);
});

test('Sincronizar Bling ends with a result that stays until closed', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/product/1011`);
  await page.getByRole('button', { name: 'Sincronizar Bling' }).click();
  const done = result(page, 'Sincronizar Bling');
  await expect(done).toBeVisible();
  await expect(done.getByText('Nenhum campo do produto mudou até agora.')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Sincronizar Bling' })).toHaveCount(0);
  // Still there once the flow is long over: closed by the person only.
  await expect(page.getByRole('button', { name: 'Sincronizar Bling' })).toBeEnabled();
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Fechar' }).click();
  await expect(done).toBeHidden();
});

test.describe("with antd's motion", () => {
  // Motion is off for the other flows (playwright.config.ts); where the keyboard opens a
  // dialog, its focus is checked with antd's motion too, as most people have it.
  test.use({ reducedMotion: 'no-preference' });

  test('the TStock flow by keyboard alone: Enter through both prompts runs it, three times in a row, each ending with its result', async ({
    page,
    consoleWeb,
    profile,
  }) => {
    test.skip(profile === 'firebase', DEMO_ONLY);
    // 1099 is not in the project: the first run imports it, the next ones sync it.
    await page.goto(`${consoleWeb.url}/console/product/1099`);
    for (let attempt = 1; attempt <= 3; attempt++) {
      const flow = attempt === 1 ? IMPORT : TSTOCK;
      // The flows wait, disabled, for the product's document: a disabled button takes no
      // focus, and the Enter would go nowhere (a loaded run failed so).
      const button = page.getByRole('button', { name: flow });
      await expect(button).toBeEnabled();
      await button.focus();
      await page.keyboard.press('Enter');
      const company = page.getByRole('textbox', { name: 'Qual o código da fábrica do produto?' });
      await expect(company).toBeFocused();
      await expect(company).toHaveValue('1');
      await page.keyboard.press('Enter');
      const code = page.getByRole('textbox', { name: 'Qual o código do produto?' });
      await expect(code).toBeFocused();
      await expect(code).toHaveValue('1099');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const done = result(page, flow);
      await expect(done).toBeVisible();
      // The demo's push wrote the product the first time; the next ones change nothing.
      await expect(
        done.getByText(
          attempt === 1
            ? 'O produto foi criado neste projeto.'
            : 'Nenhum campo do produto mudou até agora.',
        ),
      ).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  });
});

test('a TStock sync of a demo product keeps its name: the demo pushes it as its data has it', async ({
  page,
  consoleWeb,
  profile,
}) => {
  test.skip(profile === 'firebase', DEMO_ONLY);
  await page.goto(`${consoleWeb.url}/console/product/1011`);
  await page.getByRole('button', { name: TSTOCK }).click();
  // Once the first question has the focus (a key pressed before the dialog exists goes to the
  // page, as for a person), Enter, Enter at once: the second is answered with its own value.
  await expect(
    page.getByRole('textbox', { name: 'Qual o código da fábrica do produto?' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const done = result(page, TSTOCK);
  await expect(done.getByText('Nenhum campo do produto mudou até agora.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: NAME_1011 })).toBeVisible();
});
