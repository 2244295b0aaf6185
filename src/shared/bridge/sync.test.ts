import { describe, expect, it, vi } from 'vitest';
import { createBridgeClient, type BridgeGlobal } from './client';
import { bridgeContract, type BridgeContract } from './contract';
import { createDispatcher } from './dispatcher';
import type { HandlerMap } from './define';

const okResult = { ok: true as const, notices: [] };

/** A client over the real dispatcher and contract, with a spy as `sync.start`'s handler. */
function setup() {
  const start = vi.fn(() => okResult);
  // The dispatcher looks handlers up by name; the others are never called here.
  const handlers = { 'sync.start': start } as unknown as HandlerMap<BridgeContract>;
  const dispatch = createDispatcher(bridgeContract, handlers);
  const global = {
    procedures: new Proxy(
      {},
      { get: (_target, name) => (input: unknown) => dispatch(name as string, input) },
    ),
    events: {},
  } as BridgeGlobal<BridgeContract>;
  return { client: createBridgeClient(global), start };
}

describe('sync.start over the bridge', () => {
  it('refuses a wrongly typed input with the fields’ pt-BR messages; the engine never sees it', async () => {
    const { client, start } = setup();
    // @ts-expect-error codes must be text or a list of texts, tasks a list
    const call = client.invoke('sync.start', { codes: 42, tasks: 'x' });
    await expect(call).rejects.toMatchObject({
      code: 'invalid_input',
      message:
        'Argumentos inválidos para sync.start: codes: Informe ao menos um código de produto (um por linha).; ' +
        'tasks: Selecione ao menos uma tarefa.',
    });
    // @ts-expect-error concurrency is a number
    const typo = client.invoke('sync.start', { codes: '1', tasks: [], concurrency: '3' });
    await expect(typo).rejects.toThrow(
      'concurrency: Processos Simultâneos deve ser um número inteiro de 1 a 10.',
    );
    expect(start).not.toHaveBeenCalled();
  });

  it('passes a well-typed input through once, as sent', async () => {
    const { client, start } = setup();
    const input = { codes: '1\n2', tasks: ['bling-warehouse'], blingAccount: null, concurrency: 3 };
    await expect(client.invoke('sync.start', input)).resolves.toEqual(okResult);
    expect(start).toHaveBeenCalledWith(input);
  });
});
