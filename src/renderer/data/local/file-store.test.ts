import { describe, expect, it } from 'vitest';
import { texts } from '../../../shared/texts/pt-BR';
import { LocalDocumentStore } from './document-store';
import { LocalFileStore, ORPHAN_CHUNK_AGE_MS, removeOrphanChunks } from './file-store';
import { testDatabase } from './test-database';

// Blobs cannot be stored from jsdom (fake-indexeddb clones with Node's structuredClone), so
// chunk rows here carry a stand-in; upload and read are covered under Node in tests/contract.
const chunk = (uploadId: string, index: number, writtenAt: Date) => ({
  uploadId,
  index,
  blob: null as unknown as Blob,
  writtenAt,
});

describe('removeOrphanChunks', () => {
  it('drops old chunks of unfinished uploads, keeps stored files and recent uploads', async () => {
    const { db } = testDatabase();
    const now = new Date('2026-11-22T12:00:00.000Z');
    const old = new Date(now.getTime() - ORPHAN_CHUNK_AGE_MS - 1);
    const recent = new Date(now.getTime() - 1000);
    await db.storedFiles.put({
      path: 'demo/a.png',
      uploadId: 'stored',
      size: 2,
      contentType: 'image/png',
      chunkCount: 2,
      storedAt: old,
    });
    await db.fileChunks.bulkPut([
      chunk('stored', 0, old),
      chunk('stored', 1, old),
      chunk('crashed', 0, old),
      chunk('crashed', 1, old),
      chunk('in-progress', 0, recent),
    ]);

    expect(await removeOrphanChunks(db, now)).toBe(2);
    const left = (await db.fileChunks.toArray()).map((c) => `${c.uploadId}#${c.index}`).sort();
    expect(left).toEqual(['in-progress#0', 'stored#0', 'stored#1']);
    db.close();
  });
});

describe('LocalFileStore.upload', () => {
  it('refuses what firebase/storage.rules refuse, writing nothing', async () => {
    const { db } = testDatabase();
    const files = new LocalFileStore(db, new LocalDocumentStore(db));
    const program = { size: 2, type: 'application/x-msdownload' } as unknown as Blob;
    await expect(files.upload('demo/files/u1/setup.exe', program)).rejects.toThrow(
      texts.labels.uploadRefused('setup.exe', { reason: 'program' }),
    );
    expect(await db.fileChunks.count()).toBe(0);
    expect(await db.storedFiles.count()).toBe(0);
    db.close();
  });
});
