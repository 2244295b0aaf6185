import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { signIn } from './session';
import { advanceUntil, stopClock } from '../e2e/page-clock';
import { AUTOSAVE_DEBOUNCE_MS, expectSaved, recordStatuses, saveStatus } from '../e2e/save-status';

async function categoryLoaded(page: Page) {
  await expect(page.getByText('demo/category/panelas')).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
}

test('autosave writes to Firestore; a colleague saving meanwhile opens the conflict view', async ({
  page,
  browser,
  firebaseConsole,
}) => {
  // This page's clock is Playwright's: its debounce waits for the colleague (page-clock.ts).
  await page.clock.install();
  await signIn(page, firebaseConsole.url, firebaseConsole.admin, '/console/category/panelas');
  await categoryLoaded(page);
  // The colleague: another person, in a browser context of their own.
  const otherContext = await browser.newContext({ locale: 'pt-BR' });
  await otherContext.addCookies([firebaseConsole.sessionCookie]);
  const other = await otherContext.newPage();
  await signIn(other, firebaseConsole.url, firebaseConsole.staff, '/console/category/panelas');
  await categoryLoaded(other);

  const title = page.getByLabel('Título', { exact: true });
  const otherTitle = other.getByLabel('Título', { exact: true });
  await title.fill('Panelas e caçarolas');
  await expect(saveStatus(page)).toHaveText('Salvo');
  await expect(otherTitle).toHaveValue('Panelas e caçarolas');
  expect((await firebaseConsole.readStored('project/demo/category/panelas'))?.title).toEqual({
    stringValue: 'Panelas e caçarolas',
  });

  // The next edit waits out the debounce: meanwhile the colleague saves. This page's clock
  // stands still until then (hers, in her own context, runs), however slow the machine.
  await stopClock(page);
  await title.fill('Minha versão');
  await expect(saveStatus(page)).toHaveText('Alterações pendentes');
  const otherStatuses = await recordStatuses(other);
  await otherTitle.fill('Versão da colega');
  // Her edit stored, not just 'Salvo' on screen: mine must be the save that meets the conflict.
  await expectSaved(otherStatuses);
  await page.clock.resume();

  const conflict = page.getByRole('dialog', {
    name: 'Este documento foi alterado por outra pessoa',
  });
  await advanceUntil(page, AUTOSAVE_DEBOUNCE_MS, (soon) => soon(conflict).toBeVisible());
  const row = conflict.getByRole('row').filter({ hasText: 'Título' });
  await expect(row).toContainText('Minha versão');
  await expect(row).toContainText('Versão da colega');
  await conflict.getByRole('button', { name: 'Manter a minha versão' }).click();
  await expect(conflict).toBeHidden();
  await expect(saveStatus(page)).toHaveText('Salvo');
  await expect(otherTitle).toHaveValue('Minha versão');
  expect((await firebaseConsole.readStored('project/demo/category/panelas'))?.title).toEqual({
    stringValue: 'Minha versão',
  });
  await otherContext.close();
});

test('creates a document, then deletes it after confirming', async ({ page, firebaseConsole }) => {
  await signIn(page, firebaseConsole.url, firebaseConsole.staff, '/console/brand');
  await page.getByRole('button', { name: 'Novo documento' }).click();
  await page.getByLabel('ID', { exact: true }).fill('rochedo');
  await page.getByLabel('Nome', { exact: true }).fill('Rochedo');
  await page.getByRole('button', { name: 'Salvar marca' }).click();
  await expect(page.getByText('demo/brand/rochedo')).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
  expect((await firebaseConsole.readStored('project/demo/brand/rochedo'))?.name).toEqual({
    stringValue: 'Rochedo',
  });

  await page.getByRole('button', { name: 'Apagar', exact: true }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Deseja realmente apagar o registro?' });
  await confirm.getByRole('button', { name: 'Apagar' }).click();
  await expect(page.getByText('Registro apagado')).toBeVisible();
  expect(await firebaseConsole.readStored('project/demo/brand/rochedo')).toBeNull();
});
