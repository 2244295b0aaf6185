import { describe, expect, it, vi } from 'vitest';
import type { BridgeGlobal } from '../../shared/bridge/client';
import { BridgeError } from '../../shared/bridge/client';
import type { BridgeContract } from '../../shared/bridge/contract';
import { createAppBridge } from './bridge';

function fakeGlobal(answer: unknown): BridgeGlobal<BridgeContract> {
  const call = vi.fn(async () => answer);
  return {
    procedures: new Proxy({}, { get: () => call }),
    events: new Proxy({}, { get: () => () => () => {} }),
  } as unknown as BridgeGlobal<BridgeContract>;
}

describe('createAppBridge', () => {
  it('uses the Electron preload global when present and never opens a socket', async () => {
    const connect = vi.fn();
    const bridge = createAppBridge(
      {
        consoleDesktop: fakeGlobal({
          ok: true,
          value: { version: '1', shell: 'electron', platform: 'linux' },
        }),
        location: window.location,
      },
      connect,
    );
    await expect(bridge.invoke('app.getInfo', {})).resolves.toMatchObject({ shell: 'electron' });
    expect(connect).not.toHaveBeenCalled();
  });

  it('falls back to the web shell socket of the page origin', async () => {
    const connect = vi.fn(() =>
      fakeGlobal({ ok: false, error: { code: 'disconnected', message: 'Sem conexão' } }),
    );
    const bridge = createAppBridge(
      { location: { protocol: 'https:', host: 'console.local:8443' } as Location },
      connect,
    );
    expect(connect).toHaveBeenCalledWith('wss://console.local:8443/__bridge');
    const error = await bridge.invoke('settings.getState', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).message).toBe('Sem conexão');
  });
});
