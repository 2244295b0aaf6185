import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { StaffUser } from './fixtures';

/** A database of `storageState({ indexedDB: true })`, which Playwright's types leave out. */
interface IndexedDbSnapshot {
  name: string;
}
type OriginState = Awaited<ReturnType<BrowserContext['storageState']>>['origins'][number] & {
  indexedDB?: IndexedDbSnapshot[];
};

/** The Auth SDK's session as the browser keeps it: its IndexedDB database. */
export type KeptSession = IndexedDbSnapshot[];

/** What `context` holds of the Auth SDK's session on `url`'s origin, once signed in there. */
export async function keepSession(context: BrowserContext, url: string): Promise<KeptSession> {
  const { origin } = new URL(url);
  const state = await context.storageState({ indexedDB: true });
  const kept: OriginState | undefined = state.origins.find((entry) => entry.origin === origin);
  return (kept?.indexedDB ?? []).filter(({ name }) => name === 'firebaseLocalStorageDb');
}

/**
 * Gives `context` a kept session on `url`'s origin (another test's host: the SDK keys it by
 * app, not origin), as a browser that remembers it would. Replaces the context's state, so
 * its cookies (the host's session) go back.
 */
export async function restoreSession(
  context: BrowserContext,
  url: string,
  session: KeptSession,
): Promise<void> {
  const cookies = await context.cookies();
  const restored: OriginState = {
    origin: new URL(url).origin,
    localStorage: [],
    indexedDB: session,
  };
  await context.setStorageState({ cookies, origins: [restored] });
}

/** Sessions kept in this worker, by user: a user signs in through the screen once. */
const kept = new Map<string, KeptSession>();

/**
 * Signs in as a person would: through the console's own sign-in screen the first time the
 * worker signs `user` in, and with the session the browser kept after that (about 2 s of a
 * flow each). The sign-in itself is tested by sign-in-and-home.spec.ts.
 */
export async function signIn(page: Page, url: string, user: StaffUser, path = '/') {
  const session = kept.get(user.uid);
  if (session) await restoreSession(page.context(), url, session);
  await page.goto(`${url}${path}`);
  if (!session) {
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Senha').fill(user.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
  }
  await expect(page.getByText(`Conectado como ${user.email}`)).toBeVisible();
  if (!session) kept.set(user.uid, await keepSession(page.context(), url));
}

/** Every request the page sends to one host, recorded from now on. */
export function recordRequestsTo(page: Page, host: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).host === host) seen.push(request.url());
  });
  return seen;
}
