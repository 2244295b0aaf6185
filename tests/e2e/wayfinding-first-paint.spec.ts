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

/** A light first paint: neither the dark background nor the dark scheme. */
const expectLight = (seen: Awaited<ReturnType<typeof firstPaint>>) => {
  expect(seen.scheme).not.toBe('dark');
  expect(seen.background).not.toBe(DARK.background);
};

/** Picks a theme once the user is known, and waits until the page shows `shown`. */
async function choose(page: Page, theme: string, shown: 'dark' | 'light') {
  const themes = page.getByRole('radiogroup', { name: 'Tema' });
  await expect(themes).toBeEnabled();
  await themes.getByTitle(theme).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', shown);
}

test.describe('on a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test("'Do sistema' paints dark from the first paint of the next load; 'Claro' does not", async ({
    page,
    consoleWeb,
  }) => {
    // Nothing chosen yet: light, the default theme, from the first paint on.
    expectLight(await firstPaint(page, consoleWeb.url));
    await choose(page, 'Do sistema', 'dark');

    const next = await page.context().newPage();
    expect(await firstPaint(next, consoleWeb.url)).toEqual(DARK);
    await choose(next, 'Claro', 'light');
    expectLight(await firstPaint(await page.context().newPage(), consoleWeb.url));
  });
});

test.describe('on a light system', () => {
  test.use({ colorScheme: 'light' });

  test('a remembered dark theme paints dark from the first paint of the next load', async ({
    page,
    consoleWeb,
  }) => {
    expectLight(await firstPaint(page, consoleWeb.url));
    await choose(page, 'Escuro', 'dark');

    // A cold load in a new page of the same browser profile; the app keeps it dark once it runs.
    const next = await page.context().newPage();
    expect(await firstPaint(next, consoleWeb.url)).toEqual(DARK);
    await expect(next.getByRole('radiogroup', { name: 'Tema' })).toBeEnabled();
    await expect(next.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
