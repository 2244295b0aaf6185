import type { Page } from '@playwright/test';

/**
 * Holds the local store's upload writes: a read-write transaction on its file chunks, kept
 * alive in the page, makes every later write to them wait (IndexedDB runs overlapping
 * read-write transactions in order). Resolves to a release that ends the hold.
 */
export async function holdLocalChunkWrites(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((info) => info.name ?? '');
    const name = names.find((candidate) => candidate.startsWith('console-desktop-'));
    if (!name) throw new Error('no local store in this page');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const transaction = db.transaction('fileChunks', 'readwrite');
    const store = transaction.objectStore('fileChunks');
    const hold = window as unknown as { released: boolean; ended: Promise<void> };
    hold.released = false;
    // A transaction stays open while it has requests: one more each time the last answers.
    const keepOpen = () => {
      if (!hold.released) store.count().onsuccess = keepOpen;
    };
    keepOpen();
    hold.ended = new Promise((resolve) => {
      transaction.oncomplete = () => {
        db.close();
        resolve();
      };
    });
  });
  return () =>
    page.evaluate(async () => {
      const hold = window as unknown as { released: boolean; ended: Promise<void> };
      hold.released = true;
      await hold.ended;
    });
}
