import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { createLocalDataPorts, LOCAL_OPERATOR_ID } from '../../src/renderer/data/local';
import { writeAsBackend } from '../../src/renderer/test-support/local-ports';
import { UPLOAD_CHUNK_SIZE } from '../../src/renderer/data/local/file-store';
import {
  UploadCanceledError,
  type DataPorts,
  type DocumentSnapshot,
} from '../../src/renderer/data/ports';
import { describeDocumentStoreContract } from './suite/document-store.contract';
import { describeProductEditContract } from './suite/product-edit.contract';
import { describeFileStoreContract } from './suite/file-store.contract';
import { readUrlBytes, uniqueSuffix } from './suite/helpers';
import { describeIdentityContract } from './suite/identity.contract';

/** A fresh in-memory IndexedDB per fixture, so tests never see each other's data. */
async function freshPorts(): Promise<DataPorts> {
  return createLocalDataPorts({
    databaseName: `contract-${uniqueSuffix()}`,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
  });
}

describeDocumentStoreContract('local (Dexie)', async () => {
  const ports = await freshPorts();
  return { store: ports.documents, dispose: ports.dispose };
});

describeProductEditContract('local (Dexie)', async () => {
  const ports = await freshPorts();
  return {
    store: ports.documents,
    userId: LOCAL_OPERATOR_ID,
    seed: (path, data, options) => writeAsBackend(ports, path, data, options),
    dispose: ports.dispose,
  };
});

describeFileStoreContract('local (Dexie)', async () => {
  const ports = await freshPorts();
  return { files: ports.files, documents: ports.documents, dispose: ports.dispose };
});

describeIdentityContract('local (Dexie)', async () => {
  const ports = await freshPorts();
  return { identity: ports.identity, dispose: ports.dispose };
});

describe('local adapter beyond the contract', () => {
  it('a watcher on one connection sees writes made through another on the same database', async () => {
    const indexedDB = new IDBFactory();
    const databaseName = `shared-${uniqueSuffix()}`;
    const first = await createLocalDataPorts({ databaseName, indexedDB, IDBKeyRange });
    const second = await createLocalDataPorts({ databaseName, indexedDB, IDBKeyRange });
    try {
      const seen: DocumentSnapshot[] = [];
      const stop = first.documents.watchDocument('project/demo/content/home', (s) => seen.push(s));
      await vi.waitFor(() => expect(seen.at(-1)?.exists).toBe(false));
      await second.documents.set('project/demo/content/home', { title: 'Início' });
      await vi.waitFor(() => expect(seen.at(-1)?.data).toEqual({ title: 'Início' }));
      stop();
    } finally {
      await first.dispose();
      await second.dispose();
    }
  });

  it('uploads large blobs in chunks with real intermediate progress', async () => {
    const ports = await freshPorts();
    try {
      // Ten chunks: committed four to a transaction, so progress moves at 4 and 8.
      const bytes = new Uint8Array(UPLOAD_CHUNK_SIZE * 9 + 10).map((_, i) => i % 251);
      const progress: number[] = [];
      const stored = await ports.files.upload('demo/videos/receita.mp4', new Blob([bytes]), {
        contentType: 'video/mp4',
        onProgress: (fraction) => progress.push(fraction),
      });
      // Bytes written over the size (speed and remaining time are computed from it).
      const size = bytes.length;
      expect(progress).toEqual([4, 8].map((n) => (n * UPLOAD_CHUNK_SIZE) / size).concat(1));
      expect(stored.size).toBe(bytes.length);
      // Buffer.equals: a deep toEqual over 800k numbers is needlessly slow.
      expect(
        Buffer.from(await readUrlBytes(await ports.files.resolveUrl(stored.path))).equals(
          Buffer.from(bytes),
        ),
      ).toBe(true);
    } finally {
      await ports.dispose();
    }
  });

  it('cancel between chunks throws UploadCanceledError and keeps the previous version', async () => {
    const ports = await freshPorts();
    try {
      const path = 'demo/videos/receita.mp4';
      await ports.files.upload(path, new Blob(['versão antiga']));
      const controller = new AbortController();
      const progress: number[] = [];
      const error = await ports.files
        .upload(path, new Blob([new Uint8Array(UPLOAD_CHUNK_SIZE * 16)]), {
          signal: controller.signal,
          onProgress: (fraction) => {
            progress.push(fraction);
            controller.abort();
          },
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UploadCanceledError);
      expect(progress).toEqual([0.25]);
      const url = await ports.files.resolveUrl(path);
      expect(new TextDecoder().decode(await readUrlBytes(url))).toBe('versão antiga');
    } finally {
      await ports.dispose();
    }
  });

  it('rejects invalid file paths and project ids with pt-BR messages', async () => {
    const ports = await freshPorts();
    try {
      await expect(ports.files.upload('', new Blob(['x']))).rejects.toThrow(
        /Caminho de arquivo inválido/,
      );
      await expect(ports.files.upload('a/../b', new Blob(['x']))).rejects.toThrow(
        /Caminho de arquivo inválido/,
      );
      await expect(ports.files.resolveUrl('demo/nada.png')).rejects.toThrow(
        'Arquivo não encontrado: demo/nada.png.',
      );
      await expect(
        ports.files.register('projeto com espaço', {
          url: 'u',
          filename: 'f',
          path: 'p',
          isPublic: true,
        }),
      ).rejects.toThrow(/id do projeto/);
    } finally {
      await ports.dispose();
    }
  });
});
