import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Opens the console with the app's own code held: the page is parsed and styled, the
 * render-blocking stylesheet and theme-boot.js have run, and React has not, so what shows is
 * what the first paint shows. Returns the page's background then, and lets the app go on.
 */
async function firstPaint(page: Page, url: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) =>
    released ? route.continue() : void held.push(route),
  );
  await page.goto(`${url}/console`, { waitUntil: 'commit' });
  // Parsed and styled: the app's stylesheet is applied, and the app has not started.
  await page.waitForFunction(() => {
    const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.sheet;
    return document.readyState !== 'loading' && sheet !== null && sheet !== undefined;
  });
  const seen = await page.evaluate(() => ({
    background: getComputedStyle(document.documentElement).backgroundColor,
    scheme: getComputedStyle(document.documentElement).colorScheme,
    appStarted: document.getElementById('root')!.childElementCount > 0,
  }));
  expect(held.length).toBeGreaterThan(0);
  released = true;
  await Promise.all(held.map((route) => route.continue()));
  return seen;
}

const DARK = { background: 'rgb(0, 0, 0)', scheme: 'dark', appStarted: false };

test.describe('on a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test("'Do sistema' paints dark from the first paint of the next load; 'Claro' does not", async ({
    page,
    consoleWeb,
  }) => {
    // Nothing chosen yet: light, the default theme, from the first paint on.
    const first = await firstPaint(page, consoleWeb.url);
    expect(first.background).not.toBe('rgb(0, 0, 0)');
    const themes = page.getByRole('radiogroup', { name: 'Tema' });
    await expect(themes).toBeEnabled();
    await themes.getByTitle('Do sistema').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    const next = await page.context().newPage();
    expect(await firstPaint(next, consoleWeb.url)).toEqual(DARK);
    const nextThemes = next.getByRole('radiogroup', { name: 'Tema' });
    await expect(nextThemes).toBeEnabled();
    await nextThemes.getByTitle('Claro').click();
    await expect(next.locator('html')).toHaveAttribute('data-theme', 'light');

    const third = await page.context().newPage();
    const light = await firstPaint(third, consoleWeb.url);
    expect(light.scheme).not.toBe('dark');
    expect(light.background).not.toBe('rgb(0, 0, 0)');
  });
});

test.describe('on a light system', () => {
  test.use({ colorScheme: 'light' });

  test('a remembered dark theme paints dark from the first paint of the next load', async ({
    page,
    consoleWeb,
  }) => {
    const light = await firstPaint(page, consoleWeb.url);
    expect(light.background).not.toBe('rgb(0, 0, 0)');
    const themes = page.getByRole('radiogroup', { name: 'Tema' });
    await expect(themes).toBeEnabled();
    await themes.getByTitle('Escuro').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // A cold load in a new page of the same browser profile.
    const next = await page.context().newPage();
    expect(await firstPaint(next, consoleWeb.url)).toEqual(DARK);
    // And the app keeps it dark once it runs.
    await expect(next.getByRole('radiogroup', { name: 'Tema' })).toBeEnabled();
    await expect(next.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
