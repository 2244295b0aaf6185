import type {
  ContractShape,
  EventName,
  EventPayload,
  HandlerMap,
} from '../../shared/bridge/define';
import { createDispatcher } from '../../shared/bridge/dispatcher';
import { texts } from '../../shared/texts/pt-BR';
import { checkedEventPayload } from '../../shared/bridge/event-payload';

/** The slice of Electron's ipcMain this transport uses, so it runs in plain Node tests. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: { senderFrame: { url: string } | null }, ...args: unknown[]) => unknown,
  ): void;
  removeHandler(channel: string): void;
}

export interface IpcTransportOptions<C extends ContractShape> {
  contract: C;
  handlers: HandlerMap<C>;
  ipcMain: IpcMainLike;
  /** True only for our own page (see isTrustedSenderUrl). */
  isTrustedSender: (url: string) => boolean;
  log?: (message: string, cause?: unknown) => void;
}

/**
 * Registers one ipcMain.handle per contract procedure (never a generic channel). Each call
 * checks the sender frame first, then the shared dispatcher validates the input, so a bad
 * call never reaches a service and always answers with an envelope.
 */
export function registerIpcTransport<C extends ContractShape>(
  options: IpcTransportOptions<C>,
): { dispose(): void } {
  const log = options.log ?? (() => {});
  const dispatch = createDispatcher(options.contract, options.handlers, log);
  const channels = Object.keys(options.contract.procedures);
  for (const channel of channels) {
    options.ipcMain.handle(channel, (event, input) => {
      const url = event.senderFrame?.url ?? '';
      if (!options.isTrustedSender(url)) {
        log(`bridge call ${channel} refused from ${url || 'unknown frame'}`);
        return {
          ok: false,
          error: { code: 'forbidden_sender', message: texts.bridge.forbiddenSender },
        };
      }
      return dispatch(channel, input);
    });
  }
  return {
    dispose() {
      for (const channel of channels) options.ipcMain.removeHandler(channel);
    },
  };
}

export interface EventTarget {
  send(channel: string, payload: unknown): void;
  isDestroyed?(): boolean;
}

/**
 * Sends contract events to the windows' webContents, checking each payload against its
 * schema so main can never push something the renderer does not expect.
 */
export function createIpcEventEmitter<C extends ContractShape>(
  contract: C,
  targets: () => readonly EventTarget[],
  log: (message: string, cause?: unknown) => void = () => {},
) {
  return <N extends EventName<C>>(name: N, payload: EventPayload<C, N>): void => {
    const checked = checkedEventPayload(contract, name, payload, log);
    if (!checked) return;
    for (const target of targets()) {
      if (!target.isDestroyed?.()) target.send(name, checked.payload);
    }
  };
}
