import { describe, expect, it } from 'vitest';
import { parseWsServerMessage } from './ws-server-message';

const frame = (value: unknown) => JSON.stringify(value);

describe('parseWsServerMessage', () => {
  it('reads results (both envelopes) and events', () => {
    expect(
      parseWsServerMessage(frame({ type: 'result', id: 3, envelope: { ok: true, value: [1] } })),
    ).toEqual({
      type: 'result',
      id: 3,
      envelope: { ok: true, value: [1] },
    });
    const refused = { ok: false, error: { code: 'invalid_input', message: 'Valor inválido' } };
    expect(parseWsServerMessage(frame({ type: 'result', id: 0, envelope: refused }))).toEqual({
      type: 'result',
      id: 0,
      envelope: refused,
    });
    expect(
      parseWsServerMessage(frame({ type: 'event', name: 'settings.changed', payload: { a: 1 } })),
    ).toEqual({ type: 'event', name: 'settings.changed', payload: { a: 1 } });
  });

  it('refuses what is not JSON or not a message of the host', () => {
    for (const raw of [
      'not json',
      'null',
      '[]',
      frame({ type: 'invoke', id: 1, name: 'app.getInfo', input: {} }),
      frame({ type: 'result', id: -1, envelope: { ok: true } }),
      frame({ type: 'result', id: 1.5, envelope: { ok: true } }),
      frame({ type: 'result', id: '1', envelope: { ok: true } }),
      frame({ type: 'result', id: 1 }),
      frame({
        type: 'result',
        id: 1,
        envelope: { ok: false, error: { code: 'other', message: 'x' } },
      }),
      frame({ type: 'result', id: 1, envelope: { ok: false, error: { code: 'disconnected' } } }),
      frame({ type: 'result', id: 1, envelope: { ok: 'yes' } }),
      frame({ type: 'event', name: '', payload: 1 }),
      frame({ type: 'event', payload: 1 }),
    ]) {
      expect(parseWsServerMessage(raw), raw).toBeNull();
    }
  });
});
