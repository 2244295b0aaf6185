import { addDoc, collection, doc, updateDoc, type Firestore } from 'firebase/firestore';
import {
  deleteObject,
  getDownloadURL,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageReference,
  type UploadMetadata,
  type UploadTask,
} from 'firebase/storage';
import { z } from 'zod';
import {
  UploadCanceledError,
  type FileRecord,
  type FileStore,
  type StoredFile,
  type UploadSource,
} from '../ports';
import { projectIdSchema } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import { errorCode, FirebaseAdapterError, firestoreError, mapFirestore } from './errors';
import { collectionPathOf, documentPathOf, parseFilePath } from '../paths';
import { toError } from '../../../shared/errors/error-message';

/** The Storage calls the store makes; tests pass fakes to drive progress and failures. */
export interface StorageApi {
  ref(storage: FirebaseStorage, path: string): StorageReference;
  uploadBytesResumable(target: StorageReference, blob: Blob, metadata?: UploadMetadata): UploadTask;
  getDownloadURL(target: StorageReference): Promise<string>;
  deleteObject(target: StorageReference): Promise<void>;
}

export const sdkStorageApi: StorageApi = {
  ref,
  uploadBytesResumable,
  getDownloadURL,
  deleteObject,
};

/**
 * A Blob of the source. Storage's resumable upload slices a Blob; a stream (a dialog-chosen
 * file) is gathered into one by the browser, which keeps a big Blob's bytes out of the JS heap.
 */
async function blobOf(source: UploadSource, signal?: AbortSignal): Promise<Blob> {
  if (source instanceof Blob) return source;
  const reader = source.stream.getReader();
  const parts: Blob[] = [];
  try {
    for (;;) {
      if (signal?.aborted) throw new UploadCanceledError();
      const { done, value } = await reader.read();
      if (done) break;
      // Each piece becomes a Blob at once, so the heap holds handles, not the bytes.
      parts.push(new Blob([value as Uint8Array<ArrayBuffer>]));
    }
  } finally {
    await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  if (signal?.aborted) throw new UploadCanceledError();
  return new Blob(parts, { type: source.type ?? '' });
}

const storageMessages: Record<string, string> = {
  'storage/unauthorized': texts.firebase.storageUnauthorized,
  'storage/unauthenticated': texts.firebase.notSignedIn,
  'storage/quota-exceeded': texts.firebase.quotaExceeded,
  'storage/retry-limit-exceeded': texts.firebase.uploadRetryLimit,
  'storage/no-default-bucket': texts.firebase.noBucket,
};

export function storageError(error: unknown, path: string): Error {
  const code = errorCode(error);
  if (code === 'storage/canceled') return new UploadCanceledError();
  if (code === null) return toError(error);
  const message =
    code === 'storage/object-not-found'
      ? texts.firebase.fileNotFound(path)
      : (storageMessages[code] ?? texts.firebase.storageFailed(code));
  return new FirebaseAdapterError(message, code, { cause: error });
}

const recordSchema = z.object({
  url: z.string().min(1),
  filename: z.string().trim().min(1),
  path: z.string().min(1),
  isPublic: z.boolean(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  contentType: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
});

function checkProjectId(projectId: string): string {
  const parsed = projectIdSchema.safeParse(projectId);
  if (!parsed.success) throw new Error(parsed.error.issues[0].message);
  return parsed.data;
}

/** Progress as a fraction that only grows and ends at exactly 1. */
function progressReporter(onProgress?: (fraction: number) => void) {
  let last = -1;
  return (fraction: number) => {
    const next = Math.min(1, Math.max(last, fraction));
    if (next === last) return;
    last = next;
    onProgress?.(next);
  };
}

export interface FileStoreDeps {
  db: Firestore;
  /** Resolved on first use, so a profile without a bucket fails only when files are used. */
  storage: () => FirebaseStorage;
  api?: StorageApi;
}

/** FileStore over Storage (resumable uploads) and Firestore (file records). */
export function createFirebaseFileStore({
  db,
  storage,
  api = sdkStorageApi,
}: FileStoreDeps): FileStore {
  const objectRef = (path: string) => {
    try {
      return api.ref(storage(), parseFilePath(path));
    } catch (error) {
      throw storageError(error, path);
    }
  };

  return {
    async upload(path, source, options = {}): Promise<StoredFile> {
      const isStream =
        source !== null &&
        typeof source === 'object' &&
        'stream' in source &&
        !(source instanceof Blob);
      if (!(source instanceof Blob) && !isStream) throw new Error(texts.firebase.blobRequired);
      const target = objectRef(path);
      const { signal } = options;
      if (signal?.aborted) throw new UploadCanceledError();
      const blob = await blobOf(source, signal);
      const contentType = options.contentType || blob.type || 'application/octet-stream';
      const report = progressReporter(options.onProgress);
      const task = api.uploadBytesResumable(target, blob, { contentType });
      const cancel = () => task.cancel();
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        await new Promise<void>((resolve, reject) => {
          task.on(
            'state_changed',
            (snapshot) => {
              if (snapshot.totalBytes > 0) report(snapshot.bytesTransferred / snapshot.totalBytes);
            },
            reject,
            resolve,
          );
          // The bytes start moving now: the queue watches for a stall from this first report
          // (made once the task is watched, so a cancel made on it ends the upload).
          report(0);
        });
        report(1);
        const { metadata } = task.snapshot;
        return {
          path,
          size: metadata.size ?? blob.size,
          contentType: metadata.contentType ?? contentType,
        };
      } catch (error) {
        throw storageError(error, path);
      } finally {
        signal?.removeEventListener('abort', cancel);
      }
    },

    async remove(path) {
      const target = objectRef(path);
      try {
        await api.deleteObject(target);
      } catch (error) {
        if (errorCode(error) === 'storage/object-not-found') return;
        throw storageError(error, path);
      }
    },

    // The console API wrote the record's document itself (it is the source of truth).
    async keepRegistered() {},

    async register(projectId, file): Promise<FileRecord> {
      const project = checkProjectId(projectId);
      const parsed = recordSchema.safeParse(file);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new Error(
          texts.firebase.fileRecordInvalid(`${issue.path.join('.')}: ${issue.message}`),
        );
      }
      // Absent optional fields must not reach Firestore as undefined.
      const data = Object.fromEntries(
        Object.entries(parsed.data).filter(([, value]) => value !== undefined),
      ) as Omit<FileRecord, 'id'>;
      const path = collectionPathOf(project, 'files');
      const created = await mapFirestore(() => addDoc(collection(db, path), data), path);
      return { ...data, id: created.id };
    },

    async setVisibility(projectId, fileId, isPublic) {
      const project = checkProjectId(projectId);
      if (typeof fileId !== 'string' || fileId.trim() === '' || fileId.includes('/')) {
        throw new Error(texts.firebase.fileIdRequired);
      }
      const path = documentPathOf(project, 'files', fileId);
      try {
        // updateDoc fails on a missing document, so an unknown id creates nothing.
        await updateDoc(doc(db, path), { isPublic: Boolean(isPublic) });
      } catch (error) {
        if (errorCode(error) === 'not-found') {
          throw new FirebaseAdapterError(texts.data.fileRecordNotFound(fileId), 'not-found', {
            cause: error,
          });
        }
        throw firestoreError(error, path);
      }
    },

    async resolveUrl(path) {
      const target = objectRef(path);
      try {
        return await api.getDownloadURL(target);
      } catch (error) {
        throw storageError(error, path);
      }
    },
  };
}
