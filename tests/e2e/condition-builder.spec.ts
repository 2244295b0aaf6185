import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { clickToClose } from './click-to-close';
import { expectSavedPastDebounce, recordStatuses, saveStatus } from './save-status';

const preview = (page: Page) => page.getByLabel('SQL gerado');

/** Opens the select named `name` and picks `option` in the list that opens. */
async function choose(
  page: Page,
  name: string,
  option: string,
  within: Locator = page.locator('body'),
) {
  await within.getByRole('combobox', { name }).click();
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await clickToClose(openList.getByTitle(option, { exact: true }), openList);
}

async function openPricingRule(page: Page, url: string) {
  await page.goto(`${url}/console/pricing-rule/markup-panelas`);
  await expect(page.getByText('demo/pricing-rule/markup-panelas')).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
}

test('builds a pricing-rule condition, sees its SQL, autosaves, reloads the same tree, and quotes a hostile string', async ({
  page,
  consoleWeb,
}) => {
  // The page's clock is Playwright's: the autosave's debounce is moved on, not slept through.
  await page.clock.install();
  await openPricingRule(page, consoleWeb.url);
  const conditions = page.getByRole('group', { name: 'Condições' });
  await conditions.getByRole('button', { name: 'Adicionar condição' }).click();

  // price > 100
  await choose(page, 'Tipo do nó (Nó 1)', 'maior que (>)');
  await expect(page.getByRole('combobox', { name: 'Campo (Nó 1.1)' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Número (Nó 1.2)' }).fill('100');

  // AND category IN ('a', 'b')
  await page.getByRole('button', { name: 'Adicionar operando (Raiz)' }).click();
  await choose(page, 'Tipo do nó (Nó 2)', 'em uma lista (IN)');
  await choose(page, 'Campo (Nó 2.1)', 'Categoria');
  await expect(page.getByText('Nó 2.2: A lista precisa de ao menos um valor.')).toBeVisible();
  const list = page.getByRole('combobox', { name: 'Lista de valores (Nó 2.2)' });
  await list.fill('a');
  await list.press('Enter');
  await list.fill('b');
  const statuses = await recordStatuses(page);
  await list.press('Enter');

  const sql = "(`Price` > 100) AND (`category` IN ('a', 'b'))";
  await expect(preview(page)).toHaveText(sql);
  await expect(page.getByText('Condição inválida')).toBeHidden();
  await expectSavedPastDebounce(page, statuses);

  await page.reload();
  await expect(saveStatus(page)).toHaveText('Salvo');
  await expect(preview(page)).toHaveText(sql);
  await expect(page.getByRole('group', { name: 'maior que (>) (Nó 1)' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Número (Nó 1.2)' })).toHaveValue('100');
  await expect(page.getByRole('group', { name: 'em uma lista (IN) (Nó 2)' })).toBeVisible();
  const inList = page.getByRole('group', { name: 'em uma lista (IN) (Nó 2)' });
  await expect(inList.getByTitle('a', { exact: true })).toBeVisible();
  await expect(inList.getByTitle('b', { exact: true })).toBeVisible();

  // A hostile text stays one literal.
  await page.getByRole('button', { name: 'Adicionar operando (Raiz)' }).click();
  await choose(page, 'Campo (Nó 3.1)', 'Marca');
  await choose(page, 'Tipo do nó (Nó 3.2)', 'Texto');
  await page.getByRole('textbox', { name: 'Texto (Nó 3.2)' }).fill("x'); DROP TABLE produtos; --");
  await expect(preview(page)).toHaveText(
    `${sql} AND (\`brand\` = 'x\\'); DROP TABLE produtos; --')`,
  );

  // Undo takes the last change back.
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(preview(page)).toHaveText(`${sql} AND (\`brand\` = '')`);
});

test('a segment rule that is incomplete is saved as invalid, with no SQL, and says which node is wrong', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/customer-segment/clientes-rs`);
  await expect(saveStatus(page)).toHaveText('Salvo');
  const include = page.getByRole('group', { name: 'Incluir' });
  await expect(include.getByLabel('SQL gerado')).toHaveText(
    "`orders`.`shippingAddress`.`state` = 'RS'",
  );
  await choose(page, 'Tipo do nó (Raiz)', 'entre (BETWEEN)', include);
  await expect(include.getByLabel('SQL gerado')).toHaveText('`ordersCount` BETWEEN 0 AND 0');
  await include.getByRole('button', { name: 'Remover nó (Nó 3)' }).click();
  await expect(include.getByText('Raiz: Precisa de exatamente 3 operandos.')).toBeVisible();
  await expect(include.getByLabel('SQL gerado')).toHaveText(
    'A condição está incompleta: corrija os nós marcados para gerar o SQL.',
  );
  await expect(saveStatus(page)).toHaveText('Salvo', { timeout: 10_000 });
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: 'Incluir' })
      .getByText('Raiz: Precisa de exatamente 3 operandos.'),
  ).toBeVisible();
});
