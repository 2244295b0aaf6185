import type { ChosenFile } from '../../shared/bridge/dialogs';
import { texts } from '../../shared/texts/pt-BR';
import type { UploadInput } from './upload-flow';

/** A file dropped from the desktop: the browser already holds it as a Blob. */
export function droppedFileInput(file: File): UploadInput {
  return { name: file.name, size: file.size, type: file.type, open: async () => file };
}

/**
 * A file chosen in the native dialog, read from the chosen-file route once its turn comes.
 * Its bytes arrive as a stream and go to storage as they come, never whole in memory; an
 * image is read whole, because its width and height are read from the bytes.
 */
export function chosenFileInput(file: ChosenFile, options: { wholeBlob: boolean }): UploadInput {
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

/** Width and height of an image, decoded by the browser; rejects for bytes that are no image. */
export async function imageSizeOf(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}
