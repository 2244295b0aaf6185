import type { Page } from '@playwright/test';
import { clickToClose } from './click-to-close';
import { test, expect } from './fixtures';
import { downloadOf, withoutSavePicker } from '../support/download';

// The profile points at this test's own sandbox (started before the web host).
test.use({
  consoleEnv: async ({ sandbox }, use) => {
    await use({ CONSOLE_WORKERS_URL: sandbox.url, CONSOLE_API_URL: sandbox.url });
  },
});

const WAREHOUSE = 'Bling → Armazém de dados';
const CREATE = 'Bling → Criar produto';
// Enough codes that the run is still going, with margin, when the test pauses it.
const codes = Array.from({ length: 20 }, (_, i) => String(1011 + i));
const last = codes[codes.length - 1];

/** A grid cell by the name screen readers get: "1011 — Bling → Criar produto: concluído". */
const cell = (page: Page, code: string, task: string, state: string) =>
  page.getByLabel(`${code} — ${task}: ${state}`, { exact: true });

async function fillRun(page: Page) {
  await page.getByLabel('Códigos dos produtos (um por linha)').fill(codes.join('\n'));
  await expect(
    page.getByText(`${codes.length} códigos únicos (máximo de 20.000 por sincronização)`),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: WAREHOUSE }).check();
  await page.getByRole('checkbox', { name: CREATE }).check();
  await page.getByRole('combobox', { name: 'Conta do Bling' }).click();
  await page.getByTitle('Conta marketplaces (Shopee, Amazon, Magalu)').click();
  await page.getByLabel('Intervalo entre produtos (ms)').fill('0');
}

test('runs a bulk sync: icons change, a failure is shown, paused, retried and sent', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  // The first warehouse call waits until the test has seen its spinner, and 1015's calls wait
  // until the run is paused (one worker: the run cannot pass them), whatever the machine's load.
  const firstCall = sandbox.hold({ route: 'workers.bling.bigquery', match: 'id=1011' });
  const pastThePause = sandbox.hold({ route: '*', match: '1015' });
  sandbox.script({ route: 'workers.bling.produto.create', status: 500, match: '1012' });

  await withoutSavePicker(page);
  await page.goto(`${consoleWeb.url}/console/sync`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sincronização' })).toBeVisible();
  await fillRun(page);
  await page.getByRole('button', { name: 'Iniciar' }).click();

  await expect(cell(page, '1011', WAREHOUSE, 'em andamento')).toBeVisible();
  firstCall.release();
  await expect(cell(page, '1011', WAREHOUSE, 'concluído')).toBeVisible();
  await expect(cell(page, '1011', CREATE, 'concluído')).toBeVisible();

  // The scripted failure: a red icon whose detail tells what the service answered.
  const failed = page.getByRole('button', { name: `1012 — ${CREATE}: erro`, exact: true });
  await expect(failed).toBeVisible();
  await expect(cell(page, '1012', WAREHOUSE, 'concluído')).toBeVisible();
  await pastThePause.untilHeld();
  await page.getByRole('button', { name: 'Pausar' }).click();
  pastThePause.release();
  await expect(page.getByRole('button', { name: 'Iniciar' })).toBeVisible();
  await expect(page.getByText('Pausada', { exact: true })).toBeVisible();

  await failed.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Erro: 1012 — ${CREATE}`)).toBeVisible();
  await expect(dialog.getByText('500', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/\/api\/bling\/produto\/create\/1012\?.*bling=1/)).toBeVisible();
  await expect(dialog.getByText(/Scripted failure \(500\)/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The errors come as the browser's download: main's file, in pages, byte for byte.
  const csv = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Exportar erros (CSV)' }).click(),
  );
  expect(csv.name).toMatch(/^erros-sincronizacao-.+\.csv$/);
  await expect(page.getByText(`Erros exportados em ${csv.name}.`)).toBeVisible();
  expect(csv.text.startsWith('\uFEFFCódigo;Tarefa;')).toBe(true);
  expect(csv.text).toContain(`\r\n1012;${CREATE};500;`);
  expect(csv.text).not.toContain('1011;');

  // Paused: nothing new is asked of the service.
  const recorded = sandbox.requests().length;
  await expect.poll(() => sandbox.inFlight()).toBe(0);
  expect(sandbox.requests().length).toBe(recorded);
  expect(sandbox.requests({ route: 'workers.bling.bigquery' }).length).toBeLessThan(codes.length);

  // The service is fixed: Retentar Erros turns the red icon green and finishes the run.
  sandbox.reset();
  sandbox.script({ route: '*', latencyMs: 20 });
  await page.getByRole('button', { name: 'Retentar Erros' }).click();
  await expect(cell(page, '1012', CREATE, 'concluído')).toBeVisible();
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible();
  // The grid is virtualized: the last code shows once scrolled to.
  await page.getByText('1011', { exact: true }).hover();
  await page.mouse.wheel(0, 5000);
  await expect(cell(page, last, CREATE, 'concluído')).toBeVisible();
  expect(sandbox.requests({ route: 'workers.bling.produto.create' }).map((r) => r.path)).toContain(
    '/api/bling/produto/create/1012',
  );

  await page.getByRole('button', { name: 'Retentar Erros' }).click();
  await expect(page.getByText('Nenhum erro para retentar!')).toBeVisible();

  // The finished run is in the history.
  await page.getByRole('button', { name: 'Histórico de sincronizações' }).click();
  await expect(
    page.getByText(`${codes.length} concluído(s), 0 com erro(s) de ${codes.length}`),
  ).toBeVisible();

  // The send asks first, naming how many URLs go to the queue.
  await page.getByRole('button', { name: 'Enviar para backend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Enviar para backend?' });
  await expect(confirm.getByText(`${codes.length * 2} URLs de tarefa vão`)).toBeVisible();
  await clickToClose(confirm.getByRole('button', { name: 'Enviar', exact: true }), confirm);
  await expect(
    page.getByText(`Envio para o backend concluído: ${codes.length * 2} URL(s) enviadas.`),
  ).toBeVisible();
  const posted = sandbox
    .requests({ route: 'api.queue.tasks' })
    .flatMap((request) => (request.body as { urls: string[] }).urls);
  expect(posted).toHaveLength(codes.length * 2);
  for (const code of codes) {
    expect(posted).toContain(`${sandbox.url}/api/bling/bigquery/produtos?project=demo&id=${code}`);
    expect(posted).toContain(
      `${sandbox.url}/api/bling/produto/create/${code}?project=demo&bling=1`,
    );
  }
});

test('refuses a start without codes or tasks, with pt-BR messages, and calls nothing', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  await page.goto(`${consoleWeb.url}/console/sync`);
  await page.getByRole('button', { name: 'Iniciar' }).click();
  // Listed by the button (outcomes-sync.spec.ts follows the focus and the view).
  const refused = page.getByRole('alert').filter({ hasText: 'Não foi possível iniciar' });
  await expect(
    refused.getByText('Informe ao menos um código de produto (um por linha).'),
  ).toBeVisible();
  await expect(refused.getByText('Selecione ao menos uma tarefa.')).toBeVisible();

  // A Bling task without an account is refused too; the typed codes stay.
  await page.getByLabel('Códigos dos produtos (um por linha)').fill('1011');
  await page.getByRole('checkbox', { name: CREATE }).check();
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(refused.getByText(`Selecione a conta do Bling para: ${CREATE}.`)).toBeVisible();
  await expect(page.getByText('Selecione ao menos uma tarefa.')).toBeHidden();
  await expect(page.getByLabel('Códigos dos produtos (um por linha)')).toHaveValue('1011');
  await expect(page.getByText(/Nenhuma sincronização ainda/)).toBeVisible();
  expect(sandbox.requests()).toHaveLength(0);
});

test('a big run sends one window of rows; scrolling to the end loads the rows there', async ({
  page,
  consoleWeb,
}) => {
  const many = Array.from({ length: 1_200 }, (_, i) => String(200_000 + i));
  const lastCode = many[many.length - 1];
  await page.goto(`${consoleWeb.url}/console/sync`);
  await page.getByLabel('Códigos dos produtos (um por linha)').fill(many.join('\n'));
  await page.getByRole('checkbox', { name: WAREHOUSE }).check();
  await page.getByLabel('Intervalo entre produtos (ms)').fill('0');
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(cell(page, many[0], WAREHOUSE, 'concluído')).toBeVisible();
  // pt-BR thousands: 1.200.
  await expect(page.getByText('Concluída', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1.200', { exact: true }).first()).toBeVisible();

  // The last rows were never sent: scrolled to, they load with their real state.
  await page.getByRole('grid', { name: 'Andamento por produto' }).hover();
  for (let step = 0; step < 40; step++) await page.mouse.wheel(0, 2_000);
  await expect(cell(page, lastCode, WAREHOUSE, 'concluído')).toBeVisible();
  await expect(cell(page, lastCode, WAREHOUSE, 'carregando')).toHaveCount(0);
});

test('the host stops mid-run: the page says the connection is lost, disables commands, and shows the restored run once it is back', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  // The first call stays in flight until the host is stopping.
  const firstCall = sandbox.hold({ route: 'workers.bling.bigquery', match: 'id=1011' });
  await page.goto(`${consoleWeb.url}/console/sync`);
  await fillRun(page);
  await page.getByRole('button', { name: 'Iniciar' }).click();
  await expect(cell(page, '1011', WAREHOUSE, 'em andamento')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();

  // Its answer reaches a host that is closing (which waits for the calls it has in flight).
  const stopped = consoleWeb.stopHost();
  firstCall.release();
  await stopped;
  const lost = page.getByRole('alert').filter({ hasText: 'Conexão perdida com o console' });
  await expect(lost).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Retentar Erros' })).toBeDisabled();

  await consoleWeb.startHost();
  await expect(lost).toBeHidden({ timeout: 10_000 });
  // What the restarted host holds, not the spinners of before: the run, paused.
  await expect(page.getByRole('button', { name: 'Iniciar' })).toBeEnabled({ timeout: 5_000 });
  await expect(page.getByText('Pausada', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/: em andamento$/)).toHaveCount(0);
});

test('Enviar para backend sends what the form says, with no local run, once confirmed; past 500 URLs in chunks', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  await page.goto(`${consoleWeb.url}/console/sync`);
  const three = ['1011', '1012', '1013'];
  await page.getByLabel('Códigos dos produtos (um por linha)').fill(three.join('\n'));
  await page.getByRole('checkbox', { name: WAREHOUSE }).check();
  await page.getByRole('checkbox', { name: CREATE }).check();
  await page.getByRole('combobox', { name: 'Conta do Bling' }).click();
  await page.getByTitle('Conta marketplaces (Shopee, Amazon, Magalu)').click();
  const confirm = page.getByRole('dialog', { name: 'Enviar para backend?' });
  await page.getByRole('button', { name: 'Enviar para backend' }).click();
  await expect(confirm.getByText('6 URLs de tarefa vão', { exact: false })).toBeVisible();
  await clickToClose(confirm.getByRole('button', { name: 'Enviar', exact: true }), confirm);
  await expect(page.getByText('Envio para o backend concluído: 6 URL(s) enviadas.')).toBeVisible();
  const posted = () =>
    sandbox
      .requests({ route: 'api.queue.tasks' })
      .flatMap((request) => (request.body as { urls: string[] }).urls);
  expect(posted()).toHaveLength(6);
  expect(posted()).toContain(`${sandbox.url}/api/bling/bigquery/produtos?project=demo&id=1013`);
  await expect(page.getByRole('button', { name: 'Pausar' })).toHaveCount(0);

  // 300 codes × 2 tasks = 600 URLs: two chunks, said in the question; Cancelar sends nothing.
  const many = Array.from({ length: 300 }, (_, i) => String(300_000 + i));
  await page.getByLabel('Códigos dos produtos (um por linha)').fill(many.join('\n'));
  await page.getByRole('button', { name: 'Enviar para backend' }).click();
  await expect(confirm.getByText('600 URLs de tarefa vão', { exact: false })).toBeVisible();
  await expect(confirm.getByText('em 2 lotes de até 500', { exact: false })).toBeVisible();
  await clickToClose(confirm.getByRole('button', { name: 'Cancelar' }), confirm);
  expect(posted()).toHaveLength(6);

  await page.getByRole('button', { name: 'Enviar para backend' }).click();
  await clickToClose(confirm.getByRole('button', { name: 'Enviar', exact: true }), confirm);
  await expect(
    page.getByText('Envio para o backend concluído: 600 URL(s) enviadas.'),
  ).toBeVisible();
  const chunks = sandbox
    .requests({ route: 'api.queue.tasks' })
    .map((request) => (request.body as { urls: string[] }).urls.length);
  expect(chunks).toEqual([6, 500, 100]);
});
