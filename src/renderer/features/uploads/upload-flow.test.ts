import { describe, expect, it, vi } from 'vitest';
import { UploadCanceledError, type FileStore, type UploadSource } from '../../data/ports';
import type { ConsoleFilesApi } from './console-files-api';
import { runUploadFlow, type UploadFlowDeps } from './upload-flow';
import type { UploadRunContext } from './upload-queue';

function fakeFiles(options: { removeFails?: boolean } = {}) {
  const stored = new Map<string, UploadSource>();
  const kept: unknown[] = [];
  const files = {
    upload: vi.fn(async (path: string, source: UploadSource, upload) => {
      upload?.onProgress?.(1);
      stored.set(path, source);
      const size = source instanceof Blob ? source.size : source.size;
      return { path, url: `blob:${path}`, size, contentType: upload?.contentType ?? '' };
    }),
    remove: vi.fn(async (path: string) => {
      if (options.removeFails) throw new Error('disco cheio');
      stored.delete(path);
    }),
    keepRegistered: vi.fn(async (_project: string, record: unknown) => void kept.push(record)),
  } as unknown as FileStore;
  return { files, stored, kept };
}

function fakeApi(answer: Awaited<ReturnType<ConsoleFilesApi['register']>>) {
  return {
    register: vi.fn(async () => answer),
    setPermission: vi.fn(),
  } satisfies ConsoleFilesApi;
}

const registered = {
  ok: true as const,
  value: { id: 'f1', url: 'https://cdn/f1', filename: 'x', width: 1, height: 1, isPublic: true },
};

function context(registering = true): UploadRunContext & { progress: number[] } {
  const progress: number[] = [];
  return {
    signal: new AbortController().signal,
    onProgress: (fraction) => progress.push(fraction),
    onRegistering: () => registering,
    progress,
  };
}

function depsWith(files: FileStore, api: ConsoleFilesApi, imageSize = vi.fn()): UploadFlowDeps {
  return { files, api, projectId: 'demo', newId: () => 'u1', imageSize };
}

const input = (name: string, type: string, blob = new Blob(['bytes'], { type })) => ({
  name,
  size: blob.size,
  type,
  open: async () => blob,
});

describe('runUploadFlow', () => {
  it('measures an image, stores it under the project, registers it, and keeps the record', async () => {
    const { files, stored, kept } = fakeFiles();
    const api = fakeApi(registered);
    const imageSize = vi.fn(async () => ({ width: 350, height: 400 }));
    const run = context();
    const file = await runUploadFlow(
      depsWith(files, api, imageSize),
      input('foto.png', 'image/png'),
      { isPublic: true },
      run,
    );
    expect([...stored.keys()]).toEqual(['demo/files/u1/foto.png']);
    expect(api.register).toHaveBeenCalledWith('image', {
      file: 'foto.png',
      filePath: 'demo/files/u1/foto.png',
      isPublic: true,
    });
    expect(file).toMatchObject({ id: 'f1', url: 'https://cdn/f1', width: 350, height: 400 });
    expect(kept).toEqual([file]);
    expect(run.progress).toEqual([1]);
  });

  it('registers any other file as an attachment, unmeasured', async () => {
    const { files } = fakeFiles();
    const api = fakeApi(registered);
    const imageSize = vi.fn();
    await runUploadFlow(
      depsWith(files, api, imageSize),
      input('manual.pdf', 'application/pdf'),
      { isPublic: false },
      context(),
    );
    expect(imageSize).not.toHaveBeenCalled();
    expect(api.register).toHaveBeenCalledWith('file', expect.objectContaining({ isPublic: false }));
  });

  it('registers and stores the name without control or bidi characters', async () => {
    const { files, stored } = fakeFiles();
    const api = fakeApi({ ok: true, value: { id: 'f1', url: 'https://cdn/f1' } });
    const file = await runUploadFlow(
      depsWith(files, api),
      input(' \u202Efatura\u0000.pdf ', 'application/pdf'),
      { isPublic: false },
      context(),
    );
    expect([...stored.keys()]).toEqual(['demo/files/u1/fatura.pdf']);
    expect(api.register).toHaveBeenCalledWith(
      'file',
      expect.objectContaining({ file: 'fatura.pdf' }),
    );
    expect(file.filename).toBe('fatura.pdf');
  });

  it('moves no byte when an image cannot be decoded', async () => {
    const { files } = fakeFiles();
    const api = fakeApi(registered);
    const imageSize = vi.fn(async () => Promise.reject(new Error('decode')));
    await expect(
      runUploadFlow(
        depsWith(files, api, imageSize),
        input('a.png', 'image/png'),
        { isPublic: true },
        context(),
      ),
    ).rejects.toThrow('Não foi possível ler o arquivo: o arquivo não é uma imagem legível.');
    expect(files.upload).not.toHaveBeenCalled();
    expect(api.register).not.toHaveBeenCalled();
  });

  it('deletes the stored bytes when the console API refuses to register them', async () => {
    const { files, stored, kept } = fakeFiles();
    const api = fakeApi({ ok: false, error: 'HTTP 500' });
    await expect(
      runUploadFlow(
        depsWith(files, api),
        input('a.zip', 'application/zip'),
        { isPublic: false },
        context(),
      ),
    ).rejects.toThrow('O arquivo foi enviado, mas o console não o registrou: HTTP 500');
    expect(stored.size).toBe(0);
    expect(kept).toEqual([]);
  });

  it('names the stored path when even the deletion fails, so it can be cleaned up', async () => {
    const { files } = fakeFiles({ removeFails: true });
    const api = fakeApi({ ok: false, error: 'HTTP 500' });
    await expect(
      runUploadFlow(
        depsWith(files, api),
        input('a.zip', 'application/zip'),
        { isPublic: false },
        context(),
      ),
    ).rejects.toThrow(/demo\/files\/u1\/a\.zip$/);
  });

  it('a cancel that wins the race with registration deletes the bytes and registers nothing', async () => {
    const { files, stored } = fakeFiles();
    const api = fakeApi(registered);
    await expect(
      runUploadFlow(
        depsWith(files, api),
        input('a.zip', 'application/zip'),
        { isPublic: false },
        context(false),
      ),
    ).rejects.toBeInstanceOf(UploadCanceledError);
    expect(stored.size).toBe(0);
    expect(api.register).not.toHaveBeenCalled();
  });
});
