import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { event, procedure, type HandlerMap } from '../../shared/bridge/define';
import { createEventBatcher } from '../../shared/bridge/event-batcher';
import { texts } from '../../shared/texts/pt-BR';
import { createIpcEventEmitter, registerIpcTransport, type IpcMainLike } from './ipc-transport';

const contract = {
  procedures: {
    'math.add': procedure(z.object({ a: z.number(), b: z.number() }).strict(), z.number()),
    'app.ping': procedure(z.object({}).strict(), z.literal('pong')),
  },
  events: { 'job.progress': event(z.object({ done: z.array(z.number()) })) },
};

function fakeIpcMain() {
  const channels = new Map<string, Parameters<IpcMainLike['handle']>[1]>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (channels.has(channel)) throw new Error(`duplicate handler ${channel}`);
      channels.set(channel, listener);
    },
    removeHandler: (channel) => channels.delete(channel),
  };
  const call = (channel: string, url: string | null, input: unknown) =>
    Promise.resolve(channels.get(channel)!({ senderFrame: url === null ? null : { url } }, input));
  return { ipcMain, channels, call };
}

const ours = 'app://console/index.html';

function setup() {
  const add = vi.fn(({ a, b }: { a: number; b: number }) => a + b);
  const handlers: HandlerMap<typeof contract> = {
    'math.add': add,
    'app.ping': () => 'pong' as const,
  };
  const fake = fakeIpcMain();
  const transport = registerIpcTransport({
    contract,
    handlers,
    ipcMain: fake.ipcMain,
    isTrustedSender: (url) => url.startsWith(ours),
  });
  return { ...fake, add, transport };
}

describe('Electron IPC transport', () => {
  it('registers exactly one channel per procedure', () => {
    const { channels } = setup();
    expect([...channels.keys()].sort()).toEqual(['app.ping', 'math.add']);
  });

  it('answers a valid call from our page', async () => {
    const { call } = setup();
    expect(await call('math.add', `${ours}#/console`, { a: 1, b: 2 })).toEqual({
      ok: true,
      value: 3,
    });
  });

  it('rejects bad input with a pt-BR message before the handler runs', async () => {
    const { call, add } = setup();
    const result = await call('math.add', ours, { a: 1, b: 'dois' });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect((result as { error: { message: string } }).error.message).toContain(
      'Argumentos inválidos',
    );
    expect(add).not.toHaveBeenCalled();
  });

  it('refuses calls from any other frame, or none', async () => {
    const { call, add } = setup();
    for (const url of ['https://evil.example/', 'file:///tmp/index.html', null]) {
      expect(await call('math.add', url, { a: 1, b: 2 })).toEqual({
        ok: false,
        error: { code: 'forbidden_sender', message: texts.bridge.forbiddenSender },
      });
    }
    expect(add).not.toHaveBeenCalled();
  });

  it('removes its handlers on dispose', () => {
    const { channels, transport } = setup();
    transport.dispose();
    expect(channels.size).toBe(0);
  });
});

describe('IPC event emitter', () => {
  it('sends valid, batched events to live windows only', () => {
    const live = { send: vi.fn(), isDestroyed: () => false };
    const gone = { send: vi.fn(), isDestroyed: () => true };
    const emit = createIpcEventEmitter(contract, () => [live, gone]);
    const batcher = createEventBatcher<number>((done) => emit('job.progress', { done }));
    for (let i = 0; i < 100; i++) batcher.push(i);
    batcher.flush();
    expect(live.send).toHaveBeenCalledTimes(1);
    expect(live.send.mock.calls[0][1].done).toHaveLength(100);
    expect(gone.send).not.toHaveBeenCalled();
  });

  it('drops a payload that breaks the contract', () => {
    const target = { send: vi.fn() };
    const log = vi.fn();
    const emit = createIpcEventEmitter(contract, () => [target], log);
    emit('job.progress', { done: 'x' } as unknown as { done: number[] });
    expect(target.send).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalled();
  });
});
