import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSettingsStore } from '../stores/settings-store';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { createFakePorts } from '../test-support/fake-ports';
import { renderConsole } from '../test-support/render-console';
import { ID_TOKEN_RELAY_INTERVAL_MS } from './id-token-relay';

vi.setConfig({ testTimeout: 120_000 });

describe('IdTokenRelay', () => {
  beforeEach(() => resetSettingsStore());
  afterEach(() => vi.useRealTimers());

  it('gives main the signed-in user token, the refreshed one later, and null on sign-out', async () => {
    let token = 'token-1';
    const fake = createFakeBridge();
    const ports = createFakePorts({
      requiresSignIn: true,
      user: {
        id: 'u1',
        email: 'ana@loja.com.br',
        displayName: null,
        phoneNumber: null,
        claims: { staff: true },
      },
      idToken: async () => token,
    });
    // Only the relay's interval is faked: waitFor keeps its real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderConsole(fake, async () => ports.ports);
    await waitFor(() => expect(fake.callsOf('session.setIdToken')).toEqual([{ token: 'token-1' }]));

    // The SDK refreshed the token: the next round hands main the new one, once.
    token = 'token-2';
    await act(async () => vi.advanceTimersByTime(ID_TOKEN_RELAY_INTERVAL_MS * 2));
    vi.useRealTimers();
    await waitFor(() =>
      expect(fake.callsOf('session.setIdToken')).toEqual([
        { token: 'token-1' },
        { token: 'token-2' },
      ]),
    );

    // Signed out (the header's Sair, which shows for Firebase profiles, calls this).
    await act(() => ports.ports.identity.signOut());
    await waitFor(() => expect(fake.callsOf('session.setIdToken').at(-1)).toEqual({ token: null }));
  });

  it('tells main there is no token for the local operator', async () => {
    const fake = createFakeBridge();
    const ports = createFakePorts({ idToken: async () => 'nunca-pedido' });
    renderConsole(fake, async () => ports.ports);
    await waitFor(() => expect(fake.callsOf('session.setIdToken')).toEqual([{ token: null }]));
  });
});
