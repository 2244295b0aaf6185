import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  UploadCanceledError,
  type DocumentStore,
  type FileStore,
} from '../../../src/renderer/data/ports';
import { attempt, expectSameBytes, readUrlBytes, uniqueSuffix } from './helpers';

export interface FileFixture {
  files: FileStore;
  documents: DocumentStore;
  dispose(): Promise<void>;
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** The bytes as a stream of `piece`-sized reads, as a file read from disk arrives. */
function streamOf(bytes: Uint8Array, piece: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(source) {
      if (offset >= bytes.byteLength) return source.close();
      source.enqueue(bytes.slice(offset, offset + piece));
      offset += piece;
    },
  });
}

/** The FileStore contract: upload with progress and cancel, URLs, file records. */
export function describeFileStoreContract(
  adapterName: string,
  create: () => Promise<FileFixture>,
): void {
  describe(`FileStore contract: ${adapterName}`, () => {
    let fixture: FileFixture;
    let files: FileStore;
    let projectId: string;
    let folder: string;

    beforeEach(async () => {
      fixture = await create();
      files = fixture.files;
      projectId = `contract-${uniqueSuffix()}`;
      folder = `${projectId}/uploads-${uniqueSuffix()}`;
    });
    afterEach(async () => {
      await fixture.dispose();
    });

    it('uploads a blob, reports progress up to 1 and serves the same bytes', async () => {
      const content = 'Manual da panela de pressão: leia antes de usar.';
      const progress: number[] = [];
      const stored = await files.upload(
        `${folder}/manual.txt`,
        new Blob([content], { type: 'text/plain' }),
        { onProgress: (fraction) => progress.push(fraction) },
      );
      expect(stored.path).toBe(`${folder}/manual.txt`);
      expect(stored.size).toBe(bytesOf(content).length);
      expect(stored.contentType).toBe('text/plain');
      expect(progress.at(-1)).toBe(1);
      expect(progress.every((f, i) => f >= 0 && f <= 1 && (i === 0 || f >= progress[i - 1]))).toBe(
        true,
      );
      expect(await readUrlBytes(await files.resolveUrl(stored.path))).toEqual(bytesOf(content));
    });

    it('uses the given content type over the blob type', async () => {
      const stored = await files.upload(
        `${folder}/image.png`,
        new Blob([new Uint8Array([1, 2, 3])]),
        {
          contentType: 'image/png',
        },
      );
      expect(stored.contentType).toBe('image/png');
      expect(stored.size).toBe(3);
    });

    it('replaces the bytes when uploading to the same path again', async () => {
      await files.upload(`${folder}/a.txt`, new Blob(['primeira versão']));
      const second = await files.upload(`${folder}/a.txt`, new Blob(['segunda']));
      expect(await readUrlBytes(await files.resolveUrl(second.path))).toEqual(bytesOf('segunda'));
    });

    it('cancels with UploadCanceledError when the signal is already aborted, storing nothing', async () => {
      const controller = new AbortController();
      controller.abort();
      const error = await attempt(() =>
        files.upload(`${folder}/canceled.txt`, new Blob(['x']), { signal: controller.signal }),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UploadCanceledError);
      await expect(attempt(() => files.resolveUrl(`${folder}/canceled.txt`))).rejects.toThrow();
    });

    it('uploads a stream as it arrives (a file chosen in the dialog), with progress up to 1', async () => {
      // 700 KB in 64 KB pieces: several store chunks, the last one short.
      const bytes = new Uint8Array(700 * 1024).map((_, i) => (i * 7) % 251);
      const progress: number[] = [];
      const stored = await files.upload(
        `${folder}/video.mp4`,
        { stream: streamOf(bytes, 64 * 1024), size: bytes.byteLength, type: 'video/mp4' },
        { onProgress: (fraction) => progress.push(fraction) },
      );
      expect(stored).toMatchObject({ size: bytes.byteLength, contentType: 'video/mp4' });
      expect(progress.at(-1)).toBe(1);
      expect(progress.every((f, i) => i === 0 || f >= progress[i - 1])).toBe(true);
      expectSameBytes(await readUrlBytes(await files.resolveUrl(stored.path)), bytes);
    });

    it('cancels a stream mid-upload: UploadCanceledError, the source is closed, nothing stored', async () => {
      const controller = new AbortController();
      let closed = false;
      let sent = 0;
      // An endless source: only the cancel can end this upload.
      const stream = new ReadableStream<Uint8Array>({
        pull(source) {
          sent += 1;
          if (sent === 3) controller.abort();
          source.enqueue(new Uint8Array(128 * 1024));
        },
        cancel() {
          closed = true;
        },
      });
      const error = await attempt(() =>
        files.upload(
          `${folder}/cut.mp4`,
          { stream, size: 10 * 1024 * 1024, type: 'video/mp4' },
          { signal: controller.signal },
        ),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UploadCanceledError);
      expect(closed).toBe(true);
      await expect(attempt(() => files.resolveUrl(`${folder}/cut.mp4`))).rejects.toThrow();
    });

    it('removes stored bytes; removing a missing path is not an error', async () => {
      const stored = await files.upload(`${folder}/orphan.txt`, new Blob(['sem registro']));
      await files.remove(stored.path);
      await expect(attempt(() => files.resolveUrl(stored.path))).rejects.toThrow();
      await files.remove(stored.path);
    });

    it('fails to resolve a file that was never uploaded', async () => {
      await expect(attempt(() => files.resolveUrl(`${folder}/missing.txt`))).rejects.toThrow();
    });

    it('registers a file record under project/{id}/files and changes its visibility', async () => {
      const record = await files.register(projectId, {
        url: 'https://cdn.example.com/manual.pdf',
        filename: 'manual.pdf',
        path: `${folder}/manual.pdf`,
        isPublic: false,
        contentType: 'application/pdf',
        size: 1234,
      });
      expect(record.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(record).toMatchObject({ filename: 'manual.pdf', isPublic: false, size: 1234 });

      const path = `project/${projectId}/files/${record.id}`;
      const stored = await fixture.documents.get(path);
      expect(stored.data).toMatchObject({
        url: 'https://cdn.example.com/manual.pdf',
        filename: 'manual.pdf',
        path: `${folder}/manual.pdf`,
        isPublic: false,
      });

      await files.setVisibility(projectId, record.id, true);
      expect((await fixture.documents.get(path)).data).toMatchObject({
        filename: 'manual.pdf',
        isPublic: true,
      });
      await files.setVisibility(projectId, record.id, false);
      expect((await fixture.documents.get(path)).data?.isPublic).toBe(false);
    });

    it('fails to change the visibility of an unknown file and creates nothing', async () => {
      await expect(
        attempt(() => files.setVisibility(projectId, 'nao-existe', true)),
      ).rejects.toThrow();
      expect((await fixture.documents.get(`project/${projectId}/files/nao-existe`)).exists).toBe(
        false,
      );
    });
  });
}
