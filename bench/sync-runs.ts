/** The bulk sync runs the figures are taken from, shared by the bench and its RSS child. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpClient } from '../src/main/services/http/http-client';
import { createSyncEngine, type SyncEngine } from '../src/main/services/sync/sync-engine';
import { createSyncFeed } from '../src/main/services/sync/sync-feed';
import { defaultLocalProfile, type ConnectionProfile } from '../src/shared/settings/profile';

export function codes(count: number): string {
  return Array.from({ length: count }, (_, i) => String(1_000_000 + i)).join('\n');
}

export const tenTasks = [
  'bling-warehouse',
  'tramontina-firestore',
  'franke-store',
  'doka-product-site',
  'bling-update-flag',
  'ai-title',
  'ai-description',
  'site-cookstore',
  'site-centergarbin',
  'site-excellenceshop',
];

export async function withEngine<T>(
  url: string,
  body: (engine: SyncEngine) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sync-bench-'));
  const profile = { ...defaultLocalProfile(), workersUrl: url, apiUrl: url } as ConnectionProfile;
  const engine = createSyncEngine({
    dataDir,
    http: createHttpClient({ getProfile: () => profile }),
    getProfile: () => profile,
    log: () => {},
  });
  try {
    return await body(engine);
  } finally {
    await engine.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function finished(engine: SyncEngine): Promise<void> {
  return new Promise((resolve) => {
    const stop = engine.onDelta((delta) => {
      if (delta.type === 'status' && delta.status === 'finished') {
        stop();
        resolve();
      }
    });
  });
}

/**
 * Peak RSS while a run of `count` codes × `taskCount` tasks is loaded and running, with the
 * sync feed windows listen to (its batches serialised as for the bridge), and a window asking
 * for the state as it does (the feed's snapshot: one window of rows).
 */
export async function measureRss(
  url: string,
  count: number,
  taskCount: number,
): Promise<{ peak: number; baseline: number }> {
  const baseline = process.memoryUsage().rss / (1024 * 1024);
  return withEngine(url, async (engine) => {
    const feed = createSyncFeed(engine);
    feed.onBatch((batch) => JSON.stringify(batch));
    const result = await engine.start({
      codes: codes(count),
      tasks: tenTasks.slice(0, taskCount),
      concurrency: 10,
      delayMs: 0,
    });
    if (!result.ok) throw new Error(result.message);
    let peak = 0;
    for (let sample = 0; sample < 30; sample++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (sample === 10) JSON.stringify(feed.snapshot());
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    await engine.pause();
    await engine.idle();
    feed.dispose();
    return { peak: peak / (1024 * 1024), baseline };
  });
}
