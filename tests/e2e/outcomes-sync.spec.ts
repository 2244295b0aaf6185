import { clickToClose } from './click-to-close';
import { test, expect } from './fixtures';

// Issue 28 item 4, Sincronização: a refused Iniciar is seen by the button and moves the
// focus, the buttons stay in view on the long form, greyed tasks say why, and the backend
// send asks first.
test.use({
  consoleEnv: async ({ sandbox }, use) => {
    await use({ CONSOLE_WORKERS_URL: sandbox.url, CONSOLE_API_URL: sandbox.url });
  },
  viewport: { width: 1280, height: 720 },
});

const WAREHOUSE = 'Bling → Armazém de dados';
const CODES = 'Códigos dos produtos (um por linha)';

test('an empty Iniciar lists what is wrong by the button, keeps it in view and focuses the first field; the keyboard fixes it', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  await page.goto(`${consoleWeb.url}/console/sync`);
  const start = page.getByRole('button', { name: 'Iniciar' });
  await start.click();

  const refused = page.getByRole('alert').filter({ hasText: 'Não foi possível iniciar' });
  await expect(refused.getByText('Selecione ao menos uma tarefa.')).toBeVisible();
  await expect(
    refused.getByText('Informe ao menos um código de produto (um por linha).'),
  ).toBeVisible();
  // The first refused field (the task list, above the codes) has the focus, scrolled to;
  // the buttons and their alert are still on screen.
  await expect(page.getByRole('checkbox', { name: WAREHOUSE })).toBeFocused();
  await expect(refused).toBeInViewport();
  await expect(start).toBeInViewport();

  // From the alert to the codes, by keyboard only: the buttons stay in view down there.
  await refused.getByRole('button', { name: `Ir para ${CODES}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(CODES)).toBeFocused();
  await page.keyboard.type('1011\n1012');
  await expect(page.getByLabel(CODES)).toBeInViewport();
  await expect(start).toBeInViewport();
  // Typing clears the codes' message; the tasks' message stays until a task is chosen.
  await expect(refused.getByText('Informe ao menos um código')).toBeHidden();
  await refused.getByRole('button', { name: 'Ir para Tarefas' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: WAREHOUSE })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(refused).toBeHidden();
  await page.getByLabel('Intervalo entre produtos (ms)').fill('0');

  await start.click();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();
  expect(sandbox.requests({ route: 'workers.bling.bigquery' })).toHaveLength(2);
});

test('greyed marketplace tasks say which store ids are missing and link to where they are set', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/sync`);
  await expect(
    page.getByRole('checkbox', { name: 'Bling → Produto na loja Shopee' }),
  ).toBeDisabled();
  await expect(
    page.getByText(
      'As tarefas em cinza precisam do id da loja no Bling (Shopee, Amazon, Magalu, MadeiraMadeira, padrão (sem marketplace))',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Configurar ids das lojas' }).click();
  await expect(page).toHaveURL(/\/console\/settings$/);
});

test('Enviar para backend asks first, naming how many URLs go to which queue; Cancelar sends nothing', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  await page.goto(`${consoleWeb.url}/console/sync`);
  await page.getByLabel(CODES).fill('1011\n1012\n1013');
  await page.getByRole('checkbox', { name: WAREHOUSE }).check();
  const send = page.getByRole('button', { name: 'Enviar para backend' });
  const confirm = page.getByRole('dialog', { name: 'Enviar para backend?' });
  const host = new URL(sandbox.url).host;

  await send.click();
  await expect(
    confirm.getByText(
      `3 URLs de tarefa vão para a fila de tarefas do backend (POST /api/console/queue/tasks em ${host}), em 1 lote de até 500.`,
      { exact: false },
    ),
  ).toBeVisible();
  await clickToClose(confirm.getByRole('button', { name: 'Cancelar' }), confirm);
  expect(sandbox.requests({ route: 'api.queue.tasks' })).toHaveLength(0);

  await send.click();
  await clickToClose(confirm.getByRole('button', { name: 'Enviar', exact: true }), confirm);
  await expect(page.getByText('Envio para o backend concluído: 3 URL(s) enviadas.')).toBeVisible();
  const posted = sandbox
    .requests({ route: 'api.queue.tasks' })
    .flatMap((request) => (request.body as { urls: string[] }).urls);
  expect(posted).toHaveLength(3);
});
