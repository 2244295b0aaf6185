import { clickToClose } from './click-to-close';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { advanceUntil, stopClock } from './page-clock';
import {
  AUTOSAVE_DEBOUNCE_MS,
  expectSaved,
  recordStatuses,
  savedPastDebounce,
  saveStatus,
} from './save-status';

const LEAVE = 'Você possui alterações pendentes que não foram salvas. Tem certeza que deseja sair?';

/** A demo category's form, loaded (its fields on screen, saved). */
async function openCategory(page: Page, url: string, id = 'panelas') {
  await page.goto(`${url}/console/category/${id}`);
  await expect(page.getByText(`demo/category/${id}`)).toBeVisible();
  await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
}

test('creates a brand through "Salvar marca": id checks, then the form switches to the new id', async ({
  page,
  consoleWeb,
}) => {
  await page.goto(`${consoleWeb.url}/console/brand`);
  await page.getByRole('button', { name: 'Novo documento' }).click();

  await page.getByRole('button', { name: 'Salvar marca' }).click();
  await expect(page.getByText('Preencha o campo ID')).toBeVisible();

  await page.getByLabel('ID', { exact: true }).fill('tramontina');
  await page.getByLabel('Nome', { exact: true }).fill('Tramontina');
  await page.getByRole('button', { name: 'Salvar marca' }).click();

  await expect(page).toHaveURL(/\/console\/brand\/tramontina$/);
  await expect(page.getByText('demo/brand/tramontina')).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Salvo');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Tramontina');
  // The id is editable only while adding.
  await expect(page.getByLabel('ID', { exact: true })).not.toBeEditable();

  // The same id again is refused, and nothing is overwritten.
  await page.goto(`${consoleWeb.url}/console/brand`);
  await page.getByRole('button', { name: 'Novo documento' }).click();
  await page.getByLabel('ID', { exact: true }).fill('tramontina');
  await page.getByLabel('Nome', { exact: true }).fill('Outra marca');
  await page.getByRole('button', { name: 'Salvar marca' }).click();
  await expect(page.getByText('Já existe um documento com esse ID')).toBeVisible();
  await page.goto(`${consoleWeb.url}/console/brand/tramontina`);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Tramontina');
});

test('autosaves an edit: the first at once, the next after "Alterações pendentes"', async ({
  page,
  consoleWeb,
}) => {
  await page.clock.install();
  await openCategory(page, consoleWeb.url);
  const statuses = await recordStatuses(page);
  const title = page.getByLabel('Título', { exact: true });

  await title.fill('Panelas e caçarolas');
  // Stored, not just 'Salvo' on screen: the form says it from its load, and a first edit made
  // within the load's settle time saves once that time ends, taking a second edit made
  // meanwhile with it (a run failed so, with no 'Alterações pendentes').
  await expectSaved(statuses);
  await title.fill('Panelas, caçarolas e frigideiras');
  await expect(saveStatus(page)).toHaveText('Alterações pendentes');
  await savedPastDebounce(page);

  expect(await statuses()).toEqual([
    'Salvando...',
    'Salvo',
    'Alterações pendentes',
    'Salvando...',
    'Salvo',
  ]);

  await openCategory(page, consoleWeb.url);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(
    'Panelas, caçarolas e frigideiras',
  );
});

test('a change saved from a second page meanwhile opens the conflict view; keeping mine wins', async ({
  page,
  context,
  consoleWeb,
  profile,
}) => {
  await page.clock.install();
  // Both pages open first, so the colleague's save needs no page load inside the debounce.
  await openCategory(page, consoleWeb.url);
  const other = await context.newPage();
  await openCategory(other, consoleWeb.url);
  const title = page.getByLabel('Título', { exact: true });
  const otherTitle = other.getByLabel('Título', { exact: true });

  // A tab in the background gets no animation frames: each page is in front while used.
  await page.bringToFront();
  await title.fill('Minha primeira versão');
  await expect(saveStatus(page)).toHaveText('Salvo');
  // With no edits of its own, the other page follows the stored document.
  await expect(otherTitle).toHaveValue('Minha primeira versão');

  // The next edit waits out the 3 s debounce: meanwhile the colleague saves (her first edit
  // saves at once). The clock stands still until then, however slow the machine (not on
  // Firebase, whose SDK writes on the page's own timers: there it runs in real time).
  if (profile === 'local') await stopClock(page);
  await title.fill('Minha versão');
  await expect(saveStatus(page)).toHaveText('Alterações pendentes');
  await other.bringToFront();
  const otherStatuses = await recordStatuses(other);
  await otherTitle.fill('Versão da colega');
  // Her save stored before mine is let through, so mine is the one that meets the conflict.
  await expectSaved(otherStatuses);
  await page.bringToFront();
  if (profile === 'local') await page.clock.resume();

  const conflict = page.getByRole('dialog', {
    name: 'Este documento foi alterado por outra pessoa',
  });
  // The debounce is passed at once once the colleague's save is in.
  await advanceUntil(page, AUTOSAVE_DEBOUNCE_MS, (soon) => soon(conflict).toBeVisible());
  const row = conflict.getByRole('row').filter({ hasText: 'Título' });
  await expect(row).toContainText('Minha versão');
  await expect(row).toContainText('Versão da colega');
  await expect(otherTitle).toHaveValue('Versão da colega');

  await conflict.getByRole('button', { name: 'Manter a minha versão' }).click();
  await expect(conflict).toBeHidden();
  await expect(saveStatus(page)).toHaveText('Salvo');
  // The other page follows the stored document.
  await expect(otherTitle).toHaveValue('Minha versão');
  await openCategory(other, consoleWeb.url);
  await expect(otherTitle).toHaveValue('Minha versão');
});

test('deletes a document after confirming, then recreates it from what was deleted', async ({
  page,
  context,
  consoleWeb,
}) => {
  await openCategory(page, consoleWeb.url);
  const title = await page.getByLabel('Título', { exact: true }).inputValue();
  const list = await context.newPage();
  // A tab in the background gets no animation frames: the list is in front only while read.
  const openList = async () => {
    await list.bringToFront();
    await list.goto(`${consoleWeb.url}/console/category`);
    await expect(list.getByRole('link', { name: 'Cozinha', exact: true })).toBeVisible();
    await page.bringToFront();
  };
  await page.bringToFront();

  await page.getByRole('button', { name: 'Apagar', exact: true }).click();
  const confirm = page
    .getByRole('dialog')
    .filter({ hasText: 'Deseja realmente apagar o registro?' });
  await clickToClose(confirm.getByRole('button', { name: 'Cancelar' }), confirm);
  await openList();
  await expect(list.getByRole('link', { name: title, exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: 'Apagar', exact: true }).click();
  await clickToClose(confirm.getByRole('button', { name: 'Apagar' }), confirm);
  await expect(page.getByText('Registro apagado')).toBeVisible();
  await openList();
  await expect(list.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Recriar registro' }).click();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
  await expect(saveStatus(page)).toHaveText('Salvo');
  await openList();
  await expect(list.getByRole('link', { name: title, exact: true })).toHaveCount(1);
});

test('edits through the JSON editor: invalid JSON is refused, valid JSON is saved', async ({
  page,
  consoleWeb,
}) => {
  await openCategory(page, consoleWeb.url);
  await page.getByRole('button', { name: 'JSON Editor' }).click();
  const editor = page.getByRole('dialog', { name: /JSON Editor/ });
  const code = editor.locator('.monaco-editor').first();
  await expect(code).toBeVisible({ timeout: 20_000 });
  await expect(editor.locator('.view-lines')).toContainText('"__date"');

  await code.click();
  await page.keyboard.press('ControlOrMeta+A');
  // Not an object: braces would be auto-closed by the editor, so leave them out.
  await page.keyboard.insertText('"title": "sem chaves"');
  // The JSON language service (its worker) marks it before any save is tried.
  await expect(code.locator('.squiggly-error').first()).toBeVisible();
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor.getByText(/^JSON inválido: /)).toBeVisible();
  await expect(editor).toBeVisible();

  await code.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(
    '{ "title": "Panelas (JSON)", "visible": true, "createdAt": { "__date": "2026-01-02T03:04:05.000Z" } }',
  );
  // Whatever the editor auto-closed after the caret goes.
  await page.keyboard.press('Shift+ControlOrMeta+End');
  await page.keyboard.press('Delete');
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Panelas (JSON)');

  // Stored as written: the wrapper came back as a date, shown as one in the editor again.
  await openCategory(page, consoleWeb.url);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue('Panelas (JSON)');
  await page.getByRole('button', { name: 'JSON Editor' }).click();
  await expect(editor.locator('.view-lines')).toContainText('2026-01-02T03:04:05.000Z', {
    timeout: 20_000,
  });
});

test('warns before leaving with pending changes, in the app and when the page closes', async ({
  page,
  consoleWeb,
}) => {
  await page.clock.install();
  await openCategory(page, consoleWeb.url);
  const title = page.getByLabel('Título', { exact: true });
  const savedPrimeira = await recordStatuses(page);
  await title.fill('Primeira');
  await expectSaved(savedPrimeira);
  await title.fill('Ainda não salva');
  await expect(saveStatus(page)).toHaveText('Alterações pendentes');

  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: 'Início' }).click();
  const warning = page.getByRole('dialog').filter({ hasText: LEAVE });
  await expect(warning).toBeVisible();
  await clickToClose(warning.getByRole('button', { name: 'Cancelar' }), warning);
  await expect(page).toHaveURL(/\/console\/category\/panelas$/);
  await expect(title).toHaveValue('Ainda não salva');
  await savedPastDebounce(page);

  // Saved: leaving no longer asks.
  await nav.getByRole('link', { name: 'Início' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();

  // Pending again, then leave anyway.
  await openCategory(page, consoleWeb.url);
  const savedTerceira = await recordStatuses(page);
  await title.fill('Terceira');
  await expectSaved(savedTerceira);
  await title.fill('Quarta');
  await nav.getByRole('link', { name: 'Início' }).click();
  await clickToClose(warning.getByRole('button', { name: 'Sair' }), warning);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();

  // Closing the page with pending changes asks too (the browser's own prompt).
  await openCategory(page, consoleWeb.url);
  const savedQuinta = await recordStatuses(page);
  await title.fill('Quinta');
  await expectSaved(savedQuinta);
  await title.fill('Sexta');
  // The prompt is armed once the change is pending, not when the keystroke lands.
  await expect(saveStatus(page)).toHaveText('Alterações pendentes');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);
});
