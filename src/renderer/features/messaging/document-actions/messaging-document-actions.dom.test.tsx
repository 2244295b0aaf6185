import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { texts } from '../../../../shared/texts/pt-BR';
import { renderMessaging, scriptApi, type ApiAnswer } from '../../../test-support/render-messaging';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { defaultLocalProfile } from '../../../../shared/settings/profile';
import { useSettingsStore } from '../../../stores/settings-store';
import { DEFAULT_CONSOLE_CONFIG } from '../../../../shared/settings/console-config';
import {
  DocumentActionsContext,
  documentActionsFor,
  type DocumentActionViewer,
} from '../../../contributions/document-actions';
import { DocumentActions } from '../../documents/document-pane/document-actions';
import type { LoadableComponent } from '../../../components/loadable/loadable-component';
import { messagingDocumentActions } from './messaging-document-actions';

vi.setConfig({ testTimeout: 60_000 });

const t = texts.messaging.actions;
const viewer: DocumentActionViewer = {
  user: null,
  privileged: false,
  consoleConfig: DEFAULT_CONSOLE_CONFIG,
};
const actionsOf = (collection: string, docId: string) =>
  documentActionsFor(messagingDocumentActions, { collection, docId }, viewer);

let dispose: (() => Promise<void>) | null = null;
afterEach(async () => {
  await dispose?.();
  dispose = null;
});

async function open(
  collection: string,
  docId: string,
  answers: ApiAnswer[] = [],
  profile: { apiUrl?: string } = {},
) {
  const fake = createFakeBridge();
  const calls = scriptApi(fake, () => answers.shift() ?? { status: 500 });
  // Each action's code loads on first use: loaded first, it renders at once.
  await Promise.all(
    messagingDocumentActions.map(({ component }) =>
      (component as Partial<LoadableComponent<object>>).preload?.(),
    ),
  );
  const view = await renderMessaging(
    <DocumentActionsContext.Provider value={messagingDocumentActions}>
      <DocumentActions projectId="demo" collection={collection} docId={docId} viewer={viewer} />
    </DocumentActionsContext.Provider>,
    { fake, profile },
  );
  dispose = view.dispose;
  return { ...view, calls };
}

const button = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

describe('messaging document actions', () => {
  it('gives each collection of spec 02 its actions, and the rest none', () => {
    const expected: Array<[string, number]> = [
      ['customer-segment', 1],
      ['campaign-email', 1],
      // The send, then the template's preview with the test send.
      ['campaign-whatsapp', 2],
      ['product-gift', 1],
      ['email-template', 1],
      // Loading templates from the API, then the chosen template's preview.
      ['whatsapp-template', 2],
      ['conversation', 1],
    ];
    for (const [collection, count] of expected) {
      expect(actionsOf(collection, 'x'), collection).toHaveLength(count);
    }
    expect(actionsOf('config', 'google')).toHaveLength(1);
    expect(actionsOf('config', 'store')).toHaveLength(0);
    expect(actionsOf('product-data', '1011')).toHaveLength(0);
    expect(actionsOf('__proto__', 'x')).toHaveLength(0);
  });
});

describe('messaging document actions, shown', () => {
  it('product-gift: says it clears every gift, posts {} once confirmed, reports both outcomes', async () => {
    const { calls } = await open('product-gift', 'natal', [
      { status: 500, excerpt: 'regras inválidas' },
      { body: { ok: true } },
    ]);
    fireEvent.click(button(t.gift.run));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.gift.confirm)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: texts.messaging.send.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    fireEvent.click(button(t.gift.run));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.gift.ok }));
    expect(await screen.findByText(t.gift.failed('HTTP 500. regras inválidas'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(button(t.gift.run));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t.gift.ok }),
    );
    expect(await screen.findByText(t.gift.done)).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/console/products/gift/generate',
        body: {},
      }),
      expect.objectContaining({
        method: 'POST',
        path: '/api/console/products/gift/generate',
        body: {},
      }),
    ]);
  });

  it('email-template: refuses a bad recipient, then sends the templateId and the e-mail', async () => {
    const { calls } = await open('email-template', 'ofertas-semana', [
      { status: 0 },
      { body: { ok: true } },
    ]);
    fireEvent.click(button(t.emailTest.run));
    const dialog = await screen.findByRole('dialog');
    const recipient = within(dialog).getByLabelText(t.emailTest.recipient);
    fireEvent.change(recipient, { target: { value: 'ana@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.emailTest.ok }));
    expect(await within(dialog).findByText(t.emailTest.invalidEmail)).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(recipient, { target: { value: ' ana@loja.com.br ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.emailTest.ok }));
    expect(await screen.findByText(t.emailTest.failed('Sem conexão com o serviço.'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.emailTest.ok }));
    expect(await screen.findByText(t.emailTest.done('ana@loja.com.br'))).toBeTruthy();
    expect(calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/console/email-template',
      body: { templateId: 'ofertas-semana', email: 'ana@loja.com.br' },
    });
  });

  it('whatsapp-template: loads from the API after confirmation and says how many', async () => {
    const { calls } = await open('whatsapp-template', 'x', [
      { status: 401 },
      { body: { ok: true, data: { loaded: 3, templates: [] } } },
    ]);
    for (const expected of [t.whatsappLoad.failed('HTTP 401.'), t.whatsappLoad.done(3)]) {
      fireEvent.click(button(t.whatsappLoad.run));
      fireEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: t.whatsappLoad.ok }),
      );
      expect(await screen.findByText(expected)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(calls.map((call) => [call.method, call.path])).toEqual([
      ['POST', '/api/console/whatsapp-template/load-from-api'],
      ['POST', '/api/console/whatsapp-template/load-from-api'],
    ]);
    // The API writes the templates into this project.
    expect(calls.map((call) => call.query)).toEqual([{ project: 'demo' }, { project: 'demo' }]);
  });

  it('Google: Conectar opens the auth URL of the API in the system browser', async () => {
    const { fake } = await open('config', 'google', [], { apiUrl: 'https://api.loja.com.br/' });
    fake.script('app.openExternal', () => true);
    fireEvent.click(button(t.google.connect));
    expect(await screen.findByText(t.google.opened)).toBeTruthy();
    expect(fake.callsOf('app.openExternal')).toEqual([
      { url: 'https://api.loja.com.br/api/console/auth/google' },
    ]);
    fake.script('app.openExternal', () => false);
    fireEvent.click(button(t.google.connect));
    expect(
      await screen.findByText(t.google.failed('https://api.loja.com.br/api/console/auth/google')),
    ).toBeTruthy();
  });

  it('Google: an http API is shown to open by hand; no API says where to set it', async () => {
    const { fake } = await open('config', 'google', [], { apiUrl: 'http://127.0.0.1:5858' });
    fireEvent.click(button(t.google.connect));
    expect(
      await screen.findByText(t.google.notHttps('http://127.0.0.1:5858/api/console/auth/google')),
    ).toBeTruthy();
    expect(fake.callsOf('app.openExternal')).toHaveLength(0);
    await dispose?.();
    dispose = null;
    cleanup();
    await open('config', 'google', [], { apiUrl: '' });
    expect(screen.getByText(t.google.noApi)).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(t.google.connect) })).toBeNull();
  });

  it("Google: on the demo services, the demo's consent page (the services need main's secret)", async () => {
    const demo = { ...defaultLocalProfile(), apiUrl: 'http://127.0.0.1:40123' };
    useSettingsStore.getState().apply({
      profiles: [demo],
      activeProfileId: demo.id,
      effectiveProfile: demo,
      activeProjectId: 'demo',
      overrides: {},
      demoServices: true,
      demoAssetsUrl: 'http://127.0.0.1:40124',
    });
    try {
      await open('config', 'google', [], { apiUrl: demo.apiUrl });
      fireEvent.click(button(t.google.connect));
      expect(
        await screen.findByText(t.google.notHttps('http://127.0.0.1:40124/google-consent')),
      ).toBeTruthy();
    } finally {
      useSettingsStore.setState({ state: null });
    }
  });
});
