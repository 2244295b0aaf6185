import { ipcMain, type WebContents } from 'electron';
import type { ContractShape, HandlerMap } from '../../shared/bridge/define';
import { createIpcEventEmitter, registerIpcTransport } from './ipc-transport';

/**
 * The Electron half of the bridge: Electron's real ipcMain and webContents plugged into the
 * plain-Node transport (tested in ipc-transport.test.ts).
 */
export function createElectronTransport<C extends ContractShape>(options: {
  contract: C;
  handlers: HandlerMap<C>;
  isTrustedSender: (url: string) => boolean;
  targets: () => readonly WebContents[];
  log?: (message: string, cause?: unknown) => void;
}) {
  const registration = registerIpcTransport({
    contract: options.contract,
    handlers: options.handlers,
    ipcMain,
    isTrustedSender: options.isTrustedSender,
    log: options.log,
  });
  const emit = createIpcEventEmitter(options.contract, options.targets, options.log);
  return { emit, dispose: () => registration.dispose() };
}
