import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SeedData } from '../../../shared/data/seed';
import { texts } from '../../../shared/texts/pt-BR';
import type { HttpResult } from '../../../shared/bridge/http';
import type { DataPorts } from '../../data/ports';
import { createFakeBridge, type InitialSettings } from '../../../../tests/support/fake-bridge';
import { renderScreen } from '../../test-support/render-screen';
import { createTestLocalPorts } from '../../test-support/local-ports';
import { resetSettingsStore } from '../../stores/settings-store';

// The first screen of a file waits for vite to transform its lazy chunks; the machine is shared.
vi.setConfig({ testTimeout: 120_000 });

const t = texts.whatsapp;
const IMAGE = 'https://cdn.loja.test/carrinho.jpg';

const seed: SeedData['documents'] = [
  { path: 'project/demo', data: { name: 'Loja Demo' } },
  {
    path: 'project/demo/whatsapp-template/carrinho',
    data: {
      name: 'carrinho_abandonado',
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: [IMAGE] } },
        { type: 'BODY', text: 'Olá, {{1}}! Você deixou {{2}} no carrinho.' },
        { type: 'FOOTER', text: 'Loja Demo' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'URL', text: 'Finalizar compra', url: 'https://loja.test/carrinho/{{1}}' },
            { type: 'QUICK_REPLY', text: 'Não tenho interesse' },
          ],
        },
      ],
    },
  },
  { path: 'project/demo/whatsapp-template/quebrado', data: { name: 'quebrado' } },
];

let ports: DataPorts | null = null;

const okAnswer: HttpResult = { ok: true, status: 200, url: 'x', durationMs: 1, body: {} };

async function setup(
  path: string,
  settings: InitialSettings = { overrides: { functionsUrl: 'https://fn.test' } },
) {
  ports = await createTestLocalPorts(seed);
  const real = ports;
  const bridge = createFakeBridge(settings);
  bridge.script('http.request', () => okAnswer);
  renderScreen(bridge, async () => ({ ...real, dispose: async () => {} }), path);
  return { bridge };
}

// The first find waits for the screen's lazy chunk, which vite transforms on first use.
const SLOW = { timeout: 60_000 };
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const preview = () => screen.getByRole('figure', { name: t.preview.label('carrinho_abandonado') });
const sendButton = () => screen.getByRole('button', { name: t.sendTest.button });
const dialog = () => screen.getByRole('dialog');

beforeEach(() => resetSettingsStore());
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

describe('/console/whatsapp-templates', () => {
  it('lists the templates, previews the chosen one as you type, and sends the test body', async () => {
    const { bridge } = await setup('/console/whatsapp-templates');
    expect(await screen.findByText(t.templatesScreen.choose, {}, SLOW)).toBeTruthy();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'carrinho_abandonado' }));

    await screen.findByRole('figure', { name: t.preview.label('carrinho_abandonado') }, SLOW);
    const image = within(preview()).getByRole('img', { name: t.preview.headerImage });
    expect(image.getAttribute('src')).toBe(IMAGE);
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(preview().textContent).toContain('Olá, {{1}}! Você deixou {{2}} no carrinho.');
    expect(within(preview()).getByText('Loja Demo')).toBeTruthy();
    expect(within(preview()).getByText('Não tenho interesse')).toBeTruthy();
    expect(field('Imagem do cabeçalho (URL)').value).toBe(IMAGE);

    // Typed markup stays text: never parsed as HTML.
    fireEvent.change(field('Corpo {{1}}'), { target: { value: '<b>Ana</b>' } });
    expect(preview().textContent).toContain('Olá, <b>Ana</b>! Você deixou {{2}}');
    expect(preview().querySelector('b')).toBeNull();
    fireEvent.change(field('Corpo {{1}}'), { target: { value: 'Ana' } });
    fireEvent.change(field('Corpo {{2}}'), { target: { value: 'uma panela' } });
    expect(preview().textContent).toContain('Olá, Ana! Você deixou uma panela no carrinho.');
    fireEvent.change(field('Botão "Finalizar compra" {{1}}'), { target: { value: 'abc' } });
    expect(
      within(preview()).getByTitle(t.preview.urlButton('https://loja.test/carrinho/abc')),
    ).toBeTruthy();

    fireEvent.click(sendButton());
    await screen.findByText(t.sendTest.title('carrinho_abandonado'));
    // An invalid number is refused in the modal, nothing sent.
    fireEvent.change(screen.getByLabelText(t.sendTest.phoneLabel), { target: { value: '123' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: t.sendTest.send }));
    expect(await screen.findByText(t.sendTest.phoneInvalid)).toBeTruthy();
    expect(bridge.callsOf('http.request')).toEqual([]);

    fireEvent.change(screen.getByLabelText(t.sendTest.phoneLabel), {
      target: { value: '(11) 98765-4321' },
    });
    // A double click sends once.
    const send = within(dialog()).getByRole('button', { name: t.sendTest.send });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await screen.findByText(t.sendTest.sent('(11) 98765-4321'))).toBeTruthy();
    expect(bridge.callsOf('http.request')).toEqual([
      {
        service: 'functions',
        method: 'POST',
        path: '/whatsapp/message',
        query: { project: 'demo' },
        timeoutMs: 30_000,
        requestId: expect.any(String),
        body: {
          to: '5511987654321',
          type: 'template',
          template: {
            name: 'carrinho_abandonado',
            language: { code: 'pt_BR' },
            components: [
              { type: 'header', parameters: [{ type: 'image', image: { link: IMAGE } }] },
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: 'Ana' },
                  { type: 'text', text: 'uma panela' },
                ],
              },
              {
                type: 'button',
                sub_type: 'url',
                index: '0',
                parameters: [{ type: 'text', text: 'abc' }],
              },
            ],
          },
        },
      },
    ]);
  });

  it('an empty parameter blocks the send and is named; a failed send says why', async () => {
    const { bridge } = await setup('/console/whatsapp-templates?template=carrinho');
    await screen.findByRole('figure', { name: t.preview.label('carrinho_abandonado') }, SLOW);
    fireEvent.change(field('Corpo {{1}}'), { target: { value: 'Ana' } });
    fireEvent.change(field('Imagem do cabeçalho (URL)'), { target: { value: '' } });
    fireEvent.click(sendButton());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Preencha o parâmetro Imagem do cabeçalho (URL).');
    expect(alert.textContent).toContain('Preencha o parâmetro Corpo {{2}}.');
    expect(alert.textContent).toContain('Preencha o parâmetro Botão "Finalizar compra" {{1}}.');
    expect(alert.textContent).not.toContain('Corpo {{1}}.');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Without an image the preview shows no <img>, and a non-web address is never a source.
    expect(preview().querySelector('img')).toBeNull();
    fireEvent.change(field('Imagem do cabeçalho (URL)'), {
      target: { value: 'javascript:alert(1)' },
    });
    expect(preview().querySelector('img')).toBeNull();

    fireEvent.change(field('Imagem do cabeçalho (URL)'), { target: { value: IMAGE } });
    fireEvent.change(field('Corpo {{2}}'), { target: { value: 'x' } });
    fireEvent.change(field('Botão "Finalizar compra" {{1}}'), { target: { value: 'y' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    bridge.script('http.request', () => ({
      ok: false,
      status: 502,
      url: 'x',
      durationMs: 1,
      kind: 'http',
      message: 'O serviço respondeu 502.',
      bodyExcerpt: '{"error":"token expirado"}',
    }));
    fireEvent.click(sendButton());
    await screen.findByText(t.sendTest.title('carrinho_abandonado'));
    fireEvent.change(screen.getByLabelText(t.sendTest.phoneLabel), {
      target: { value: '+55 51 99123-4567' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: t.sendTest.send }));
    expect(
      await screen.findByText(
        t.sendTest.failed('O serviço respondeu 502. {"error":"token expirado"}'),
      ),
    ).toBeTruthy();
    // The modal stays open to try again.
    expect(screen.getByLabelText(t.sendTest.phoneLabel)).toBeTruthy();
    expect(bridge.callsOf('http.request')).toHaveLength(1);
  });

  it('says what is wrong with a malformed template', async () => {
    await setup('/console/whatsapp-templates?template=quebrado');
    expect(
      await screen.findByText(
        /Este template não está num formato reconhecido: components:/,
        {},
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.getByText(t.preview.noTemplate)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.sendTest.button })).toBeNull();
  });

  it('without a functions URL the preview works and the send is off', async () => {
    await setup('/console/whatsapp-templates?template=carrinho', {});
    await screen.findByRole('figure', { name: t.preview.label('carrinho_abandonado') }, SLOW);
    expect(screen.getByText(texts.shell.serviceRequired.title)).toBeTruthy();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so for a template id that does not exist', async () => {
    await setup('/console/whatsapp-templates?template=nada');
    expect(await screen.findByText(t.campaign.missingTemplate('nada'), {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Nenhum template fornecido.')).toBeTruthy();
  });
});
