import type { Page } from '@playwright/test';
import { policyDirectives } from '../../src/main/host/content-security-policy';
import { EMBED_HEIGHT_MESSAGE, embedPageUrl } from '../../src/shared/bridge/embed-frame';
import { test, expect } from './fixtures';

/**
 * Issue 16: third-party embeds run on the shell's embed origin, in a frame sandboxed with
 * allow-scripts only, never in the console's page. The layout editor's Embed node is not
 * needed here: the console page itself (the app origin, with its real CSP and bridge) mounts
 * the frame exactly as EmbedFrame does, with an embed whose script tries to reach the console.
 */

/** The embed origin as the renderer learns it: app.getInfo over the page's own bridge. */
async function embedOriginOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const socket = new WebSocket(`ws://${location.host}/__bridge`);
        socket.onerror = () => reject(new Error('bridge socket failed'));
        socket.onopen = () =>
          socket.send(JSON.stringify({ type: 'invoke', id: 1, name: 'app.getInfo', input: {} }));
        socket.onmessage = (message) => {
          const data = JSON.parse(String(message.data));
          if (data.type !== 'result' || data.id !== 1) return;
          socket.close();
          if (data.envelope.ok) resolve(data.envelope.value.embedOrigin);
          else reject(new Error(data.envelope.error.message));
        };
      }),
  );
}

async function openConsole(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  return String(response?.headers()['content-security-policy']);
}

/**
 * The embed: visible text, then a script that tries every way into the console and posts
 * what it found. Each attempt says `reached: ...` or `blocked: <error name>`.
 */
function probeHtml(appUrl: string): string {
  const wsUrl = `${appUrl.replace('http:', 'ws:')}/__bridge`;
  return `<p>Olá do embed</p>
<script>
(async function () {
  var found = { violations: [] };
  document.addEventListener('securitypolicyviolation', function (event) {
    found.violations.push(event.effectiveDirective + ' ' + event.blockedURI);
  });
  function attempt(name, read) {
    try {
      found[name] = 'reached: ' + String(read());
    } catch (error) {
      found[name] = 'blocked: ' + error.name;
    }
  }
  attempt('parentDocument', function () { return parent.document.title; });
  attempt('parentStorage', function () { return parent.localStorage.getItem('embed-canary'); });
  attempt('parentBridge', function () { return typeof parent.consoleDesktop; });
  attempt('topUrl', function () { return top.location.href; });
  attempt('storage', function () { return localStorage.getItem('embed-canary'); });
  attempt('cookie', function () { return document.cookie; });
  attempt('indexedDb', function () { return indexedDB.open('embed-canary'); });
  found.fetchApp = await fetch(${JSON.stringify(`${appUrl}/`)}, { credentials: 'include' }).then(
    function (response) { return 'reached: ' + response.status; },
    function (error) { return 'blocked: ' + error.name; }
  );
  found.bridgeSocket = await new Promise(function (resolve) {
    try {
      var socket = new WebSocket(${JSON.stringify(wsUrl)});
      socket.onopen = function () { resolve('reached: open'); };
      socket.onerror = function () { resolve('blocked: error'); };
    } catch (error) {
      resolve('blocked: ' + error.name);
    }
  });
  found.origin = String(self.origin);
  found.text = document.querySelector('p').textContent;
  parent.postMessage({ probe: found }, '*');
})();
</script>`;
}

test('an embed runs its script on the embed origin and reaches nothing of the console', async ({
  page,
  consoleWeb,
}) => {
  const csp = await openConsole(page, consoleWeb.url);
  const embedOrigin = await embedOriginOf(page);
  expect(embedOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(embedOrigin).not.toBe(new URL(consoleWeb.url).origin);
  expect(policyDirectives(csp).get('frame-src')).toContain(embedOrigin);

  // Something of the console's in each of its stores, for the embed to look for.
  await page.evaluate(async () => {
    localStorage.setItem('embed-canary', 'segredo');
    document.cookie = 'embed-canary=segredo; path=/';
    await new Promise((resolve) => {
      const opening = indexedDB.open('embed-canary');
      opening.onsuccess = () => resolve(opening.result.close());
    });
  });

  // Mounted as EmbedFrame mounts it: sandbox="allow-scripts", the HTML in the fragment.
  const src = embedPageUrl(embedOrigin, probeHtml(consoleWeb.url));
  const answer = await page.evaluate(
    ({ src, heightType }) =>
      new Promise<{ probe: Record<string, unknown>; origin: string; heights: number[] }>(
        (resolve, reject) => {
          const frame = document.createElement('iframe');
          frame.setAttribute('sandbox', 'allow-scripts');
          frame.referrerPolicy = 'no-referrer';
          frame.title = 'Conteúdo incorporado de teste';
          frame.style.width = '100%';
          const heights: number[] = [];
          window.addEventListener('message', (event) => {
            if (event.source !== frame.contentWindow) return;
            if (event.data?.type === heightType) heights.push(event.data.height);
            if (event.data?.probe) {
              // Give the page's ResizeObserver a moment to report the written content.
              setTimeout(
                () => resolve({ probe: event.data.probe, origin: event.origin, heights }),
                300,
              );
            }
          });
          setTimeout(() => reject(new Error('the embed never answered')), 20_000);
          frame.src = src;
          document.body.append(frame);
        },
      ),
    { src, heightType: EMBED_HEIGHT_MESSAGE },
  );

  // The embed's HTML is in its frame, where a person sees it.
  await expect(
    page.frameLocator('iframe[title="Conteúdo incorporado de teste"]').getByText('Olá do embed'),
  ).toBeVisible();
  const { probe } = answer;
  // Its script ran, in an opaque origin, and told the parent so.
  expect(answer.origin).toBe('null');
  expect(probe.origin).toBe('null');
  expect(probe.text).toBe('Olá do embed');
  expect(answer.heights.length).toBeGreaterThan(0);
  expect(answer.heights.every((height) => height > 0)).toBe(true);
  // Nothing of the console: not its DOM, storage, cookies or bridge, not even its own storage.
  expect(probe).toMatchObject({
    parentDocument: 'blocked: SecurityError',
    parentStorage: 'blocked: SecurityError',
    parentBridge: 'blocked: SecurityError',
    topUrl: 'blocked: SecurityError',
    storage: 'blocked: SecurityError',
    cookie: 'blocked: SecurityError',
    indexedDb: 'blocked: SecurityError',
    fetchApp: 'blocked: TypeError',
    bridgeSocket: expect.stringMatching(/^blocked: /),
  });
  // The app's port is refused by the embed origin's own CSP, not merely unreachable.
  const appOrigin = new URL(consoleWeb.url).origin;
  expect(probe.violations).toEqual(
    expect.arrayContaining([
      `connect-src ${appOrigin}/`,
      `connect-src ${appOrigin.replace('http:', 'ws:')}/__bridge`,
    ]),
  );
  // And the console's own stores are as it left them.
  expect(await page.evaluate(() => localStorage.getItem('embed-canary'))).toBe('segredo');
});

test('the console page frames only the embed origin: a srcdoc embed cannot run its script, another origin is refused', async ({
  page,
  consoleWeb,
  sandbox,
}) => {
  await openConsole(page, consoleWeb.url);
  const refusedScripts: string[] = [];
  page.on('console', (message) => {
    // Chromium's words for an inline script its CSP stopped (older builds said "Refused to").
    if (/inline script violates .*script-src 'self'/.test(message.text())) {
      refusedScripts.push(message.text());
    }
  });

  type Outcome = { violations: string[]; srcdocRan: boolean };
  await page.evaluate(
    ({ otherOrigin }) => {
      const outcome: Outcome = { violations: [], srcdocRan: false };
      (window as unknown as { outcome: Outcome }).outcome = outcome;
      document.addEventListener('securitypolicyviolation', (event) => {
        outcome.violations.push(`${event.effectiveDirective} ${event.blockedURI}`);
      });
      window.addEventListener('message', (event) => {
        if (event.data === 'srcdoc ran') outcome.srcdocRan = true;
      });
      // srcdoc inherits the console's CSP, whose script-src has no inline scripts.
      const inline = document.createElement('iframe');
      inline.setAttribute('sandbox', 'allow-scripts');
      inline.srcdoc = `<p>srcdoc</p><script>parent.postMessage('srcdoc ran', '*')</script>`;
      // Any origin but the embed origin (here the test's loopback sandbox server).
      const other = document.createElement('iframe');
      other.setAttribute('sandbox', 'allow-scripts');
      other.src = `${otherOrigin}/`;
      document.body.append(inline, other);
    },
    { otherOrigin: sandbox.url },
  );
  const outcome = () => page.evaluate(() => (window as unknown as { outcome: Outcome }).outcome);

  // Both refusals are events to wait for, not a time to sleep through: the inline script's
  // (Chromium logs it) and the other origin's frame (a CSP violation in the page).
  await expect.poll(() => refusedScripts.length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await outcome()).violations)
    .toContain(`frame-src ${new URL(sandbox.url).origin}`);
  expect((await outcome()).srcdocRan).toBe(false);
});

test('the embed page keeps an opaque origin even when opened outside its frame', async ({
  page,
  consoleWeb,
}) => {
  await openConsole(page, consoleWeb.url);
  const embedOrigin = await embedOriginOf(page);
  // Its own CSP sandboxes it: no storage of the embed origin to keep anything in either.
  await page.goto(
    embedPageUrl(
      embedOrigin,
      `<script>document.title = String(self.origin) + ' ' + (function () {
        try { localStorage.length; return 'storage'; } catch (error) { return error.name; }
      })();</script>`,
    ),
  );
  await expect(page).toHaveTitle('null SecurityError');
  // And it serves nothing but that page.
  expect((await page.request.get(`${embedOrigin}/`)).status()).toBe(404);
  expect((await page.request.get(`${embedOrigin}/index.html`)).status()).toBe(404);
});
