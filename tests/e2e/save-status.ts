import { expect, type Page } from '@playwright/test';
import { advanceUntil } from './page-clock';

/** The document form's bottom bar (texts.forms.bottomBar.label). */
export const SAVE_BAR = 'Barra de salvamento do documento';

export const saveStatus = (page: Page) =>
  page.getByRole('region', { name: SAVE_BAR }).getByRole('status');

/**
 * Every text the save status changes to from now on, in order (some last only milliseconds).
 * What it shows now is not one: any later change elsewhere on the page would record it.
 */
export async function recordStatuses(page: Page) {
  await page.evaluate((barName) => {
    const seen: string[] = [];
    (window as unknown as { statuses: string[] }).statuses = seen;
    // The whole page is observed and the bar looked up each time: a form that remounts (a
    // session reopened after its first save) replaces the bar.
    const shown = () =>
      document
        .querySelector(`[role="region"][aria-label="${barName}"]`)
        ?.querySelector('[role="status"]')?.textContent;
    let last = shown();
    new MutationObserver(() => {
      const text = shown();
      if (text === undefined || text === null || text === last) return;
      last = text;
      seen.push(text);
    }).observe(document.body, { childList: true, characterData: true, subtree: true });
  }, SAVE_BAR);
  return () => page.evaluate(() => (window as unknown as { statuses: string[] }).statuses);
}

/**
 * Waits for the edits made since `recordStatuses` to be stored: a save ran and nothing is
 * pending. 'Salvo' alone is not enough: an untouched form, or one whose newest edit has not
 * reached its status yet, says it too. `using`: another expect (advanceUntil's short one).
 */
export async function expectSaved(statuses: () => Promise<string[]>, using = expect) {
  await using
    .poll(async () => {
      const seen = await statuses();
      return seen.includes('Salvando...') && seen.at(-1) === 'Salvo' ? 'saved' : seen.join(' → ');
    })
    .toBe('saved');
}

/** The autosave's debounce after a first save (AUTOSAVE_DEBOUNCE_MS, autosave-controller.ts). */
export const AUTOSAVE_DEBOUNCE_MS = 3_000;

/**
 * expectSaved with the autosave's debounce passed at once: the page's clock (installed
 * before the page loaded) is moved on instead of sleeping through it (page-clock.ts).
 */
export const expectSavedPastDebounce = (page: Page, statuses: () => Promise<string[]>) =>
  advanceUntil(page, AUTOSAVE_DEBOUNCE_MS, (soon) => expectSaved(statuses, soon));

/** 'Salvo' with the autosave's debounce passed at once (as expectSavedPastDebounce). */
export const savedPastDebounce = (page: Page) =>
  advanceUntil(page, AUTOSAVE_DEBOUNCE_MS, (soon) => soon(saveStatus(page)).toHaveText('Salvo'));
