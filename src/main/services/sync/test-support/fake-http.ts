import type { HttpRequest, HttpResult } from '../../../../shared/bridge/http';
import { defaultLocalProfile, type ConnectionProfile } from '../../../../shared/settings/profile';
import { buildServiceUrl, type HttpClient } from '../../http/http-client';

export const FAKE_WORKERS = 'http://workers.test';
export const FAKE_API = 'http://api.test';

export interface FakeCall {
  url: string;
  path: string;
  request: HttpRequest;
}

export type FakeAnswer = { status: number; body?: unknown } | 'network';
type Handler = (call: FakeCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * An HttpClient double that records every call and the peak number in flight. Answers come
 * from a handler (default 200 `{ok:true}`), each one settled on a later macrotask so calls
 * genuinely overlap.
 */
export function createFakeHttp(handler: Handler = () => ({ status: 200, body: { ok: true } })) {
  const calls: FakeCall[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let current = handler;
  const client: HttpClient = {
    async request(request) {
      const base = request.service === 'workers' ? FAKE_WORKERS : FAKE_API;
      const url = buildServiceUrl(base, request.path, request.query);
      const call = { url, path: request.path, request };
      calls.push(call);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        await new Promise((resolve) => setImmediate(resolve));
        const answer = await current(call);
        if (answer === 'network') {
          return {
            ok: false,
            kind: 'network',
            status: 0,
            url,
            durationMs: 1,
            message: 'falha de rede',
            bodyExcerpt: '',
          } satisfies HttpResult;
        }
        if (answer.status >= 200 && answer.status < 300) {
          return { ok: true, status: answer.status, url, durationMs: 1, body: answer.body ?? null };
        }
        return {
          ok: false,
          kind: 'http',
          status: answer.status,
          url,
          durationMs: 1,
          message: `erro ${answer.status}`,
          bodyExcerpt: JSON.stringify(answer.body ?? ''),
        };
      } finally {
        inFlight--;
      }
    },
    abort: () => false,
  };
  return {
    client,
    calls,
    maxInFlight: () => maxInFlight,
    resetMax: () => {
      maxInFlight = inFlight;
    },
    setHandler: (next: Handler) => {
      current = next;
    },
  };
}

export function testProfile(overrides: Partial<ConnectionProfile> = {}): ConnectionProfile {
  return {
    ...defaultLocalProfile(),
    workersUrl: FAKE_WORKERS,
    apiUrl: FAKE_API,
    storeIds: { shopee: '11', amazon: '22', magalu: '33', madeiramadeira: '44', default: '55' },
    ...overrides,
  } as ConnectionProfile;
}

/** A promise gate: calls wait until `open()`. */
export function createGate() {
  let release!: () => void;
  let promise = new Promise<void>((resolve) => (release = resolve));
  return {
    wait: () => promise,
    open: () => release(),
    reset: () => {
      promise = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

/** Waits until a condition holds, polling (a bound on waiting, not a timing assertion). */
export async function until(condition: () => boolean, maxTurns = 15_000): Promise<void> {
  for (let turn = 0; turn < maxTurns; turn++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  throw new Error('condition never held');
}
