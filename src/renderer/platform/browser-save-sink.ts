import { errorMessage } from '../../shared/errors/error-message';
import { texts } from '../../shared/texts/pt-BR';

/** A file a browser is writing: text in pieces, in place under its name only at `close`. */
export interface SaveSink {
  readonly name: string;
  write(text: string): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}

/** The parts of the File System Access API used here (Chromium; not in TypeScript's DOM lib). */
interface WritableFileLike {
  write(data: string): Promise<void>;
  close(): Promise<void>;
  abort(): Promise<void>;
}
export interface SaveFileHandleLike {
  readonly name: string;
  createWritable(): Promise<WritableFileLike>;
}
export type ShowSaveFilePicker = (options: {
  suggestedName: string;
  types: Array<{ description: string; accept: Record<string, string[]> }>;
}) => Promise<SaveFileHandleLike>;

export interface BrowserSaveEnv {
  /** Absent in browsers without the API (Firefox, Safari): they get a plain download. */
  showSaveFilePicker?: ShowSaveFilePicker;
  /** Hands a finished file to the browser's downloads. */
  download(blob: Blob, name: string): void;
}

const CSV_TYPES = [{ description: 'CSV', accept: { 'text/csv': ['.csv'] } }];

/** A failure to write, in the desktop's words. */
export const writeFailedMessage = (name: string, error: unknown) =>
  texts.services.dialogs.saveFailed(name, errorMessage(error));

/** The chosen file, written as the pieces come: the browser swaps it in at close. */
function pickerSink(handle: SaveFileHandleLike, writable: WritableFileLike): SaveSink {
  return {
    name: handle.name,
    write: (text) => writable.write(text),
    close: () => writable.close(),
    abort: () => writable.abort().catch(() => undefined),
  };
}

/** No picker: the pieces gather in a Blob's parts and the browser downloads it at close. */
function downloadSink(env: BrowserSaveEnv, name: string): SaveSink {
  let parts: string[] | null = [];
  return {
    name,
    write: async (text) => {
      parts?.push(text);
    },
    close: async () => {
      if (!parts) return;
      const blob = new Blob(parts, { type: 'text/csv;charset=utf-8' });
      parts = null;
      env.download(blob, name);
    },
    abort: async () => {
      parts = null;
    },
  };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Where a browser saves `suggestedName`: its save picker when it has one, streamed into the
 * chosen file; else a plain download. Null when the person cancels the picker. A picker the
 * browser refuses (no user gesture any more, a blocked folder) falls back to the download.
 */
export async function openSaveSink(
  env: BrowserSaveEnv,
  suggestedName: string,
): Promise<SaveSink | null> {
  if (!env.showSaveFilePicker) return downloadSink(env, suggestedName);
  let handle: SaveFileHandleLike;
  try {
    handle = await env.showSaveFilePicker({ suggestedName, types: CSV_TYPES });
  } catch (error) {
    if (isAbort(error)) return null;
    return downloadSink(env, suggestedName);
  }
  return pickerSink(handle, await handle.createWritable());
}

/** The page's own environment: the picker if the browser has one, downloads through <a>. */
export function windowSaveEnv(win: Window = window): BrowserSaveEnv {
  const picker = (win as Window & { showSaveFilePicker?: ShowSaveFilePicker }).showSaveFilePicker;
  return {
    showSaveFilePicker: picker?.bind(win),
    download(blob, name) {
      const url = URL.createObjectURL(blob);
      const link = win.document.createElement('a');
      link.href = url;
      link.download = name;
      link.rel = 'noopener';
      win.document.body.append(link);
      link.click();
      link.remove();
      // The download reads the Blob after the click returns: let it go a while later.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  };
}
