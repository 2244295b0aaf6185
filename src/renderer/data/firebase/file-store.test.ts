import { deleteApp, FirebaseError, initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import type { FirebaseStorage, StorageReference, UploadTask } from 'firebase/storage';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { UploadCanceledError } from '../ports';
import { texts } from '../../../shared/texts/pt-BR';
import { createFirebaseFileStore, type StorageApi } from './file-store';

// Storage has no emulator here: a scripted upload task stands in for the SDK's, so the
// store's own logic (progress, cancel, error mapping) is what these tests exercise.
class FakeTask {
  canceled = false;
  snapshot: {
    bytesTransferred: number;
    totalBytes: number;
    metadata: { size?: number; contentType?: string };
    ref: StorageReference;
  };
  private observer?: {
    next: (s: unknown) => void;
    error: (e: unknown) => void;
    complete: () => void;
  };
  constructor(ref: StorageReference, size: number, contentType?: string) {
    this.snapshot = { bytesTransferred: 0, totalBytes: size, metadata: { size, contentType }, ref };
  }
  on(
    _event: string,
    next: (s: unknown) => void,
    error: (e: unknown) => void,
    complete: () => void,
  ) {
    this.observer = { next, error, complete };
    return () => {};
  }
  progress(bytes: number) {
    this.snapshot.bytesTransferred = bytes;
    this.observer?.next(this.snapshot);
  }
  finish() {
    this.observer?.complete();
  }
  fail(code: string) {
    this.observer?.error(new FirebaseError(code, `Firebase Storage: ${code}`));
  }
  cancel() {
    this.canceled = true;
    this.fail('storage/canceled');
    return true;
  }
}

const app = initializeApp({ apiKey: 'k', projectId: 'demo-files' }, 'file-store-test');
const db = getFirestore(app);
afterAll(() => deleteApp(app));

function setup(options: { bucket?: boolean; urlError?: string } = {}) {
  const tasks: FakeTask[] = [];
  const api: StorageApi = {
    ref: (_storage, path) => ({ fullPath: path }) as StorageReference,
    uploadBytesResumable: vi.fn((ref: StorageReference, blob: Blob, metadata) => {
      const task = new FakeTask(ref, blob.size, metadata?.contentType);
      tasks.push(task);
      return task as unknown as UploadTask;
    }),
    getDownloadURL: async (ref) => {
      if (options.urlError) throw new FirebaseError(options.urlError, options.urlError);
      return `https://storage.example/${ref.fullPath}`;
    },
    deleteObject: vi.fn(async () => {}),
  };
  const storage = () => {
    if (options.bucket === false) throw new Error(texts.firebase.noBucket);
    return {} as FirebaseStorage;
  };
  const files = createFirebaseFileStore({ db, storage, api });
  // The task exists once upload() has validated its input and started.
  const started = () => vi.waitFor(() => expect(tasks.length).toBe(1)).then(() => tasks[0]);
  return { files, tasks, api, started };
}

describe('FirebaseFileStore.upload', () => {
  it('reports 0 as the task starts, then growing progress that ends at 1', async () => {
    const { files, started } = setup();
    const progress: number[] = [];
    const pending = files.upload('demo/docs/manual.txt', new Blob(['0123456789']), {
      contentType: 'text/plain',
      onProgress: (f) => progress.push(f),
    });
    const task = await started();
    task.progress(3);
    task.progress(2); // a late, smaller report must not move the bar back
    task.progress(10);
    task.finish();
    await expect(pending).resolves.toEqual({
      path: 'demo/docs/manual.txt',
      size: 10,
      contentType: 'text/plain',
    });
    expect(progress).toEqual([0, 0.3, 1]);
  });

  it('reports 0 then 1 for an empty file and falls back to the blob type, then octet-stream', async () => {
    const { files, tasks, started } = setup();
    const progress: number[] = [];
    const typed = files.upload('demo/a.png', new Blob([], { type: 'image/png' }), {
      onProgress: (f) => progress.push(f),
    });
    (await started()).finish();
    expect((await typed).contentType).toBe('image/png');
    expect(progress).toEqual([0, 1]);

    const untyped = files.upload('demo/b.bin', new Blob(['x']));
    await vi.waitFor(() => expect(tasks.length).toBe(2));
    tasks[1].finish();
    expect((await untyped).contentType).toBe('application/octet-stream');
  });

  it('cancels the task when the signal aborts, failing with UploadCanceledError', async () => {
    const { files, started } = setup();
    const controller = new AbortController();
    const pending = files.upload('demo/v.mp4', new Blob(['abc']), { signal: controller.signal });
    const task = await started();
    task.progress(1);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(UploadCanceledError);
    expect(task.canceled).toBe(true);
  });

  it('cancels the task when the signal aborts on the first report', async () => {
    const { files, tasks } = setup();
    const controller = new AbortController();
    const pending = files.upload('demo/v.mp4', new Blob(['abc']), {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(pending).rejects.toBeInstanceOf(UploadCanceledError);
    expect(tasks[0].canceled).toBe(true);
  });

  it('does not start an upload when the signal is already aborted', async () => {
    const { files, api } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(
      files.upload('demo/v.mp4', new Blob(['abc']), { signal: controller.signal }),
    ).rejects.toBeInstanceOf(UploadCanceledError);
    expect(api.uploadBytesResumable).not.toHaveBeenCalled();
  });

  it('stops listening to the signal once the upload is done', async () => {
    const { files, started } = setup();
    const controller = new AbortController();
    const pending = files.upload('demo/v.mp4', new Blob(['abc']), { signal: controller.signal });
    const task = await started();
    task.finish();
    await pending;
    controller.abort();
    expect(task.canceled).toBe(false);
  });

  it.each([
    ['storage/unauthorized', texts.firebase.storageUnauthorized],
    ['storage/quota-exceeded', texts.firebase.quotaExceeded],
    ['storage/retry-limit-exceeded', texts.firebase.uploadRetryLimit],
    [
      'storage/server-file-wrong-size',
      texts.firebase.storageFailed('storage/server-file-wrong-size'),
    ],
  ])('tells %s in pt-BR', async (code, message) => {
    const { files, started } = setup();
    const pending = files.upload('demo/v.mp4', new Blob(['abc']));
    (await started()).fail(code);
    await expect(pending).rejects.toThrow(message);
  });

  it('rejects bad input before touching Storage', async () => {
    const { files, api } = setup();
    await expect(files.upload('a/../b', new Blob(['x']))).rejects.toThrow(
      texts.data.filePathInvalid('a/../b'),
    );
    await expect(files.upload('demo/x', 'texto' as unknown as Blob)).rejects.toThrow(
      texts.firebase.blobRequired,
    );
    expect(api.uploadBytesResumable).not.toHaveBeenCalled();
  });

  it('fails with a pt-BR message when the profile has no bucket', async () => {
    const { files } = setup({ bucket: false });
    await expect(files.upload('demo/x', new Blob(['x']))).rejects.toThrow(texts.firebase.noBucket);
    await expect(files.resolveUrl('demo/x')).rejects.toThrow(texts.firebase.noBucket);
  });
});

describe('FirebaseFileStore.resolveUrl', () => {
  it('returns the download URL', async () => {
    await expect(setup().files.resolveUrl('demo/a.png')).resolves.toBe(
      'https://storage.example/demo/a.png',
    );
  });

  it('tells a missing file in pt-BR', async () => {
    const { files } = setup({ urlError: 'storage/object-not-found' });
    await expect(files.resolveUrl('demo/nada.png')).rejects.toThrow(
      texts.firebase.fileNotFound('demo/nada.png'),
    );
  });
});

describe('FirebaseFileStore records: input checks', () => {
  const record = { url: 'https://x/a.pdf', filename: 'a.pdf', path: 'demo/a.pdf', isPublic: true };

  it('rejects a bad project id or record before writing', async () => {
    const { files } = setup();
    await expect(files.register('com espaço', record)).rejects.toThrow(
      texts.profile.projectIdInvalid,
    );
    await expect(files.register('demo', { ...record, filename: ' ' })).rejects.toThrow(
      /Registro de arquivo inválido: filename/,
    );
    await expect(files.register('demo', { ...record, width: -1 })).rejects.toThrow(
      /Registro de arquivo inválido: width/,
    );
    await expect(files.setVisibility('demo', '', true)).rejects.toThrow(
      texts.firebase.fileIdRequired,
    );
    await expect(files.setVisibility('demo', 'a/b', true)).rejects.toThrow(
      texts.firebase.fileIdRequired,
    );
  });
});
