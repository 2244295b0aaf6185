import { describe, expect, it } from 'vitest';
import { createUploadQueue } from './upload-queue';
import { controllableUploadRuns } from '../../test-support/controllable-upload-runs';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('upload queue', () => {
  it('runs at most 3 at once and starts the next when one ends', async () => {
    const { runs, run } = controllableUploadRuns();
    const queue = createUploadQueue();
    for (let i = 0; i < 5; i++) queue.add({ name: `f${i}.png`, size: 100, owner: 'a', run });
    const states = () => queue.store.getState().jobs.map((job) => job.state);
    expect(states()).toEqual(['uploading', 'uploading', 'uploading', 'queued', 'queued']);
    runs[1].resolve('ok');
    await settle();
    expect(states()).toEqual(['uploading', 'done', 'uploading', 'uploading', 'queued']);
  });

  it('cancels a queued job without running it, and a running one through its signal', async () => {
    const { runs, run } = controllableUploadRuns();
    const queue = createUploadQueue({ concurrency: 1 });
    const first = queue.add({ name: 'a.mp4', size: 10, owner: 'a', run });
    const second = queue.add({ name: 'b.mp4', size: 10, owner: 'a', run });
    queue.cancel(second);
    queue.cancel(first);
    expect(runs[0].context.signal.aborted).toBe(true);
    await settle();
    expect(queue.store.getState().jobs.map((job) => job.state)).toEqual(['canceled', 'canceled']);
    expect(runs).toHaveLength(1);
  });

  it('ignores a cancel once registration began, so no registered file is orphaned', async () => {
    const { runs, run } = controllableUploadRuns();
    const done: string[] = [];
    const queue = createUploadQueue();
    const id = queue.add({ name: 'a.png', size: 10, owner: 'a', run, onDone: (r) => done.push(r) });
    expect(runs[0].context.onRegistering()).toBe(true);
    queue.cancel(id);
    expect(runs[0].context.signal.aborted).toBe(false);
    expect(queue.store.getState().jobs[0].state).toBe('registering');
    runs[0].resolve('registered');
    await settle();
    expect(queue.store.getState().jobs[0].state).toBe('done');
    expect(done).toEqual(['registered']);
  });

  it('a cancel during upload makes the registration step refuse to start', async () => {
    const { runs, run } = controllableUploadRuns();
    const queue = createUploadQueue();
    const id = queue.add({ name: 'a.png', size: 10, owner: 'a', run });
    queue.cancel(id);
    expect(runs[0].context.onRegistering()).toBe(false);
    await settle();
    expect(queue.store.getState().jobs[0].state).toBe('canceled');
  });

  it('shows a failure with its cause; a retry runs it again and reports the result once', async () => {
    const { runs, run } = controllableUploadRuns();
    const done: string[] = [];
    const queue = createUploadQueue();
    const id = queue.add({
      name: 'manual.pdf',
      size: 10,
      owner: 'a',
      run,
      onDone: (result) => done.push(result),
    });
    runs[0].reject(new Error('Sem conexão'));
    await settle();
    expect(queue.store.getState().jobs[0]).toMatchObject({ state: 'failed', error: 'Sem conexão' });
    queue.retry(id);
    expect(queue.store.getState().jobs[0]).toMatchObject({ state: 'uploading', error: null });
    runs[1].resolve('registrado');
    await settle();
    expect(queue.store.getState().jobs[0].state).toBe('done');
    expect(done).toEqual(['registrado']);
  });

  it('shows a burst of chunk reports at most every 100 ms, and always the end', () => {
    const { runs, run } = controllableUploadRuns();
    let clock = 0;
    const queue = createUploadQueue({ now: () => clock });
    queue.add({ name: 'video.mp4', size: 1_000, owner: 'a', run });
    let changes = 0;
    queue.store.subscribe(() => changes++);
    for (let step = 1; step <= 9; step++) {
      clock = step * 10;
      runs[0].context.onProgress(step / 10);
    }
    expect(changes).toBe(1);
    expect(queue.store.getState().jobs[0].fraction).toBeCloseTo(0.1);
    clock = 120;
    runs[0].context.onProgress(0.95);
    clock = 121;
    runs[0].context.onProgress(1);
    expect(changes).toBe(3);
    expect(queue.store.getState().jobs[0].fraction).toBe(1);
  });

  it('measures speed and remaining time from the progress of the last seconds', () => {
    const { runs, run } = controllableUploadRuns();
    let clock = 0;
    const queue = createUploadQueue({ now: () => clock });
    queue.add({ name: 'video.mp4', size: 10_000_000, owner: 'a', run });
    clock = 1_000;
    runs[0].context.onProgress(0.1);
    const job = () => queue.store.getState().jobs[0];
    expect(job().fraction).toBeCloseTo(0.1);
    expect(job().bytesPerSecond).toBeCloseTo(1_000_000);
    expect(job().remainingMs).toBeCloseTo(9_000);
    // Slower now: the window forgets the fast start after 3 s.
    clock = 5_000;
    runs[0].context.onProgress(0.2);
    clock = 9_000;
    runs[0].context.onProgress(0.25);
    expect(job().bytesPerSecond).toBeCloseTo(125_000);
    expect(job().remainingMs).toBeCloseTo(60_000);
  });

  it('clears finished jobs and keeps the running ones', async () => {
    const { runs, run } = controllableUploadRuns();
    const queue = createUploadQueue();
    queue.add({ name: 'a', size: 1, owner: 'a', run });
    queue.add({ name: 'b', size: 1, owner: 'a', run });
    runs[0].resolve('ok');
    await settle();
    queue.clearFinished();
    expect(queue.store.getState().jobs.map((job) => job.name)).toEqual(['b']);
  });
});
