import {
  UploadCanceledError,
  type FileRecord,
  type FileStore,
  type StoredFile,
  type UploadOptions,
  type UploadSource,
} from '../ports';
import { uploadRefusal } from '../../../shared/files/upload-rules';
import { parseProjectId } from '../../../shared/settings/project-id';
import { texts } from '../../../shared/texts/pt-BR';
import { autoId } from './auto-id';
import type { FileChunkRow, LocalDatabase, StoredFileRow } from './database';
import type { LocalDocumentStore } from './document-store';
import { documentPathOf, parseDocumentPath, parseFilePath } from '../paths';

/** Chunks of an unfinished upload older than this are left over from a crash or closed tab. */
export const ORPHAN_CHUNK_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes chunks that belong to no stored file and were written long ago (an upload cut short
 * by a crash). Recent ones are kept: another tab may still be uploading them.
 */
export async function removeOrphanChunks(
  db: LocalDatabase,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction('rw', db.storedFiles, db.fileChunks, async () => {
    const live = new Set((await db.storedFiles.toArray()).map((row) => row.uploadId));
    const cutoff = now.getTime() - ORPHAN_CHUNK_AGE_MS;
    return db.fileChunks
      .filter((chunk) => !live.has(chunk.uploadId) && chunk.writtenAt.getTime() < cutoff)
      .delete();
  });
}

/** Bytes written per IndexedDB transaction: progress and cancel happen between chunks. */
export const UPLOAD_CHUNK_SIZE = 256 * 1024;
/** Chunks per IndexedDB transaction (1 MB): each commit has a fixed cost worth sharing. */
const CHUNKS_PER_WRITE = 4;
/**
 * Transactions pending at once: the next chunks are read while IndexedDB commits the last
 * ones, instead of the two taking turns (at most 3 MB held in memory).
 */
const WRITES_IN_FLIGHT = 2;

function checkProjectId(projectId: string): string {
  const parsed = parseProjectId(projectId);
  if ('refusal' in parsed) throw new Error(parsed.refusal);
  return parsed.id;
}

export class LocalFileStore implements FileStore {
  /** One object URL per stored upload, revoked when replaced or on dispose. */
  private readonly urls = new Map<string, { uploadId: string; url: string }>();

  constructor(
    private readonly db: LocalDatabase,
    private readonly documents: LocalDocumentStore,
  ) {}

  async upload(
    path: string,
    source: UploadSource,
    options: UploadOptions = {},
  ): Promise<StoredFile> {
    const filePath = parseFilePath(path);
    const { signal, onProgress } = options;
    const size = source.size;
    const contentType = options.contentType || source.type || 'application/octet-stream';
    // The same refusals as firebase/storage.rules, before a byte is written.
    const name = path.slice(path.lastIndexOf('/') + 1);
    const refusal = uploadRefusal({ name, type: contentType, size });
    if (refusal) throw new Error(texts.labels.uploadRefused(name, refusal));
    const uploadId = autoId();
    let chunkCount = 0;
    // Each write is one transaction of up to CHUNKS_PER_WRITE chunks; WRITES_IN_FLIGHT of them
    // commit while the next chunks are read.
    const pending: Array<{ write: Promise<unknown>; chunks: number }> = [];
    let batch: FileChunkRow[] = [];
    let committed = 0;
    const flush = () => {
      if (batch.length === 0) return;
      const write = this.db.fileChunks.bulkPut(batch);
      // Awaited in turn below; this only keeps an early failure from going unhandled.
      write.catch(() => undefined);
      pending.push({ write, chunks: batch.length });
      batch = [];
    };
    const settleOldest = async () => {
      const oldest = pending.shift()!;
      await oldest.write;
      committed += oldest.chunks;
      // The last fraction (1) is reported only once the file is committed below.
      if (signal?.aborted) throw new UploadCanceledError();
      const written = Math.min(size, committed * UPLOAD_CHUNK_SIZE);
      if (written < size) onProgress?.(written / size);
    };
    try {
      try {
        for await (const chunk of chunksOf(source, signal)) {
          batch.push({ uploadId, index: chunkCount++, blob: chunk, writtenAt: new Date() });
          if (batch.length < CHUNKS_PER_WRITE) continue;
          flush();
          if (pending.length >= WRITES_IN_FLIGHT) await settleOldest();
        }
        flush();
        while (pending.length > 0) await settleOldest();
      } finally {
        // Whatever ended the loop, no write may land after the cleanup below.
        await Promise.allSettled(pending.map((entry) => entry.write));
      }
      if (signal?.aborted) throw new UploadCanceledError();
      if (chunkCount === 0) {
        await this.db.fileChunks.put({
          uploadId,
          index: 0,
          blob: new Blob([]),
          writtenAt: new Date(),
        });
        chunkCount = 1;
      }
      await this.db.transaction('rw', this.db.storedFiles, this.db.fileChunks, async () => {
        const previous = await this.db.storedFiles.get(filePath);
        await this.db.storedFiles.put({
          path: filePath,
          uploadId,
          size,
          contentType,
          chunkCount,
          storedAt: new Date(),
        });
        if (previous) await this.db.fileChunks.where('uploadId').equals(previous.uploadId).delete();
      });
    } catch (error) {
      // Canceled or failed: leave no chunk of this upload behind.
      await this.db.fileChunks.where('uploadId').equals(uploadId).delete();
      throw error;
    }
    onProgress?.(1);
    return { path: filePath, size, contentType };
  }

  async remove(path: string): Promise<void> {
    const filePath = parseFilePath(path);
    await this.db.transaction('rw', this.db.storedFiles, this.db.fileChunks, async () => {
      const row = await this.db.storedFiles.get(filePath);
      if (!row) return;
      await this.db.storedFiles.delete(filePath);
      await this.db.fileChunks.where('uploadId').equals(row.uploadId).delete();
    });
    const cached = this.urls.get(filePath);
    if (cached) URL.revokeObjectURL(cached.url);
    this.urls.delete(filePath);
  }

  /** The stored bytes as one Blob (also what the object URL points to). */
  async read(path: string): Promise<Blob> {
    const { blob } = await this.load(parseFilePath(path));
    return blob;
  }

  private async load(path: string): Promise<{ row: StoredFileRow; blob: Blob }> {
    return this.db.transaction('r', this.db.storedFiles, this.db.fileChunks, async () => {
      const row = await this.db.storedFiles.get(path);
      if (!row) throw new Error(texts.data.fileNotFound(path));
      const chunks = await this.db.fileChunks
        .where('uploadId')
        .equals(row.uploadId)
        .sortBy('index');
      return {
        row,
        blob: new Blob(
          chunks.map((chunk) => chunk.blob),
          { type: row.contentType },
        ),
      };
    });
  }

  async resolveUrl(path: string): Promise<string> {
    const filePath = parseFilePath(path);
    const { row, blob } = await this.load(filePath);
    const cached = this.urls.get(filePath);
    if (cached?.uploadId === row.uploadId) return cached.url;
    if (cached) URL.revokeObjectURL(cached.url);
    const url = URL.createObjectURL(blob);
    this.urls.set(filePath, { uploadId: row.uploadId, url });
    return url;
  }

  async register(projectId: string, file: Omit<FileRecord, 'id'>): Promise<FileRecord> {
    const project = checkProjectId(projectId);
    const id = autoId();
    const record = Object.fromEntries(
      Object.entries({ ...file, id }).filter(([, value]) => value !== undefined),
    ) as unknown as FileRecord;
    const now = new Date();
    await this.documents.set(documentPathOf(project, 'files', id), {
      ...record,
      createdAt: now,
      updatedAt: now,
    });
    return record;
  }

  async keepRegistered(projectId: string, record: FileRecord): Promise<void> {
    const project = checkProjectId(projectId);
    const now = new Date();
    const data = Object.fromEntries(
      Object.entries(record).filter(([, value]) => value !== undefined),
    );
    await this.documents.set(documentPathOf(project, 'files', record.id), {
      ...data,
      createdAt: now,
      updatedAt: now,
    });
  }

  async setVisibility(projectId: string, fileId: string, isPublic: boolean): Promise<void> {
    const project = checkProjectId(projectId);
    const doc = parseDocumentPath(documentPathOf(project, 'files', fileId));
    // Read and write in one transaction, so a concurrent delete is never undone.
    await this.db.transaction('rw', this.db.documents, async () => {
      const row = await this.db.documents.get(doc.path);
      if (!row) throw new Error(texts.data.fileRecordNotFound(fileId));
      await this.db.documents.put({
        ...row,
        data: { ...row.data, isPublic, updatedAt: new Date() },
      });
    });
  }

  close(): void {
    for (const { url } of this.urls.values()) URL.revokeObjectURL(url);
    this.urls.clear();
  }
}

/**
 * The source in UPLOAD_CHUNK_SIZE pieces: a Blob is sliced (its bytes stay where the browser
 * keeps them); a stream is read as it arrives, so no more than one chunk is held at a time.
 */
async function* chunksOf(source: UploadSource, signal?: AbortSignal): AsyncGenerator<Blob> {
  if (source instanceof Blob) {
    for (let start = 0; start < source.size; start += UPLOAD_CHUNK_SIZE) {
      if (signal?.aborted) throw new UploadCanceledError();
      yield source.slice(start, start + UPLOAD_CHUNK_SIZE);
    }
    return;
  }
  const reader = source.stream.getReader();
  let buffer = new Uint8Array(UPLOAD_CHUNK_SIZE);
  let filled = 0;
  try {
    for (;;) {
      if (signal?.aborted) throw new UploadCanceledError();
      const { done, value } = await reader.read();
      if (done) break;
      for (let offset = 0; offset < value.byteLength; ) {
        const taken = Math.min(UPLOAD_CHUNK_SIZE - filled, value.byteLength - offset);
        buffer.set(value.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled === UPLOAD_CHUNK_SIZE) {
          yield new Blob([buffer]);
          buffer = new Uint8Array(UPLOAD_CHUNK_SIZE);
          filled = 0;
        }
      }
    }
    if (filled > 0) yield new Blob([buffer.subarray(0, filled)]);
  } finally {
    // A cancel or failure stops the source too (the chosen-file route closes its stream).
    await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
