import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createBridgeClient, BridgeError, type BridgeGlobal } from './client';
import { event, procedure } from './define';
import { createDispatcher, missingHandlers } from './dispatcher';

const contract = {
  procedures: {
    'demo.add': procedure(z.object({ a: z.number(), b: z.number() }).strict(), z.number()),
    'demo.fail': procedure(z.object({}).strict(), z.never()),
  },
  events: { 'demo.tick': event(z.object({ n: z.number() })) },
};

describe('createDispatcher', () => {
  it('validates input before reaching the handler', async () => {
    const add = vi.fn(({ a, b }: { a: number; b: number }) => a + b);
    const dispatch = createDispatcher(contract, {
      'demo.add': add,
      'demo.fail': () => {
        throw new Error('x');
      },
    });

    await expect(dispatch('demo.add', { a: 1, b: 2 })).resolves.toEqual({ ok: true, value: 3 });
    const rejected = await dispatch('demo.add', { a: '1', b: 2 });

    expect(rejected.ok).toBe(false);
    expect(add).toHaveBeenCalledTimes(1);
    if (!rejected.ok) {
      expect(rejected.error.code).toBe('invalid_input');
      expect(rejected.error.message).toMatch(/^Argumentos inválidos para demo\.add: a:/);
    }
  });

  it('rejects extra keys and unknown procedures, including prototype names', async () => {
    const add = vi.fn(() => 0);
    const dispatch = createDispatcher(contract, { 'demo.add': add, 'demo.fail': () => 0 as never });

    expect((await dispatch('demo.add', { a: 1, b: 2, c: 3 })).ok).toBe(false);
    for (const name of ['demo.nope', 'toString', '__proto__', 'constructor']) {
      const result = await dispatch(name, {});
      expect(result).toMatchObject({ ok: false, error: { code: 'unknown_procedure' } });
    }
    expect(add).not.toHaveBeenCalled();
  });

  it('turns a throwing handler into an envelope instead of throwing', async () => {
    const dispatch = createDispatcher(contract, {
      'demo.add': () => 0,
      'demo.fail': () => {
        throw new Error('disco cheio');
      },
    });
    await expect(dispatch('demo.fail', {})).resolves.toEqual({
      ok: false,
      error: { code: 'handler_failed', message: 'Falha em demo.fail: disco cheio' },
    });
  });

  it('lists procedures that have no handler', () => {
    expect(missingHandlers(contract, { 'demo.add': () => 0 })).toEqual(['demo.fail']);
  });
});

describe('createBridgeClient', () => {
  it('unwraps values and raises BridgeError with the pt-BR message', async () => {
    const dispatch = createDispatcher(contract, {
      'demo.add': ({ a, b }) => a + b,
      'demo.fail': () => 0 as never,
    });
    const global: BridgeGlobal<typeof contract> = {
      procedures: {
        'demo.add': (input) => dispatch('demo.add', input),
        'demo.fail': (input) => dispatch('demo.fail', input),
      },
      events: { 'demo.tick': () => () => {} },
    };
    const client = createBridgeClient(global);

    await expect(client.invoke('demo.add', { a: 2, b: 3 })).resolves.toBe(5);
    const error = await client
      .invoke('demo.add', { a: 'x' as unknown as number, b: 3 })
      .catch((e) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect(error.code).toBe('invalid_input');
  });
});
