import { describe, expect, it, vi } from 'vitest';
import type { HttpResult } from '../../shared/bridge/http';
import type { AppBridge } from './bridge';
import { callService, failureDetail } from './service-call';

const ok: HttpResult = { ok: true, status: 200, url: 'https://f', durationMs: 1, body: 'x' };

function bridgeAnswering(answer: (name: string) => unknown) {
  const invoke = vi.fn(async (name: string, _input?: unknown) => answer(name));
  return { bridge: { invoke, on: () => () => {} } as unknown as AppBridge, invoke };
}

const request = { service: 'functions', method: 'POST', path: '/whatsapp/message' } as const;

describe('callService', () => {
  it("adds the user's ID token and a request id; none when the token cannot be had", async () => {
    const { bridge, invoke } = bridgeAnswering(() => ok);
    expect(await callService(bridge, async () => 'token-1', request)).toEqual(ok);
    await callService(bridge, () => Promise.reject(new Error('expirou')), request);
    await callService(bridge, async () => null, request);
    const sent = invoke.mock.calls.map(([, input]) => input as Record<string, unknown>);
    expect(sent[0]).toEqual({ ...request, idToken: 'token-1', requestId: expect.any(String) });
    expect(sent[1]).not.toHaveProperty('idToken');
    expect(sent[2]).not.toHaveProperty('idToken');
    expect(new Set(sent.map((input) => input.requestId)).size).toBe(3);
  });

  it('answers a bridge failure as a result with status 0, never a throw', async () => {
    const { bridge } = bridgeAnswering(() => {
      throw new Error('Ponte fechada.');
    });
    const result = await callService(bridge, async () => null, request);
    expect(result).toMatchObject({ ok: false, status: 0, message: 'Ponte fechada.' });
  });

  it('aborting the signal aborts that request in main', async () => {
    let finish!: (result: HttpResult) => void;
    const { bridge, invoke } = bridgeAnswering((name) =>
      name === 'http.request' ? new Promise((resolve) => (finish = resolve)) : true,
    );
    const controller = new AbortController();
    const call = callService(bridge, async () => null, request, controller.signal);
    await vi.waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    controller.abort();
    const { requestId } = invoke.mock.calls[0]![1] as { requestId: string };
    expect(invoke).toHaveBeenLastCalledWith('http.abort', { requestId });
    finish(ok);
    await call;
  });
});

describe('failureDetail', () => {
  it('joins the message and the start of the body', () => {
    const failure = {
      ok: false as const,
      status: 500,
      url: 'https://f',
      durationMs: 1,
      kind: 'http' as const,
      message: 'HTTP 500.',
      bodyExcerpt: ` ${'x'.repeat(400)} `,
    };
    expect(failureDetail(failure)).toBe(`HTTP 500. ${'x'.repeat(300)}`);
    expect(failureDetail({ ...failure, bodyExcerpt: '  ' })).toBe('HTTP 500.');
  });
});
