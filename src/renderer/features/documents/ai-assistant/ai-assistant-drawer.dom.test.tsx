import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../test-support/render';
import type { ReactNode } from 'react';
import type { AssistantRequestBody } from '../../../../shared/ai/assistant-loop';
import type { HttpRequest, HttpResult } from '../../../../shared/bridge/http';
import type { FieldDefinition } from '../../../../shared/forms/field-definition';
import { defaultLocalProfile } from '../../../../shared/settings/profile';
import { texts } from '../../../../shared/texts/pt-BR';
import { AppProviders } from '../../../app/app-providers';
import { createFakeBridge } from '../../../../../tests/support/fake-bridge';
import { createFakePorts } from '../../../test-support/fake-ports';
import { DataProvider, useDataSession } from '../../../data/provider';
import { createFormStore, type FormStore } from '../../../document-session/form-store';
import { AiAssistantDrawer } from './ai-assistant-drawer';
import { AI_RESPONSE_PATH, AI_TOOLS_PATH } from './assistant-posts';

vi.setConfig({ testTimeout: 60_000 });

const t = texts.aiAssistant;

const fields: FieldDefinition[] = [
  { type: 'text', name: 'name', title: 'Nome', required: true },
  { type: 'number', name: 'price', title: 'Preço' },
  { type: 'date', name: 'launch', title: 'Lançamento' },
  { type: 'checkbox', name: 'active', title: 'Ativo' },
];
const definition = { title: 'Produtos', fields };

const ok = (body: unknown): HttpResult => ({
  ok: true,
  status: 200,
  url: 'https://a/api',
  durationMs: 1,
  body,
});
const httpFailure = (status: number): HttpResult => ({
  ok: false,
  status,
  url: 'https://a/api',
  durationMs: 1,
  kind: 'http',
  message: `O API do console respondeu com erro ${status}.`,
  bodyExcerpt: '{"ok":false,"error":"Scripted failure"}',
});
const networkFailure: HttpResult = {
  ok: false,
  status: 0,
  url: 'https://a/api',
  durationMs: 1,
  kind: 'network',
  message: 'Não foi possível conectar ao API do console.',
  bodyExcerpt: '',
};
const reply = (messages: Record<string, unknown>) =>
  ok({ ok: true, messages: { content: null, function_call: null, refusal: null, ...messages } });
const callTool = (name: string, args: string) =>
  reply({ function_call: { name, arguments: args } });

function ReadyGate({ children }: { children: ReactNode }) {
  return useDataSession().status === 'ready' ? <>{children}</> : null;
}

/**
 * The drawer inside the app's providers, with a fake bridge whose http.request plays the
 * console API: `responses` answer the response route in order, `tools` the tools route.
 */
function setup(
  options: { responses?: HttpResult[]; tools?: HttpResult[]; store?: FormStore } = {},
) {
  const profile = { ...defaultLocalProfile(), apiUrl: 'https://a' };
  const fake = createFakeBridge({ profiles: [profile], effectiveProfile: profile });
  const responses = [...(options.responses ?? [])];
  const tools = [...(options.tools ?? [])];
  const requests: HttpRequest[] = [];
  let hold: Promise<void> | null = null;
  fake.script('http.request', async (input) => {
    const request = structuredClone(input as HttpRequest);
    requests.push(request);
    if (hold) await hold;
    const queue = request.path === AI_TOOLS_PATH ? tools : responses;
    const next = queue.shift();
    if (!next) throw new Error(`no scripted answer for ${request.path}`);
    return next;
  });
  fake.script('http.abort', () => true);
  const fakePorts = createFakePorts();
  fakePorts.ports.identity.getIdToken = async () => 'token-123';
  const store =
    options.store ??
    createFormStore({
      name: 'Panela',
      price: 100,
      launch: new Date('2025-01-10T03:00:00Z'),
      active: false,
      untouched: 'fica',
    });
  const onClose = vi.fn();
  render(
    <AppProviders bridge={fake.bridge} motion={false}>
      <DataProvider
        profile={profile}
        activeProjectId="demo"
        loadSeed={async () => ({ documents: [] })}
        createPorts={async () => fakePorts.ports}
      >
        <ReadyGate>
          <AiAssistantDrawer
            open
            onClose={onClose}
            projectId="ai-project"
            definition={definition}
            controller={{ store }}
          />
        </ReadyGate>
      </DataProvider>
    </AppProviders>,
  );
  return {
    fake,
    store,
    onClose,
    requests,
    responseBodies: () =>
      requests
        .filter((request) => request.path === AI_RESPONSE_PATH)
        .map((request) => request.body as AssistantRequestBody),
    toolRequests: () => requests.filter((request) => request.path === AI_TOOLS_PATH),
    /** Holds every request until the returned function is called. */
    holdRequests() {
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

const input = () => screen.findByRole('textbox', { name: t.inputLabel });

async function ask(text: string) {
  fireEvent.change(await input(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: t.send }));
}

const log = () => screen.getByRole('log', { name: t.conversationLabel });

describe('AiAssistantDrawer', () => {
  it('runs a two-round tool loop and applies the proposed change only on click', async () => {
    const answer = [
      'Sugiro um nome mais claro:',
      '```json',
      '{"name": "Panela de pressão 6 L", "price": 100, "launch": "2025-02-01"}',
      '```',
    ].join('\n');
    const s = setup({
      responses: [callTool('get_product', '{"code":"1011"}'), reply({ content: answer })],
      tools: [ok({ data: { ProductCode: '1011' } })],
    });
    expect(await screen.findByText(t.title)).toBeTruthy();
    await ask('Melhore o nome');

    expect(
      await within(log()).findByText(answer, { exact: false, normalizer: (x) => x }),
    ).toBeTruthy();
    // The user message, the tool call summary and its result are in the conversation.
    expect(within(log()).getByText('Melhore o nome')).toBeTruthy();
    expect(within(log()).getByText(t.toolCall('get_product', '{"code":"1011"}'))).toBeTruthy();
    expect(within(log()).getByText(t.toolResult('get_product'))).toBeTruthy();

    // What went over the bridge: the console API with the project, the token and the loop.
    const bodies = s.responseBodies();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({
      project: 'ai-project',
      product_data: {
        name: 'Panela',
        price: 100,
        launch: '2025-01-10T03:00:00.000Z',
        untouched: 'fica',
      },
      messages: [{ role: 'user', content: 'Melhore o nome' }],
    });
    expect(bodies[0].product_schema.properties!.name).toEqual({ title: 'Nome', type: 'string' });
    expect(bodies[1].messages.map((message) => message.role)).toEqual([
      'user',
      'assistant',
      'function',
    ]);
    expect(s.toolRequests()[0]).toMatchObject({
      service: 'api',
      method: 'POST',
      query: { project: 'ai-project' },
      body: { name: 'get_product', arguments: { code: '1011' } },
      idToken: 'token-123',
    });
    expect(s.requests[0]).toMatchObject({ service: 'api', method: 'POST', idToken: 'token-123' });

    // The preview: field title, current → proposed; only what differs.
    const preview = await screen.findByRole('region', { name: t.proposal.title });
    const nameRow = within(preview).getByRole('rowheader', { name: 'Nome' }).closest('tr')!;
    expect(within(nameRow).getByText('Panela')).toBeTruthy();
    expect(within(nameRow).getByText('Panela de pressão 6 L')).toBeTruthy();
    expect(within(preview).getByRole('rowheader', { name: 'Lançamento' })).toBeTruthy();
    expect(within(preview).queryByRole('rowheader', { name: 'Preço' })).toBeNull();
    // Nothing is applied before the click.
    expect(s.store.getState().values.name).toBe('Panela');
    expect(s.store.getState().revision).toBe(0);

    fireEvent.click(within(preview).getByRole('button', { name: t.proposal.apply }));
    const values = s.store.getState().values;
    expect(values.name).toBe('Panela de pressão 6 L');
    expect(values.launch).toEqual(new Date(2025, 1, 1));
    expect(values.untouched).toBe('fica');
    // Written as user edits, so the form's autosave picks them up.
    expect(s.store.getState().revision).toBe(2);
    expect(await within(preview).findByText(t.proposal.applied(2))).toBeTruthy();
  });

  it('applies only the changes left checked, and never a value of the wrong type', async () => {
    const answer = '{"name": "Novo nome", "active": true, "price": "caro"}';
    const s = setup({ responses: [reply({ content: answer })] });
    await ask('Mude tudo');
    const preview = await screen.findByRole('region', { name: t.proposal.title });
    expect(
      within(preview).getByText(t.proposal.rejected('Preço', t.reasons.expectedNumber)),
    ).toBeTruthy();
    fireEvent.click(within(preview).getByRole('checkbox', { name: t.proposal.include('Nome') }));
    fireEvent.click(within(preview).getByRole('button', { name: t.proposal.apply }));
    const values = s.store.getState().values;
    expect(values).toMatchObject({ name: 'Panela', active: true, price: 100 });
    expect(s.store.getState().revision).toBe(1);
  });

  it.each([
    ['a non-OK HTTP status', [httpFailure(500)], [], t.serverNotOk],
    ['a transport failure', [networkFailure], [], t.fetchFailed],
    ['ok: false', [ok({ ok: false, error: 'cota excedida' })], [], 'cota excedida'],
    ['unparseable arguments', [callTool('get_product', '{code: 1')], [], t.badArguments],
    [
      'a tool answering {error}',
      [callTool('get_product', '{}')],
      [ok({ error: 'x' })],
      t.toolFailed,
    ],
    ['a failing tool call', [callTool('get_product', '{}')], [httpFailure(400)], t.toolFailed],
  ] as const)('shows "Erro: {message}" for %s', async (_case, responses, tools, message) => {
    setup({ responses: [...responses], tools: [...tools] });
    await ask('Olá');
    const alert = await within(log()).findByTestId('ai-error');
    expect(within(alert).getByText(`Erro: ${message}`)).toBeTruthy();
    // The form can be asked again after an error.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stops after 10 rounds with the limit message', async () => {
    const responses = Array.from({ length: 10 }, () => callTool('get_product', '{"code":"1"}'));
    const tools = Array.from({ length: 9 }, () => ok({ data: {} }));
    const s = setup({ responses, tools });
    await ask('Pesquise sem parar');
    expect(await within(log()).findByText(t.roundLimit(10))).toBeTruthy();
    expect(s.responseBodies()).toHaveLength(10);
    expect(s.toolRequests()).toHaveLength(9);
    expect(screen.queryByRole('region', { name: t.proposal.title })).toBeNull();
  });

  it('sends with Ctrl+Enter, shows the round while busy, and can be stopped', async () => {
    const s = setup({ responses: [reply({ content: 'nunca chega' })] });
    const release = s.holdRequests();
    const box = await input();
    fireEvent.change(box, { target: { value: 'Oi' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText(t.busy(1, 10))).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('button', { name: t.send }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: t.stop }));
    await waitFor(() => expect(s.fake.callsOf('http.abort')).toHaveLength(1));
    await act(async () => release());
    expect(await within(log()).findByText(t.cancelled)).toBeTruthy();
    expect(within(log()).queryByText('nunca chega')).toBeNull();
  });

  it('shows a refusal as the assistant content, with no proposal', async () => {
    setup({ responses: [reply({ refusal: 'Não posso ajudar com isso.' })] });
    await ask('{"name": "x"}');
    expect(await within(log()).findByText('Não posso ajudar com isso.')).toBeTruthy();
    expect(within(log()).getByText(t.refusal)).toBeTruthy();
    expect(screen.queryByRole('region', { name: t.proposal.title })).toBeNull();
  });

  it('keeps the conversation for the next message and starts over on "Nova conversa"', async () => {
    const s = setup({
      responses: [reply({ content: 'Primeira resposta' }), reply({ content: 'Segunda resposta' })],
    });
    await ask('Primeira');
    await within(log()).findByText('Primeira resposta');
    await ask('Segunda');
    await within(log()).findByText('Segunda resposta');
    expect(s.responseBodies()[1].messages).toEqual([
      { role: 'user', content: 'Primeira' },
      { role: 'assistant', content: 'Primeira resposta' },
      { role: 'user', content: 'Segunda' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: t.newConversation }));
    expect(within(log()).queryByText('Primeira resposta')).toBeNull();
    expect(screen.getByText(t.intro)).toBeTruthy();
  });

  it('does not send an empty message', async () => {
    const s = setup();
    fireEvent.change(await input(), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: t.send }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(await input(), { key: 'Enter', ctrlKey: true });
    expect(s.requests).toHaveLength(0);
  });
});
