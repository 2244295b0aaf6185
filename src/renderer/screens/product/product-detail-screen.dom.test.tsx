import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HttpRequest, HttpResult } from '../../../shared/bridge/http';
import { defaultLocalProfile } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { createFakePorts } from '../../test-support/fake-ports';
import { renderScreen } from '../../test-support/render-screen';
import { resetSettingsStore } from '../../stores/settings-store';
import { resetFlowOutcomes } from './flow-outcome-store';

vi.setConfig({ testTimeout: 120_000 });

const t = texts.product;
const o = texts.outcomes.product;
const PATH = 'project/demo/product-data/1011';
const DOWNLOAD = 'https://w/__sandbox__/assets/tstock.csv';

const ok = (body: unknown): HttpResult => ({
  ok: true,
  status: 200,
  url: 'https://w',
  durationMs: 1,
  body,
});
const failure = (status: number, message: string): HttpResult => ({
  ok: false,
  status,
  url: 'https://w',
  durationMs: 1,
  kind: status === 0 ? 'network' : 'http',
  message,
  bodyExcerpt: status === 0 ? '' : `{"ok":false,"error":"Scripted failure (${status})"}`,
});

/** A bridge whose profile has service URLs and whose http.request plays the services. */
function setup(
  options: {
    urls?: boolean;
    documents?: Record<string, Record<string, unknown>>;
    holdRead?: boolean;
  } = {},
) {
  const profile = {
    ...defaultLocalProfile(),
    ...(options.urls === false ? {} : { workersUrl: 'https://w', apiUrl: 'https://a' }),
  };
  const fake = createFakeBridge({ profiles: [profile], effectiveProfile: profile });
  const calls: HttpRequest[] = [];
  const failing = new Map<string, HttpResult>();
  const held = new Map<string, Promise<void>>();
  let header: HttpResult = ok({
    ok: true,
    data: { ProductImage: 'https://a/img/1011.png', ProductSiteName: 'Panela Tramontina 1011' },
  });
  fake.script('http.request', async (input) => {
    const request = input as HttpRequest;
    calls.push(request);
    for (const [part, gate] of held) if (request.path.includes(part)) await gate;
    if (request.service === 'api') return header;
    for (const [part, result] of failing) if (request.path.includes(part)) return result;
    if (request.path.endsWith('/paginate'))
      return ok({ ok: true, data: { downloadUrl: DOWNLOAD } });
    return ok({ ok: true, data: {} });
  });
  const fakePorts = createFakePorts({ documents: options.documents });
  // The product's first read held until releaseRead() (Firestore's can take a while).
  let readHeld: Promise<void> | null = null;
  let releaseRead = () => {};
  if (options.holdRead) {
    readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
    const { watchDocument } = fakePorts.ports.documents;
    fakePorts.ports.documents.watchDocument = (path, onNext, onError) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      void readHeld!.then(() => {
        if (!stopped) stop = watchDocument(path, onNext, onError);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    };
  }
  const view = renderScreen(fake, async () => fakePorts.ports, '/console/product/1011');
  return {
    view,
    fakePorts,
    calls,
    workerPaths: () => calls.filter((call) => call.service === 'workers').map((call) => call.path),
    failOn: (part: string, result: HttpResult) => failing.set(part, result),
    clearFailures: () => failing.clear(),
    /** Holds calls whose path contains `part` until the returned function is called. */
    hold(part: string) {
      let release!: () => void;
      held.set(part, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(part);
        release();
      };
    },
    setHeader: (result: HttpResult) => (header = result),
    releaseRead: () => releaseRead(),
  };
}

/** A key press as a person makes it: down, then up (the input ignores a held Enter). */
function pressEnter(element: Element) {
  const key = { key: 'Enter', code: 'Enter', keyCode: 13 };
  fireEvent.keyDown(element, key);
  fireEvent.keyUp(element, key);
}

/** A flow's button once the product's first read has answered (disabled until then). */
const flowButton = (name: string) =>
  waitFor(() => {
    const button = screen.getByRole('button', { name }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    return button;
  });

// The prompt's box is found by role: the dialog around it is named by the same question.
async function answerPrompts(company: string | null, code?: string) {
  const companyInput = await screen.findByRole('textbox', { name: t.prompts.company });
  if (company !== null) fireEvent.change(companyInput, { target: { value: company } });
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.prompts.ok }));
  if (code === undefined) return;
  const codeInput = await screen.findByRole('textbox', { name: t.prompts.code });
  fireEvent.change(codeInput, { target: { value: code } });
  fireEvent.click(
    within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: t.prompts.ok }),
  );
}

describe('product page /console/product/:code', () => {
  // The console's first render in a worker loads every chunk it needs: a slow machine takes
  // longer than a query waits, so it is paid once here, not by whichever test comes first.
  beforeAll(async () => {
    const { view } = setup();
    await screen.findByRole(
      'heading',
      { level: 1, name: texts.shell.screens.product.codeTitle('1011') },
      { timeout: 60_000 },
    );
    view.unmount();
  }, 90_000);

  beforeEach(() => {
    resetSettingsStore();
    resetFlowOutcomes();
  });

  it('shows no name or picture for a product the project lacks, and asks the API nothing', async () => {
    const { calls } = setup();
    expect(await screen.findByText(t.data.missingTitle('1011'))).toBeTruthy();
    expect(screen.getByText(t.data.missing(PATH))).toBeTruthy();
    expect(screen.getByRole('button', { name: t.flows.tstockImport })).toBeTruthy();
    expect(screen.queryByText('Panela Tramontina 1011')).toBeNull();
    expect(screen.queryByRole('img', { name: /^Imagem do produto/ })).toBeNull();
    expect(calls.filter((call) => call.service === 'api')).toHaveLength(0);
  });

  it('heads a stored product with its own name and image; the API fills only what it lacks', async () => {
    const { calls } = setup({
      documents: {
        [PATH]: { ProductCode: '1011', ProductSiteName: 'Panela de Pressão Solar 6 L' },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Panela de Pressão Solar 6 L' }),
    ).toBeTruthy();
    expect(
      await screen.findByRole('img', { name: t.header.imageAlt('Panela de Pressão Solar 6 L') }),
    ).toBeTruthy();
    expect(screen.queryByText('Panela Tramontina 1011')).toBeNull();
    expect(calls.find((call) => call.service === 'api')).toMatchObject({
      method: 'GET',
      path: '/api/console/products/1011',
      query: { project: 'demo' },
    });
  });

  it('heads a product stored without a name with the API answer', async () => {
    setup({ documents: { [PATH]: { ProductCode: '1011' } } });
    expect(await screen.findByText('Panela Tramontina 1011')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: t.header.imageAlt('Panela Tramontina 1011') }),
    ).toBeTruthy();
  });

  it('follows the product document live: a change made elsewhere shows without reload', async () => {
    const { fakePorts } = setup();
    expect(await screen.findByText(t.data.missingTitle('1011'))).toBeTruthy();
    act(() => fakePorts.put(PATH, { ProductCode: '1011' }));
    expect(await screen.findByRole('button', { name: t.flows.tstockSync })).toBeTruthy();
    expect(screen.queryByText(t.data.missingTitle('1011'))).toBeNull();
  });

  it('shows a header failure with its status and detail', async () => {
    const { setHeader } = setup({ documents: { [PATH]: { ProductCode: '1011' } } });
    setHeader(failure(503, 'HTTP 503'));
    expect(await screen.findByText(t.header.failed('HTTP 503: HTTP 503'))).toBeTruthy();
  });

  it('asks for the service URLs instead of calling when the profile has none', async () => {
    const { calls } = setup({ urls: false });
    expect(await screen.findByText(t.data.missingTitle('1011'))).toBeTruthy();
    // One notice names both.
    expect(screen.getAllByText(texts.shell.serviceRequired.openSettings)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: t.flows.blingSync })).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('imports through the TStock flow: both prompts, steps 1-7 in order, then refreshes', async () => {
    const env = setup();
    fireEvent.click(await flowButton(t.flows.tstockImport));
    // Prefilled from the code prefix (10 → company 1) and the route code.
    expect(
      ((await screen.findByRole('textbox', { name: t.prompts.company })) as HTMLInputElement).value,
    ).toBe('1');
    const release = env.hold('update-flag');
    await answerPrompts(null, '1011');
    expect(await screen.findByText(t.tstockSteps[6])).toBeTruthy();
    expect(screen.getByText(t.flows.stepOf(6, 7))).toBeTruthy();
    expect(screen.getByRole('button', { name: t.flows.blingSync })).toHaveProperty(
      'disabled',
      true,
    );
    release();
    expect(await screen.findByText(t.data.stillMissingTitle)).toBeTruthy();
    // The result stays: done, on this very page.
    expect(screen.getByText(new RegExp(`^${t.flows.tstockImport}: concluído em `))).toBeTruthy();
    expect(env.workerPaths()).toEqual([
      '/api/tramontina/webservice/products/1/1011',
      '/api/tramontina/tstock/bigquery/paginate',
      '/api/tramontina/tstockfiles/bigquery/download/1011',
      '/api/tramontina/firestore/products/1011',
      '/api/bling/bigquery/produtos',
      '/api/bling/produto/update-flag/1011',
    ]);
    expect(env.calls.find((call) => call.path.includes('/download/'))?.query).toEqual({
      downloadUrl: DOWNLOAD,
    });
    // Still missing: no header to reload.
    expect(env.calls.filter((call) => call.service === 'api')).toHaveLength(0);
    expect(env.view.currentPath()).toBe('/console/product/1011');
  });

  it('answering another product code imports it and navigates to its page in-app', async () => {
    const env = setup();
    fireEvent.click(await flowButton(t.flows.tstockImport));
    await answerPrompts('2', '2055');
    expect(await screen.findByText(t.data.stillMissingTitle)).toBeTruthy();
    expect(env.view.currentPath()).toBe('/console/product/2055');
    expect(screen.getByRole('heading', { name: texts.shell.screens.product.codeTitle('2055') }));
    expect(env.workerPaths()[0]).toBe('/api/tramontina/webservice/products/2/2055');
    // The result is handed to the new page.
    expect(screen.getByText(new RegExp(`^${t.flows.tstockImport}: concluído em `))).toBeTruthy();
  });

  it('a code with no company prefix gives the missing-company alert and calls nothing', async () => {
    resetSettingsStore();
    const env = setup();
    await flowButton(t.flows.tstockImport);
    // Clearing the prefilled factory code: no company, no flow.
    fireEvent.click(screen.getByRole('button', { name: t.flows.tstockImport }));
    await answerPrompts('');
    expect(await screen.findByText(t.prompts.noCompany)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: t.prompts.code })).toBeNull();
    // Not a number: said so, and the question stays open.
    fireEvent.click(screen.getByRole('button', { name: t.flows.tstockImport }));
    await answerPrompts('abc');
    expect(await screen.findByText(t.prompts.badCompany)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: t.prompts.company })).toBeTruthy();
    expect(env.workerPaths()).toEqual([]);
  });

  it('a failed step shows status and detail; Tentar novamente resumes from it', async () => {
    const env = setup();
    env.failOn('/tramontina/firestore/', failure(500, 'HTTP 500'));
    fireEvent.click(await flowButton(t.flows.tstockImport));
    await answerPrompts('1', '1011');
    const alert = await screen.findByText(
      t.flows.failedTitle(t.flows.tstockImport, 4, t.tstockSteps[4]),
    );
    expect(alert).toBeTruthy();
    expect(screen.getByText('HTTP 500')).toBeTruthy();
    expect(screen.getByText(/Scripted failure \(500\)/)).toBeTruthy();
    expect(env.workerPaths()).toHaveLength(4);
    env.clearFailures();
    fireEvent.click(screen.getByRole('button', { name: t.flows.retry }));
    expect(await screen.findByText(t.data.stillMissingTitle)).toBeTruthy();
    expect(env.workerPaths().slice(4)).toEqual([
      '/api/tramontina/firestore/products/1011',
      '/api/bling/bigquery/produtos',
      '/api/bling/produto/update-flag/1011',
    ]);
  });

  it('Sincronizar Bling: fetches, shows its steps, and a network failure can be retried', async () => {
    const env = setup({ documents: { [PATH]: { ProductCode: '1011' } } });
    env.failOn('/bling/bigquery/', failure(0, 'connect ECONNREFUSED'));
    fireEvent.click(await flowButton(t.flows.blingSync));
    expect(
      await screen.findByText(t.flows.failedTitle(t.flows.blingSync, 1, t.blingSteps[1])),
    ).toBeTruthy();
    expect(screen.getByText(t.flows.status(0))).toBeTruthy();
    expect(screen.getByText('connect ECONNREFUSED')).toBeTruthy();
    env.clearFailures();
    const release = env.hold('/api/console/products/');
    fireEvent.click(screen.getByRole('button', { name: t.flows.retry }));
    expect(await screen.findByText(t.blingSteps[2])).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByText(t.blingSteps[2])).toBeNull());
    expect(env.calls.filter((call) => call.path === '/api/bling/bigquery/produtos')).toHaveLength(
      2,
    );
    expect(env.calls.find((call) => call.path === '/api/bling/bigquery/produtos')?.query).toEqual({
      project: 'demo',
      id: '1011',
    });
  });
  it('a finished flow leaves its result: what changed in the product, until closed', async () => {
    const env = setup({
      documents: { [PATH]: { ProductCode: '1011', Price: 429.9, Options: { canSell: true } } },
    });
    fireEvent.click(await flowButton(t.flows.blingSync));
    const done = await screen.findByText(new RegExp(`^${t.flows.blingSync}: concluído em `));
    const result = done.closest('.ant-alert') as HTMLElement;
    expect(within(result).getByText(o.unchanged)).toBeTruthy();
    // The service's write lands after the flow: the result follows the live document.
    act(() =>
      env.fakePorts.put(PATH, { ProductCode: '1011', Price: 399.9, Options: { canSell: false } }),
    );
    expect(await within(result).findByText(o.changed('Preço à vista e Pode vender'))).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: t.flows.dismiss }));
    await waitFor(() => expect(screen.queryByText(done.textContent!)).toBeNull());
  });

  it('the flows wait for the product read, so a result never calls a stored product created', async () => {
    const env = setup({
      holdRead: true,
      documents: { [PATH]: { ProductCode: '1011', Price: 429.9 } },
    });
    const bling = await screen.findByRole('button', { name: t.flows.blingSync });
    expect(bling).toHaveProperty('disabled', true);
    act(() => env.releaseRead());
    // Once read, the product is known: its TStock flow is a sync, not an import.
    await waitFor(() => expect(bling).toHaveProperty('disabled', false));
    expect(screen.getByRole('button', { name: t.flows.tstockSync })).toHaveProperty(
      'disabled',
      false,
    );
    fireEvent.click(bling);
    const done = await screen.findByText(new RegExp(`^${t.flows.blingSync}: concluído em `));
    const result = done.closest('.ant-alert') as HTMLElement;
    expect(within(result).getByText(o.unchanged)).toBeTruthy();
    expect(within(result).queryByText(o.created)).toBeNull();
  });

  it('Enter, Enter answers both prompts and runs the flow (one dialog, the answer box focused)', async () => {
    const env = setup();
    fireEvent.click(await flowButton(t.flows.tstockImport));
    const company = await screen.findByRole('textbox', { name: t.prompts.company });
    await waitFor(() => expect(document.activeElement).toBe(company));
    pressEnter(company);
    const code = await screen.findByRole('textbox', { name: t.prompts.code });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect((code as HTMLInputElement).value).toBe('1011');
    pressEnter(code);
    expect(await screen.findByText(t.data.stillMissingTitle)).toBeTruthy();
    expect(env.workerPaths()[0]).toBe('/api/tramontina/webservice/products/1/1011');
  });
});
