import type { Page, Route } from '@playwright/test';
import type { FirebaseData } from '../e2e-firebase/firebase-profile';

/**
 * Holds the page's upload writes wherever the profile stores bytes: the local store's chunks
 * (null: the local profile), or every request to the Storage emulator. Resolves to a release.
 */
export function holdUploadWrites(
  page: Page,
  firebase: FirebaseData | null,
): Promise<() => Promise<void>> {
  if (!firebase) return holdLocalChunkWrites(page);
  if (!firebase.storage) throw new Error('no Storage emulator to hold');
  return holdRequestsTo(page, firebase.storage.host);
}

/** Keeps every request to `host` unanswered until the release lets them go on. */
async function holdRequestsTo(page: Page, host: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const pattern = (url: URL) => url.host === host;
  const hold = (route: Route) => {
    held.push(route);
  };
  await page.route(pattern, hold);
  return async () => {
    await page.unroute(pattern, hold);
    // A request the page gave up meanwhile (a cancel) can no longer go on: that is fine.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  };
}

/**
 * Holds the local store's upload writes: a read-write transaction on its file chunks, kept
 * alive in the page, makes every later write to them wait (IndexedDB runs overlapping
 * read-write transactions in order). Resolves to a release that ends the hold.
 */
async function holdLocalChunkWrites(page: Page): Promise<() => Promise<void>> {
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
