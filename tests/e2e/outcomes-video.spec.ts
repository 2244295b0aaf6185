import { dropFiles, dropZone } from './drop-files';
import { test, expect } from './fixtures';
import { openNewCourse } from './new-course';
import { advanceUntil } from './page-clock';
import { expectSaved, recordStatuses } from './save-status';

// Issue 28, the CDN defect: a video's CDN id and status are stored in its field, so the
// reopened document shows the status, keeps following it, and never creates the video twice.
test.use({
  consoleEnv: async ({ sandbox }, use) => {
    await use({ CONSOLE_API_URL: sandbox.url, CONSOLE_VIDEO_HOST: sandbox.url });
  },
});

test.beforeEach(({ firebase }) => {
  test.skip(firebase?.storage === null, 'no Storage emulator here: nowhere to upload to');
});

test('a video created on the CDN keeps its status after a reload, is still followed, and is never created twice', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  const videoAnswer = (status: number) => ({
    route: 'api.file.video',
    body: {
      id: 'x',
      cdn: { bunny: { id: 'bunny-7', status } },
      iframeUrl: `${sandbox.url}/__sandbox__/assets/player/bunny-7`,
    },
  });
  sandbox.script(videoAnswer(2));
  // The status polls (2 s, then doubling) are reached by moving the page's clock on.
  await page.clock.install();

  await openNewCourse(page, consoleWeb.url, 'aula gravada');

  await dropFiles(dropZone(page, 'Vídeo'), [
    { name: 'aula.mp4', type: 'video/mp4', text: 'not really a video' },
  ]);
  const card = page.getByRole('list', { name: 'Vídeo', exact: true }).getByRole('listitem');
  await expect(card).toContainText('aula.mp4');
  const status = card.getByRole('status', { name: 'Status do vídeo no CDN' });
  const statuses = await recordStatuses(page);
  await card.getByRole('button', { name: 'Criar vídeo no CDN' }).click();
  await expect(status).toContainText('Codificando');
  // The CDN id and status went into the field, and the form saved them (after its debounce).
  await advanceUntil(page, 3_000, (soon) => expectSaved(statuses, soon));
  const creates = () => sandbox.requests({ route: 'api.files.bunny.uploadVideoUrl' }).length;
  expect(creates()).toBe(1);

  await page.reload();
  await expect(status).toContainText('Codificando');
  await expect(card.getByRole('button', { name: 'Criar vídeo no CDN' })).toHaveCount(0);
  // Not final: it is still followed after the reload, up to the end.
  const reads = sandbox.requests({ route: 'api.file.video' }).length;
  await advanceUntil(page, 2_000, (soon) =>
    soon.poll(() => sandbox.requests({ route: 'api.file.video' }).length).toBeGreaterThan(reads),
  );
  sandbox.script(videoAnswer(3));
  await advanceUntil(page, 2_000, (soon) => soon(status).toContainText('Concluído'));
  expect(creates()).toBe(1);
});
