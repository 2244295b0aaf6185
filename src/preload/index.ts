import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { BridgeGlobal } from '../shared/bridge/client';
import { bridgeContract, type BridgeContract } from '../shared/bridge/contract';
import type { BridgeEnvelope } from '../shared/bridge/define';
import { texts } from '../shared/texts/pt-BR';

// One function per procedure and one subscription per event, named by the contract: the page
// gets no generic send/invoke (Electron security checklist). Validation happens in main.
const disconnected: BridgeEnvelope = {
  ok: false,
  error: { code: 'disconnected', message: texts.bridge.disconnected },
};

const procedures = Object.fromEntries(
  Object.keys(bridgeContract.procedures).map((channel) => [
    channel,
    (input: unknown): Promise<BridgeEnvelope> =>
      ipcRenderer.invoke(channel, input).catch(() => disconnected),
  ]),
);

const events = Object.fromEntries(
  Object.keys(bridgeContract.events).map((channel) => [
    channel,
    (listener: (payload: unknown) => void) => {
      const forward = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(channel, forward);
      return () => {
        ipcRenderer.removeListener(channel, forward);
      };
    },
  ]),
);

const bridge = { procedures, events } as unknown as BridgeGlobal<BridgeContract>;
contextBridge.exposeInMainWorld('consoleDesktop', bridge);
