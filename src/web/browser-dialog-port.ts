import type { DialogPort } from '../main/services/dialogs/dialog-port';
import { texts } from '../shared/texts/pt-BR';

/**
 * The web shell's DialogPort: main runs headless behind a browser, which opens and saves files
 * itself (renderer/platform/open-files.ts, create-file-saver.ts). A request that still reaches
 * main is refused with a pt-BR error rather than answered as a cancel, so a stray path fails
 * where the person sees it instead of silently doing nothing.
 */
export const browserShellDialogPort: DialogPort = {
  openFiles: () => Promise.reject(new Error(texts.web.mainDialogRefused)),
  saveFile: () => Promise.reject(new Error(texts.web.mainDialogRefused)),
};

/** No dialog, no chosen-file token: a URL for one cannot be asked for in the web shell. */
export function refuseChosenFileUrl(): never {
  throw new Error(texts.web.mainDialogRefused);
}
