import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createLocalDataPorts } from '.';

type Write = { path: string; data: Record<string, unknown> };

describe('local store: writes made elsewhere (the demo services)', () => {
  it('merges each write into the stored document, dates unwrapped, until disposed', async () => {
    let deliver: ((write: Write) => void) | null = null;
    const ports = await createLocalDataPorts({
      databaseName: 'external-writes',
      indexedDB: new IDBFactory(),
      IDBKeyRange,
      loadSeed: async () => ({
        documents: [
          { path: 'project/demo/product-data/1100', data: { Price: 10, Note: 'mantida' } },
        ],
      }),
      externalWrites: (listener) => {
        deliver = listener;
        return () => (deliver = null);
      },
    });
    const path = 'project/demo/product-data/1100';
    const seen: unknown[] = [];
    const stop = ports.documents.watchDocument(path, (snapshot) => seen.push(snapshot.data));

    deliver!({
      path,
      data: { ProductCode: '1100', Price: 99.9, updatedAt: { __date: '2026-11-25T10:00:00.000Z' } },
    });
    await expect.poll(async () => (await ports.documents.get(path)).data?.Price).toBe(99.9);
    const stored = (await ports.documents.get(path)).data!;
    expect(stored).toMatchObject({ ProductCode: '1100', Note: 'mantida' });
    expect(stored.updatedAt).toEqual(new Date('2026-11-25T10:00:00.000Z'));
    // Live watchers see it, as they would a Firestore write by a service.
    await expect.poll(() => (seen.at(-1) as { Price?: number } | undefined)?.Price).toBe(99.9);
    // The service writes as the backend: the same price change by the console is refused.
    await expect(ports.documents.set(path, { Price: 1 }, { merge: true })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await ports.documents.get(path)).data?.Price).toBe(99.9);

    stop();
    await ports.dispose();
    expect(deliver).toBeNull();
  });
});
