import type { ChosenFile } from '../../shared/bridge/dialogs';
import { texts } from '../../shared/texts/pt-BR';
import type { UploadSource } from '../data/ports';

/** A file the user gave the page: its name, size and type, and its bytes once asked for. */
export interface OpenedFile {
  name: string;
  size: number;
  type: string;
  /** Opened when needed (an upload's turn): a dialog file's stream is not held while queued. */
  open(): Promise<UploadSource>;
}

/** A file the browser holds as a Blob: dropped, or chosen in the web shell's file input. */
export function browserFileInput(file: File): OpenedFile {
  return { name: file.name, size: file.size, type: file.type, open: async () => file };
}

/**
 * A file chosen in the desktop's native dialog, read from the chosen-file route when opened.
 * Its bytes arrive as a stream and go to storage as they come, never whole in memory; an
 * image is read whole, because its width and height are read from the bytes.
 */
export function chosenFileInput(file: ChosenFile, options: { wholeBlob: boolean }): OpenedFile {
  return {
    name: file.name,
    size: file.size,
    type: file.mimeType,
    async open() {
      const response = await fetch(file.url);
      if (!response.ok || !response.body) {
        throw new Error(texts.uploads.failures.chosenFileGone(response.status));
      }
      if (options.wholeBlob) return await response.blob();
      return { stream: response.body, size: file.size, type: file.mimeType };
    },
  };
}
