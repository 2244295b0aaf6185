import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { texts } from '../../src/shared/texts/pt-BR';
import { CHROMIUM_ARGS, testChromiumExecutablePath } from '../support/chromium';
import { test, expect } from './fixtures';

const session = texts.web.session;

// The web host's own session, the same whichever profile the console uses; on Firebase each
// fresh browser would also have to sign in, which proves nothing more here.
test.skip(
  ({ profile }) => profile === 'firebase',
  'the web session does not depend on the profile',
);

/** The console's first screen: the page holds a session and its bridge answers. */
async function expectConsole(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
}

/** What a browser without a session sees instead of the console. */
async function expectSessionPage(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(session.howToOpen)).toBeVisible();
  await expect(page.getByText(session.howToRestart)).toBeVisible();
}

/** A server on another loopback port that records what each request brought. */
async function startListener(): Promise<{
  server: Server;
  port: number;
  seen: IncomingHttpHeaders[];
}> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>outro servidor</title><h1>Outro servidor</h1>');
  });
  server.on('upgrade', (request, socket) => {
    seen.push(request.headers);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, seen };
}

test('without a session the console shows a pt-BR page that says how to open it', async ({
  browser,
  consoleWeb,
}) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const own = await page.goto(`${consoleWeb.url}/console/orders`);
    expect(own?.status()).toBe(401);
    await expectSessionPage(page, session.missingHeading);

    // 127.0.0.1 and localhost lead nowhere without the token (the own name is not given away).
    const port = new URL(consoleWeb.url).port;
    for (const alias of [`http://127.0.0.1:${port}/`, `http://localhost:${port}/`]) {
      await page.goto(alias);
      await expectSessionPage(page, session.missingHeading);
      expect(new URL(page.url()).hostname).toBe(new URL(alias).hostname);
    }

    const wrongToken = new URL(consoleWeb.launchUrl);
    wrongToken.searchParams.set('token', 'chave-errada');
    await page.goto(wrongToken.href);
    await expectSessionPage(page, session.badTokenHeading);
  } finally {
    await context.close();
  }
});

test('the launch address opens a session that a restarted browser keeps', async ({
  consoleWeb,
}) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'console-browser-'));
  const launch = () =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: testChromiumExecutablePath(),
      args: CHROMIUM_ARGS,
      locale: 'pt-BR',
    });
  try {
    let browser = await launch();
    let page = browser.pages()[0] ?? (await browser.newPage());
    // As typed from the terminal, at 127.0.0.1: on to the own name, where the session starts.
    const launchAt127 = new URL(consoleWeb.launchUrl);
    launchAt127.hostname = '127.0.0.1';
    await page.goto(launchAt127.href);
    await expectConsole(page);
    const landed = new URL(page.url());
    expect(landed.origin).toBe(consoleWeb.url);
    expect(landed.searchParams.has('token')).toBe(false);
    await browser.close();

    // A browser restart: the same profile folder, a new process, no launch token.
    browser = await launch();
    page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${consoleWeb.url}/console/orders`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
    await browser.close();
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('the session cookie never reaches a server on another loopback port', async ({
  browser,
  consoleWeb,
}) => {
  const listener = await startListener();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(consoleWeb.launchUrl);
    await expectConsole(page);
    const [cookie] = await context.cookies(consoleWeb.url);
    expect(cookie.value).not.toBe('');

    // The page itself cannot open a socket to another local port (CSP: its own bridge only).
    await page.evaluate((port) => {
      const blocked: string[] = [];
      (window as unknown as { blocked: string[] }).blocked = blocked;
      document.addEventListener('securitypolicyviolation', (event) =>
        blocked.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
      try {
        new WebSocket(`ws://127.0.0.1:${port}/`);
      } catch {
        blocked.push('connect-src (exceção)');
      }
    }, listener.port);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { blocked: string[] }).blocked))
      .toEqual([expect.stringMatching(/^connect-src/)]);

    // Visiting the other server, by any loopback name, carries no session.
    for (const name of ['127.0.0.1', 'localhost', 'console.localhost']) {
      await page.goto(`http://${name}:${listener.port}/`);
      await expect(page.getByRole('heading', { name: 'Outro servidor' })).toBeVisible();
    }
    expect(listener.seen.length).toBeGreaterThanOrEqual(3);
    for (const headers of listener.seen) {
      expect(headers.cookie ?? '').not.toContain(cookie.value);
      expect(headers.upgrade).toBeUndefined();
    }
  } finally {
    await context.close();
    await new Promise((resolve) => listener.server.close(resolve));
  }
});
