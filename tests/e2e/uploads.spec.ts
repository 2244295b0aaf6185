import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropFiles, dropZone } from './drop-files';
import { test, expect } from './fixtures';
import { chooseFiles } from '../support/choose-files';
import { holdUploadWrites } from './hold-chunk-writes';
import { openNewCourse } from './new-course';
import { advanceUntil } from './page-clock';
import { savedPastDebounce } from './save-status';

// The console API of the profile is this test's sandbox, which also hosts the video player.
test.use({
  consoleEnv: async ({ sandbox }, use) => {
    await use({
      CONSOLE_WORKERS_URL: sandbox.url,
      CONSOLE_API_URL: sandbox.url,
      CONSOLE_VIDEO_HOST: sandbox.url,
    });
  },
});

test.beforeEach(({ firebase }) => {
  test.skip(firebase?.storage === null, 'no Storage emulator here: nowhere to upload to');
});

/** A file on disk, for the native open dialog. */
function diskFile(name: string, bytes: number) {
  const dir = mkdtempSync(join(tmpdir(), 'console-upload-'));
  const path = join(dir, name);
  writeFileSync(path, Buffer.alloc(bytes, 7));
  return { path, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

test('two images dropped on an image field reach 100%, register, preview, and stay saved', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  // The page's clock is Playwright's: the autosave's debounce is moved on, not slept through.
  await page.clock.install();
  await openNewCourse(page, consoleWeb.url, 'fotos');
  await dropFiles(dropZone(page, 'Capa'), [
    { name: 'frente.png', type: 'image/png', png: true },
    { name: 'verso.png', type: 'image/png', png: true },
  ]);

  const jobs = page.getByRole('region', { name: 'Envios', exact: true });
  // All done: the panel folds to its summary (outcomes-uploads.spec.ts); its list is a click away.
  await expect(jobs.getByRole('status')).toHaveText('2 envios concluídos');
  await jobs.getByRole('button', { name: 'Mostrar' }).click();
  for (const name of ['frente.png', 'verso.png']) {
    await expect(jobs.getByRole('progressbar', { name: `Progresso de ${name}` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(jobs.getByRole('listitem', { name })).toContainText('Concluído');
    const preview = page
      .getByRole('list', { name: 'Capa', exact: true })
      .getByRole('img', { name });
    await expect(preview).toBeVisible();
    // The preview shows the stored bytes: the browser decoded them.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
  }
  // Beside the field, only uploads under way (or failed) stay listed: these are done.
  await expect(page.getByRole('list', { name: 'Envios de Capa', exact: true })).toHaveCount(0);

  const registered = sandbox.requests({ route: 'api.files.images' });
  expect(registered).toHaveLength(2);
  for (const request of registered) {
    expect(request.body).toMatchObject({ filePath: expect.stringMatching(/^demo\/files\//) });
    expect(request.body).toMatchObject({ isPublic: true });
  }

  await savedPastDebounce(page);
  await page.reload();
  const capa = page.getByRole('list', { name: 'Capa', exact: true });
  await expect(capa.getByRole('img', { name: 'frente.png' })).toBeVisible();
  await expect(capa.getByRole('img', { name: 'verso.png' })).toBeVisible();
});

test('a PDF dropped on an image field is refused by name, before any byte moves', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  await openNewCourse(page, consoleWeb.url, 'recusa');
  await dropFiles(dropZone(page, 'Capa'), [
    { name: 'manual.pdf', type: 'application/pdf', text: '%PDF-1.4' },
  ]);
  await expect(page.getByRole('alert')).toContainText(
    '"manual.pdf" não é uma imagem e não foi enviado.',
  );
  await expect(page.getByRole('region', { name: 'Envios', exact: true })).toHaveCount(0);
  await expect(page.getByText('Nenhum arquivo.').first()).toBeVisible();
  expect(sandbox.requests({ route: 'api.files.images' })).toHaveLength(0);
  expect(sandbox.requests({ route: 'api.files.attaches' })).toHaveLength(0);
});

test('a file named like markup shows as text and runs nothing', async ({ page, consoleWeb }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openNewCourse(page, consoleWeb.url, 'nomes');
  const name = '<img src=x onerror=alert(1)>.png';
  await dropFiles(dropZone(page, 'Capa'), [{ name, type: 'image/png', png: true }]);
  await expect(page.getByRole('list', { name: 'Capa', exact: true }).getByText(name)).toBeVisible();
  const jobs = page.getByRole('region', { name: 'Envios', exact: true });
  await expect(jobs.getByRole('status')).toHaveText('1 envio concluído');
  await jobs.getByRole('button', { name: 'Mostrar' }).click();
  await expect(jobs.getByText(name)).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('cancelling mid-upload registers nothing, and the file can be sent again', async ({
  page,
  consoleWeb,
  sandbox,
  firebase,
}) => {
  const file = diskFile('catalogo.zip', 8 * 1024 * 1024);
  try {
    await page.goto(`${consoleWeb.url}/console/files`);
    await expect(page.getByText('Nenhum arquivo enviado.')).toBeVisible();
    // The page holds the chosen File; its bytes wait behind a held write, so the upload is
    // under way for as long as the test needs.
    const release = await holdUploadWrites(page, firebase);
    await chooseFiles(
      page,
      dropZone(page, 'Arquivos').getByRole('button', { name: 'Escolher arquivos' }),
      file.path,
    );

    const row = page
      .getByRole('region', { name: 'Envios', exact: true })
      .getByRole('listitem', { name: 'catalogo.zip' });
    // Beside the zone too, while it is under way.
    await expect(
      page.getByRole('list', { name: 'Envios de Arquivos', exact: true }).getByText('catalogo.zip'),
    ).toBeVisible();
    await expect(row).toContainText('Enviando');
    await row.getByRole('button', { name: 'Cancelar envio de catalogo.zip' }).click();
    await release();
    await expect(row).toContainText('Cancelado');
    // A late registration of the cancelled upload would also show in the count of one after
    // the retry below, which takes longer than any such late call.
    expect(sandbox.requests({ route: 'api.files.attaches' })).toHaveLength(0);
    await expect(page.getByText('Nenhum arquivo enviado.')).toBeVisible();

    await row.getByRole('button', { name: 'Tentar enviar catalogo.zip de novo' }).click();
    // Done: the panel folds to its summary.
    await expect(
      page.getByRole('region', { name: 'Envios', exact: true }).getByRole('status'),
    ).toHaveText('1 envio concluído');
    expect(sandbox.requests({ route: 'api.files.attaches' })).toHaveLength(1);
    // A private attachment (spec 01 §6), listed with its size.
    const listed = page.getByRole('row', { name: /catalogo\.zip/ });
    await expect(listed).toContainText('8 MB');
    await expect(
      listed.getByRole('switch', { name: 'Arquivo público: catalogo.zip' }),
    ).not.toBeChecked();
  } finally {
    file.cleanup();
  }
});

test('the public flag changes only once the console API accepts it', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  await page.goto(`${consoleWeb.url}/console/files`);
  await dropFiles(dropZone(page, 'Arquivos'), [
    { name: 'banner.png', type: 'image/png', png: true },
  ]);
  const row = page.getByRole('row', { name: /banner\.png/ });
  const toggle = row.getByRole('switch', { name: 'Arquivo público: banner.png' });
  await expect(toggle).toBeChecked();
  const id = (sandbox.requests({ route: 'api.files.images' })[0].body as { filePath: string })
    .filePath;
  expect(id).toMatch(/^demo\/files\/.+\/banner\.png$/);

  sandbox.script({ route: 'api.files.permissions', status: 500, times: 1 });
  await toggle.click();
  await expect(row.getByRole('alert')).toContainText('Não foi possível mudar a visibilidade');
  await expect(toggle).toBeChecked();

  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(row).toContainText('Privado');
  const calls = sandbox.requests({ route: 'api.files.permissions' });
  expect(calls).toHaveLength(2);
  expect(calls[1].body).toEqual({ id: expect.any(String), isPublic: false });
  await page.reload();
  await expect(
    page.getByRole('row', { name: /banner\.png/ }).getByRole('switch'),
  ).not.toBeChecked();
});

test('a video chosen in the dialog uploads, goes to the CDN, is followed 0 → 1 → 2 → 4, and plays', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  const file = diskFile('aula.mp4', 256 * 1024);
  // The status polls (2 s after a change) are reached by moving the page's clock on.
  await page.clock.install();
  try {
    await openNewCourse(page, consoleWeb.url, 'video');
    await chooseFiles(
      page,
      dropZone(page, 'Vídeo').getByRole('button', { name: 'Escolher arquivos' }),
      file.path,
    );
    const card = page.getByRole('list', { name: 'Vídeo', exact: true }).getByRole('listitem');
    await expect(card).toContainText('aula.mp4');
    expect(sandbox.requests({ route: 'api.files.attaches' })).toHaveLength(1);

    const status = card.getByRole('status', { name: 'Status do vídeo no CDN' });
    const scriptStatus = (code: number) => {
      sandbox.reset();
      sandbox.script({
        route: 'api.file.video',
        body: {
          id: 'x',
          cdn: { bunny: { id: 'bunny-1', status: code } },
          iframeUrl: `${sandbox.url}/__sandbox__/assets/player/bunny-1`,
          thumbnailUrl: `${sandbox.url}/__sandbox__/assets/images/bunny-1.png`,
        },
      });
    };
    scriptStatus(0);
    await card.getByRole('button', { name: 'Criar vídeo no CDN' }).click();
    await expect(status).toContainText('Na fila');
    expect(sandbox.requests({ route: 'api.files.bunny.uploadVideoUrl' })).toHaveLength(1);
    scriptStatus(1);
    await advanceUntil(page, 2_000, (soon) => soon(status).toContainText('Processando'));
    scriptStatus(2);
    await advanceUntil(page, 2_000, (soon) => soon(status).toContainText('Codificando'));
    await expect(card.getByRole('button', { name: 'Reproduzir vídeo' })).toHaveCount(0);
    scriptStatus(4);
    await advanceUntil(page, 2_000, (soon) => soon(status).toContainText('Resolução concluída'));

    await card.getByRole('button', { name: 'Reproduzir vídeo' }).click();
    const player = card.locator('iframe[title="Player do vídeo"]');
    await expect(player).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(
      page.frameLocator('iframe[title="Player do vídeo"]').getByText('Vídeo bunny-1 (sandbox)'),
    ).toBeVisible();
  } finally {
    file.cleanup();
  }
});
