import type { Page } from '@playwright/test';
import { dropFiles, dropZone } from '../e2e/drop-files';
import { expect, test, type FirebaseConsole } from './fixtures';
import { recordRequestsTo, signIn } from './session';
import { advanceUntil } from '../e2e/page-clock';
import { STALL_AFTER_MS } from '../../src/renderer/features/uploads/upload-queue';

// The profile names a console API: a sandbox that registers files as the real one does.
test.use({ consoleApi: true });

/** The Storage emulator and the console API, which these flows need. */
function backends(firebaseConsole: FirebaseConsole) {
  const { storage, sandbox } = firebaseConsole;
  test.skip(!storage || !sandbox, 'no Storage emulator (firebase-tools) here');
  return { storage: storage!, sandbox: sandbox! };
}

/** A clock step for the SDK's back-off: a few attempts fit within its 60 s bound. */
const RETRY_STEP_MS = 4_000;

const queue = (page: Page) => page.getByRole('region', { name: 'Envios', exact: true });
const queueRow = (page: Page, name: string) => queue(page).getByRole('listitem', { name });
/** The panel's summary once every upload is done: it then folds to it ('Mostrar' unfolds). */
const allDone = (page: Page, summary: string) =>
  queue(page).getByRole('status').filter({ hasText: summary });

test("an image dropped on Arquivos lands in the profile's Storage emulator and is registered", async ({
  page,
  firebaseConsole,
}) => {
  const { storage, sandbox } = backends(firebaseConsole);
  const toStorage = recordRequestsTo(page, storage.host);
  const toProduction = recordRequestsTo(page, 'firebasestorage.googleapis.com');
  await signIn(page, firebaseConsole.url, firebaseConsole.staff, '/console/files');
  await expect(page.getByText('Nenhum arquivo enviado.')).toBeVisible();

  await dropFiles(dropZone(page, 'Arquivos'), [
    { name: 'banner.png', type: 'image/png', png: true },
  ]);
  await expect(allDone(page, '1 envio concluído')).toBeVisible();
  await queue(page).getByRole('button', { name: 'Mostrar' }).click();
  await expect(queueRow(page, 'banner.png')).toContainText('Concluído');

  // Registration by the console API (spec 01 §7), with the signed-in user's token.
  const [registration] = sandbox.requests({ route: 'api.files.images' });
  expect(registration.body).toMatchObject({
    file: 'banner.png',
    filePath: expect.stringMatching(/^demo\/files\/[^/]+\/banner\.png$/),
    isPublic: true,
  });
  expect(registration.authorization).toMatch(/^Bearer .+/);
  const { filePath } = registration.body as { filePath: string };

  // The bytes are in the emulator the profile names, and went nowhere else.
  expect(await storage.object(filePath)).toMatchObject({ contentType: 'image/png' });
  expect(toStorage.length).toBeGreaterThan(0);
  expect(toProduction).toEqual([]);

  // The API's record is listed live, and its preview is the stored bytes, decoded.
  const listed = page.getByRole('row', { name: /banner\.png/ });
  await expect(listed.getByRole('switch', { name: 'Arquivo público: banner.png' })).toBeChecked();
  const preview = listed.getByRole('img', { name: 'banner.png' });
  await expect(preview).toHaveAttribute('src', new RegExp(`^http://${storage.host}/`));
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
});

test('with Storage out of reach an upload says so, and it completes once Storage is back', async ({
  page,
  firebaseConsole,
}) => {
  const { storage, sandbox } = backends(firebaseConsole);
  // The page's clock is Playwright's: the queue's stall timer and the SDK's retry back-off
  // (seconds between attempts, bounded at 60 s) are moved on instead of slept through.
  await page.clock.install();
  await signIn(page, firebaseConsole.url, firebaseConsole.staff, '/console/files');
  await expect(page.getByText('Nenhum arquivo enviado.')).toBeVisible();

  await storage.stop();
  await dropFiles(dropZone(page, 'Arquivos'), [
    { name: 'tabela.csv', type: 'text/csv', text: 'codigo;preco\n1011;10,50\n' },
  ]);
  const row = queueRow(page, 'tabela.csv');
  await advanceUntil(page, STALL_AFTER_MS, (soon) =>
    soon(row.getByRole('status')).toHaveText('Sem conexão com o armazenamento, tentando de novo…'),
  );
  await expect(row).toContainText('Enviando');
  expect(sandbox.requests({ route: 'api.files.attaches' })).toHaveLength(0);

  await storage.start();
  // The SDK's next attempt resumes it; should the moved clock run out its bounded retry
  // first, the job fails with its cause, and 'Tentar novamente' sends it.
  const finished = allDone(page, '1 envio concluído');
  const retry = row.getByRole('button', { name: 'Tentar enviar tabela.csv de novo' });
  await advanceUntil(page, RETRY_STEP_MS, (soon) => soon(finished.or(retry)).toBeVisible());
  if (await retry.isVisible()) {
    await expect(row.getByRole('alert')).toContainText('Sem conexão com o armazenamento');
    await expect(retry).toHaveText('Tentar novamente');
    await retry.click();
  }
  await expect(finished).toBeVisible();
  await queue(page).getByRole('button', { name: 'Mostrar' }).click();
  await expect(row.getByText('Concluído', { exact: true })).toBeVisible();
  await expect(row.getByRole('status')).toHaveCount(0);

  const [registration] = sandbox.requests({ route: 'api.files.attaches' });
  const { filePath } = registration.body as { filePath: string };
  expect(Number((await storage.object(filePath))?.size)).toBe(24);
  await expect(page.getByRole('row', { name: /tabela\.csv/ })).toBeVisible();
});
