import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { advanceUntil, stopClock } from './page-clock';
import {
  AUTOSAVE_DEBOUNCE_MS,
  expectSaved,
  expectSavedPastDebounce,
  recordStatuses,
  saveStatus,
} from './save-status';

/** A demo category's form, loaded (its fields on screen, saved). */
async function openPanelas(page: Page, url: string) {
  await page.goto(`${url}/console/category/panelas`);
  await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
}

const conflictsCard = (page: Page) =>
  page
    .getByRole('region', { name: 'O que fazer agora' })
    .getByRole('region', { name: 'Conflitos de edição' });

test('an unresolved edit conflict waits on Início across a reload, one click from its resolution', async ({
  page,
  context,
  consoleWeb,
  profile,
}) => {
  await page.clock.install();
  // Two windows on the same category: this one's edit waits out the debounce while the
  // colleague's window saves, so this one's save meets a conflict.
  await openPanelas(page, consoleWeb.url);
  const colleague = await context.newPage();
  await openPanelas(colleague, consoleWeb.url);
  await page.bringToFront();
  const title = page.getByLabel('Título', { exact: true });
  const statuses = await recordStatuses(page);
  await title.fill('Minha primeira versão');
  // Stored, not just 'Salvo' on screen (which the form says before the edit reaches it): a
  // first save still to come or in flight would race the colleague's (a loaded run lost so).
  await expectSavedPastDebounce(page, statuses);
  // The clock stands still while the colleague saves: this edit's debounce waits for her.
  // (Not on Firebase, whose SDK writes on the page's own timers: there it runs in real time.)
  if (profile === 'local') await stopClock(page);
  await title.fill('Minha versão');
  await expect(saveStatus(page)).toHaveText('Alterações pendentes');
  await colleague.bringToFront();
  const colleagueStatuses = await recordStatuses(colleague);
  await colleague.getByLabel('Título', { exact: true }).fill('Versão da colega');
  // Her edit stored, not just 'Salvo' on screen: mine must be the save that meets the conflict.
  await expectSaved(colleagueStatuses);
  await page.bringToFront();
  if (profile === 'local') await page.clock.resume();
  const dialogName = { name: 'Este documento foi alterado por outra pessoa' };
  // The debounce is passed at once once the colleague's save is in.
  await advanceUntil(page, AUTOSAVE_DEBOUNCE_MS, (soon) =>
    soon(page.getByRole('dialog', dialogName)).toBeVisible(),
  );
  // The window closes with the conflict unresolved.
  await page.close();

  const home = colleague;
  await home.bringToFront();
  await home.goto(`${consoleWeb.url}/console`);
  const entry = conflictsCard(home).getByRole('link', { name: 'Versão da colega' });
  await expect(entry).toBeVisible();
  await expect(conflictsCard(home)).toContainText('Categoria · conflito em');
  await home.reload();
  await expect(entry).toBeVisible();

  // One click: the document opens with the kept edits, and the conflict view again.
  await entry.click();
  await expect(home).toHaveURL(/\/console\/category\/panelas$/);
  const conflict = home.getByRole('dialog', dialogName);
  await expect(conflict).toBeVisible();
  const row = conflict.getByRole('row').filter({ hasText: 'Título' });
  await expect(row).toContainText('Minha versão');
  await expect(row).toContainText('Versão da colega');
  await conflict.getByRole('button', { name: 'Usar a versão salva' }).click();
  await expect(conflict).toBeHidden();
  await expect(saveStatus(home)).toHaveText('Salvo');
  await expect(home.getByLabel('Título', { exact: true })).toHaveValue('Versão da colega');

  // Resolved: Início no longer lists it.
  await home.getByRole('link', { name: 'Início', exact: true }).first().click();
  await expect(conflictsCard(home).getByText(/Nenhum conflito pendente/)).toBeVisible();
  await expect(conflictsCard(home).getByRole('link')).toHaveCount(0);
});
