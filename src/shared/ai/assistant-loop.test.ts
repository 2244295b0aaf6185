import { describe, expect, it, vi } from 'vitest';
import { texts } from '../texts/pt-BR';
import {
  MAX_ASSISTANT_ROUNDS,
  runAssistantLoop,
  type AssistantRequestBody,
  type ChatMessage,
  type LoopOptions,
  type PostResult,
  type ToolCall,
} from './assistant-loop';
import type { JsonSchema } from './product-schema';

const t = texts.aiAssistant;

const schema: JsonSchema = { type: 'object', properties: { name: { type: 'string' } } };
const user: ChatMessage = { role: 'user', content: 'Melhore o nome' };

const answer = (messages: Record<string, unknown>): PostResult => ({
  ok: true,
  body: { ok: true, messages },
});
const call = (name: string, args: unknown) =>
  answer({ content: null, function_call: { name, arguments: args }, refusal: null });
const words = (content: string) => answer({ content, function_call: null, refusal: null });

/** Scripted posts: each response answer in order, each tool answer by call order. */
function script(responses: PostResult[], tools: PostResult[] = []) {
  const bodies: AssistantRequestBody[] = [];
  const toolCalls: ToolCall[] = [];
  const postResponse = vi.fn(async (body: AssistantRequestBody) => {
    bodies.push(structuredClone(body));
    const next = responses.shift();
    if (!next) throw new Error('no scripted response left');
    return next;
  });
  const postTool = vi.fn(async (toolCall: ToolCall) => {
    toolCalls.push(toolCall);
    const next = tools.shift();
    if (!next) throw new Error('no scripted tool answer left');
    return next;
  });
  const run = (extra: Partial<LoopOptions> = {}) =>
    runAssistantLoop({
      project: 'ai-project',
      productData: { name: 'Panela' },
      productSchema: schema,
      messages: [user],
      postResponse,
      postTool,
      ...extra,
    });
  return { run, bodies, toolCalls, postResponse, postTool };
}

describe('runAssistantLoop', () => {
  it('sends project, product data, schema and the conversation, and returns the answer', async () => {
    const s = script([words('Sugiro "Panela de pressão 6 L".')]);
    const result = await s.run();
    expect(s.bodies).toEqual([
      {
        project: 'ai-project',
        product_data: { name: 'Panela' },
        product_schema: schema,
        messages: [user],
      },
    ]);
    expect(result.outcome).toEqual({
      status: 'answered',
      content: 'Sugiro "Panela de pressão 6 L".',
      refusal: false,
    });
    expect(result.rounds).toBe(1);
    expect(result.messages).toEqual([
      user,
      { role: 'assistant', content: 'Sugiro "Panela de pressão 6 L".' },
    ]);
  });

  it('runs a two-round tool loop: call, function result, then the answer', async () => {
    const s = script(
      [call('get_product', '{"code":"1011"}'), words('O produto 1011 é uma panela.')],
      [{ ok: true, body: { data: { ProductCode: '1011' } } }],
    );
    const rounds: number[] = [];
    const result = await s.run({ onRound: (round) => rounds.push(round) });
    expect(rounds).toEqual([1, 2]);
    expect(s.toolCalls).toEqual([{ name: 'get_product', arguments: { code: '1011' } }]);
    const toolRound: ChatMessage[] = [
      {
        role: 'assistant',
        content: null,
        function_call: { name: 'get_product', arguments: '{"code":"1011"}' },
      },
      { role: 'function', name: 'get_product', content: '{"data":{"ProductCode":"1011"}}' },
    ];
    // The second request carries the call and its result.
    expect(s.bodies[1].messages).toEqual([user, ...toolRound]);
    expect(result.messages).toEqual([
      user,
      ...toolRound,
      { role: 'assistant', content: 'O produto 1011 é uma panela.' },
    ]);
    expect(result.rounds).toBe(2);
  });

  it('accepts arguments already given as an object and sends them as a JSON string later', async () => {
    const s = script(
      [call('get_segment', { segment: 'VIP' }), words('ok')],
      [{ ok: true, body: { data: [] } }],
    );
    const result = await s.run();
    expect(s.toolCalls[0].arguments).toEqual({ segment: 'VIP' });
    expect(result.messages[1].function_call).toEqual({
      name: 'get_segment',
      arguments: '{"segment":"VIP"}',
    });
  });

  it('shows a refusal as the assistant content', async () => {
    const s = script([answer({ content: null, function_call: null, refusal: 'Não posso.' })]);
    const result = await s.run();
    expect(result.outcome).toEqual({ status: 'answered', content: 'Não posso.', refusal: true });
    expect(result.messages.at(-1)).toEqual({ role: 'assistant', content: 'Não posso.' });
  });

  it('non-OK HTTP -> "A resposta do servidor não está OK", with the client detail', async () => {
    const s = script([{ ok: false, failure: 'http', detail: 'erro 500' }]);
    const result = await s.run();
    expect(result.outcome).toEqual({ status: 'error', message: t.serverNotOk, detail: 'erro 500' });
    expect(t.errorLine(t.serverNotOk)).toBe('Erro: A resposta do servidor não está OK');
    // The user's message stays in the conversation; nothing else was added.
    expect(result.messages).toEqual([user]);
  });

  it('transport failure (data or a throw) -> "Erro ao buscar resposta do assistente"', async () => {
    const asData = await script([{ ok: false, failure: 'transport', detail: 'timeout' }]).run();
    expect(asData.outcome).toEqual({ status: 'error', message: t.fetchFailed, detail: 'timeout' });
    const thrown = await script([]).run();
    expect(thrown.outcome).toEqual({
      status: 'error',
      message: 'Erro ao buscar resposta do assistente',
      detail: 'no scripted response left',
    });
  });

  it('an answer of the wrong shape or with nothing in it is a fetch error, not a crash', async () => {
    const odd = await script([{ ok: true, body: '<html>proxy</html>' }]).run();
    expect(odd.outcome).toEqual({
      status: 'error',
      message: t.fetchFailed,
      detail: t.unexpectedAnswer,
    });
    const empty = await script([words('')]).run();
    expect(empty.outcome).toEqual({
      status: 'error',
      message: t.fetchFailed,
      detail: t.emptyAnswer,
    });
    expect(empty.messages).toEqual([user]);
  });

  it('ok: false -> the server error as the message (shown as "Erro: {error}")', async () => {
    const s = script([{ ok: true, body: { ok: false, error: 'cota excedida' } }]);
    const result = await s.run();
    expect(result.outcome).toEqual({ status: 'error', message: 'cota excedida' });
    expect(t.errorLine('cota excedida')).toBe('Erro: cota excedida');
    const noText = await script([{ ok: true, body: { ok: false } }]).run();
    expect(noText.outcome).toEqual({ status: 'error', message: t.serverNotOk });
  });

  it('arguments that are not JSON (or not an object) -> "Erro ao analisar argumentos da function_call"', async () => {
    for (const bad of ['{code: 1011', '[1,2]', '"texto"']) {
      const s = script([call('get_product', bad)]);
      const result = await s.run();
      expect(result.outcome).toMatchObject({
        status: 'error',
        message: 'Erro ao analisar argumentos da function_call',
      });
      expect(s.postTool).not.toHaveBeenCalled();
      expect(result.messages).toEqual([user]);
    }
  });

  it('a failing tool call, a thrown one, or a tool answering {error} -> "Erro ao chamar a ferramenta"', async () => {
    const cases: { tool: PostResult | null; detail: string }[] = [
      { tool: { ok: false, failure: 'http', detail: 'erro 400' }, detail: 'get_product: erro 400' },
      { tool: null, detail: 'get_product: no scripted tool answer left' },
      {
        tool: { ok: true, body: { error: 'código ausente' } },
        detail: 'get_product: código ausente',
      },
      { tool: { ok: false, failure: 'transport' }, detail: 'get_product' },
    ];
    for (const { tool, detail } of cases) {
      const s = script([call('get_product', '{}')], tool ? [tool] : []);
      const result = await s.run();
      expect(result.outcome).toEqual({ status: 'error', message: t.toolFailed, detail });
      // No half round: the call is not kept without its result.
      expect(result.messages).toEqual([user]);
      expect(s.postResponse).toHaveBeenCalledTimes(1);
    }
  });

  it('stops at 10 rounds with the limit outcome; the 10th call is not run', async () => {
    const responses = Array.from({ length: 12 }, (_, index) =>
      call('get_product', `{"code":"${index}"}`),
    );
    const tools = Array.from({ length: 12 }, () => ({ ok: true, body: { data: {} } }) as const);
    const s = script(responses, tools);
    const result = await s.run();
    expect(MAX_ASSISTANT_ROUNDS).toBe(10);
    expect(result.outcome).toEqual({ status: 'limit' });
    expect(result.rounds).toBe(10);
    expect(s.postResponse).toHaveBeenCalledTimes(10);
    expect(s.postTool).toHaveBeenCalledTimes(9);
    // Nine complete rounds: a call and its result each.
    expect(result.messages).toHaveLength(1 + 9 * 2);
    expect(t.roundLimit(10)).toContain('10 rodadas');
  });

  it('an answer on the 10th round still counts', async () => {
    const responses = [
      ...Array.from({ length: 9 }, () => call('get_product', '{"code":"1"}')),
      words('Pronto.'),
    ];
    const tools = Array.from({ length: 9 }, () => ({ ok: true, body: {} }) as const);
    const result = await script(responses, tools).run();
    expect(result.outcome).toEqual({ status: 'answered', content: 'Pronto.', refusal: false });
    expect(result.rounds).toBe(10);
  });

  it('stops when cancelled, keeping only complete rounds', async () => {
    let stop = false;
    const s = script(
      [call('get_product', '{"code":"1"}'), words('nunca lida')],
      [{ ok: true, body: {} }],
    );
    s.postTool.mockImplementationOnce(async () => {
      stop = true;
      return { ok: true, body: {} };
    });
    const result = await s.run({ isCancelled: () => stop });
    expect(result.outcome).toEqual({ status: 'cancelled' });
    expect(result.messages).toEqual([user]);
    expect(s.postResponse).toHaveBeenCalledTimes(1);
  });
});
