import { dropFiles, dropZone } from './drop-files';
import { test, expect } from './fixtures';
import { openNewCourse } from './new-course';

// Issue 28 item 4: the 'Envios' panel is docked under the screen (it never covers content),
// folds to its summary once every upload ended, can be closed, and opens again from a drop area.
test.use({
  consoleEnv: async ({ sandbox }, use) => {
    await use({ CONSOLE_API_URL: sandbox.url });
  },
});

test.beforeEach(({ firebase }) => {
  test.skip(firebase?.storage === null, 'no Storage emulator here: nowhere to upload to');
});

test('the Envios panel sits under the screen, folds when all is done, closes, and reopens from the drop area', async ({
  page,
  consoleWeb,
}) => {
  await openNewCourse(page, consoleWeb.url, 'painel de envios');

  await dropFiles(dropZone(page, 'Capa'), [{ name: 'capa.png', type: 'image/png', png: true }]);
  const panel = page.getByRole('region', { name: 'Envios', exact: true });
  await expect(panel).toBeVisible();
  // In the page's flow, below the screen's content: nothing of the screen is under it.
  const position = await panel.evaluate((element) => getComputedStyle(element).position);
  expect(['static', 'relative']).toContain(position);
  const content = await page.getByRole('main').boundingBox();
  const box = await panel.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(content!.y + content!.height - 1);

  // Done: folded to its summary; the list is one click away.
  await expect(panel.getByRole('status')).toHaveText('1 envio concluído');
  const unfold = panel.getByRole('button', { name: 'Mostrar' });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('listitem', { name: 'capa.png' })).toBeHidden();
  await unfold.click();
  await expect(panel.getByRole('listitem', { name: 'capa.png' })).toContainText('Concluído');

  // Closed: gone from every screen; the drop area brings it back, by keyboard too.
  await panel.getByRole('button', { name: 'Fechar envios' }).click();
  await expect(panel).toHaveCount(0);
  const reopen = page.getByRole('button', { name: 'Ver todos os envios (1)' });
  await reopen.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await expect(reopen).toHaveCount(0);

  // A new upload after closing shows the panel again by itself.
  await panel.getByRole('button', { name: 'Fechar envios' }).click();
  await dropFiles(dropZone(page, 'Capa'), [{ name: 'verso.png', type: 'image/png', png: true }]);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('status')).toHaveText('2 envios concluídos');
});
