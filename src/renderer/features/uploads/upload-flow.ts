import { UploadCanceledError, type FileStore, type UploadSource } from '../../data/ports';
import {
  acceptsFile,
  cleanUploadName,
  hasImagePreview,
  uploadStoragePath,
} from '../../../shared/files/upload-kinds';
import { errorMessage } from '../../../shared/errors/error-message';
import { texts } from '../../../shared/texts/pt-BR';
import type { ConsoleFilesApi, RegisteredFile } from './console-files-api';
import type { UploadRunContext } from './upload-queue';

const t = texts.uploads.failures;

/** One file to upload: its name, size and type, and how to get its bytes once its turn comes. */
export interface UploadInput {
  name: string;
  size: number;
  type: string;
  /** Opened when the upload starts (a dialog file's stream is not held while queued). */
  open(): Promise<UploadSource>;
}

export interface UploadFlowDeps {
  files: FileStore;
  api: ConsoleFilesApi;
  projectId: string;
  newId(): string;
  /** Width and height of an image; rejects when the bytes are not a readable image. */
  imageSize(blob: Blob): Promise<{ width: number; height: number }>;
}

/**
 * One file, start to end (spec 01 §4): image size, upload to storage, registration by the
 * console API, done. A failed registration deletes the stored bytes, so nothing is left
 * half-written; the error says so when even that fails.
 */
export async function runUploadFlow(
  deps: UploadFlowDeps,
  input: UploadInput,
  options: { isPublic: boolean },
  context: UploadRunContext,
): Promise<RegisteredFile> {
  let source: UploadSource;
  let size: { width: number; height: number } | null = null;
  try {
    source = await input.open();
  } catch (error) {
    throw new Error(t.read(errorMessage(error)), { cause: error });
  }
  // Images register at /images, with the width and height of the formats a browser decodes.
  const isImage = acceptsFile('image', input);
  if (isImage && hasImagePreview(input.name) && source instanceof Blob) {
    size = await deps.imageSize(source).catch((error: unknown) => {
      throw new Error(t.read(t.notAnImage), { cause: error });
    });
  }
  const name = cleanUploadName(input.name) || 'arquivo';
  const path = uploadStoragePath(deps.projectId, deps.newId(), name);
  const stored = await deps.files
    .upload(path, source, {
      contentType: input.type || undefined,
      signal: context.signal,
      onProgress: context.onProgress,
    })
    .catch((error: unknown) => {
      if (context.signal.aborted) throw error;
      throw new Error(t.upload(errorMessage(error)), { cause: error });
    });
  if (!context.onRegistering()) {
    await deps.files.remove(stored.path).catch(() => undefined);
    throw new UploadCanceledError();
  }
  const answer = await deps.api.register(isImage ? 'image' : 'file', {
    file: name,
    filePath: stored.path,
    isPublic: options.isPublic,
  });
  if (!answer.ok) {
    const removed = await deps.files.remove(stored.path).then(
      () => true,
      () => false,
    );
    throw new Error(
      removed ? t.register(answer.error) : t.registerAndCleanup(answer.error, stored.path),
    );
  }
  const file: RegisteredFile = {
    ...answer.value,
    id: answer.value.id,
    url: answer.value.url,
    filename: typeof answer.value.filename === 'string' ? answer.value.filename : name,
    path: stored.path,
    filePath: stored.path,
    isPublic: typeof answer.value.isPublic === 'boolean' ? answer.value.isPublic : options.isPublic,
    contentType: stored.contentType,
    size: stored.size,
    // Measured here from the bytes, over whatever the answer guessed.
    ...(size ?? {}),
  };
  await deps.files.keepRegistered(deps.projectId, file);
  return file;
}
