import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUploadQueue, STALL_AFTER_MS } from './upload-queue';
import { controllableUploadRuns } from '../../test-support/controllable-upload-runs';

describe('upload queue: no progress for a while', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () => {
    const { runs, run } = controllableUploadRuns();
    const queue = createUploadQueue({ now: () => Date.now() });
    const id = queue.add({ name: 'catalogo.zip', size: 1000, owner: 'a', run });
    const job = () => queue.store.getState().jobs.find((each) => each.id === id)!;
    return { queue, runs, id, job };
  };

  it('says so once no byte moved for STALL_AFTER_MS, and stops saying it when bytes move', () => {
    const { runs, job } = setup();
    runs[0].context.onProgress(0);
    vi.advanceTimersByTime(STALL_AFTER_MS - 1);
    expect(job().stalled).toBe(false);
    vi.advanceTimersByTime(1);
    expect(job()).toMatchObject({ state: 'uploading', stalled: true, bytesPerSecond: null });

    runs[0].context.onProgress(0.25);
    expect(job()).toMatchObject({ stalled: false, fraction: 0.25 });
    vi.advanceTimersByTime(STALL_AFTER_MS - 1);
    expect(job().stalled).toBe(false);
    // A repeated report is no movement: it neither clears the word nor restarts the wait.
    runs[0].context.onProgress(0.25);
    vi.advanceTimersByTime(1);
    expect(job().stalled).toBe(true);
    runs[0].context.onProgress(0.25);
    expect(job().stalled).toBe(true);
  });

  it('waits for the first report: reading a chosen file before the bytes move is no stall', () => {
    const { runs, job } = setup();
    vi.advanceTimersByTime(STALL_AFTER_MS * 10);
    expect(job().stalled).toBe(false);
    runs[0].context.onProgress(0);
    vi.advanceTimersByTime(STALL_AFTER_MS);
    expect(job().stalled).toBe(true);
  });

  it('fails clearly when the store gives up, and a retry starts afresh and completes', async () => {
    const { queue, runs, id, job } = setup();
    runs[0].context.onProgress(0);
    vi.advanceTimersByTime(STALL_AFTER_MS);
    expect(job().stalled).toBe(true);
    runs[0].reject(new Error('O envio falhou: Sem conexão com o armazenamento.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(job()).toMatchObject({
      state: 'failed',
      stalled: false,
      error: 'O envio falhou: Sem conexão com o armazenamento.',
    });
    // The failed run's watch is gone: time passing changes nothing.
    vi.advanceTimersByTime(STALL_AFTER_MS * 2);
    expect(job().stalled).toBe(false);

    queue.retry(id);
    expect(runs).toHaveLength(2);
    expect(job()).toMatchObject({ state: 'uploading', stalled: false, error: null, fraction: 0 });
    runs[1].context.onProgress(0);
    runs[1].context.onProgress(1);
    expect(runs[1].context.onRegistering()).toBe(true);
    vi.advanceTimersByTime(STALL_AFTER_MS * 2);
    expect(job()).toMatchObject({ state: 'registering', stalled: false });
    runs[1].resolve('registrado');
    await vi.advanceTimersByTimeAsync(0);
    expect(job()).toMatchObject({ state: 'done', stalled: false });
  });

  it('a cancel ends the watch', async () => {
    const { queue, runs, id, job } = setup();
    runs[0].context.onProgress(0.5);
    queue.cancel(id);
    await vi.advanceTimersByTimeAsync(STALL_AFTER_MS * 2);
    expect(job()).toMatchObject({ state: 'canceled', stalled: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});
