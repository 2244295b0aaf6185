import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { StaffUser } from './fixtures';

/** Signs in through the console's own sign-in screen, as a person would. */
export async function signIn(page: Page, url: string, user: StaffUser, path = '/') {
  await page.goto(`${url}${path}`);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(`Conectado como ${user.email}`)).toBeVisible();
}

/** Every request the page sends to one host, recorded from now on. */
export function recordRequestsTo(page: Page, host: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === host) seen.push(request.url());
  });
  return seen;
}
