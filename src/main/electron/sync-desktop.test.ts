import { describe, expect, it } from 'vitest';
import { isRunActive, type SyncProgress } from '../services/sync/sync-engine';
import { createCloseNotice, finishedNotice, taskbarProgress, trayModel } from './sync-desktop';

const progress = (
  status: SyncProgress['status'],
  done = 0,
  failed = 0,
  total = 10,
  runId: string | null = 'r1',
): SyncProgress => ({
  runId,
  status,
  counts: status ? { total, done, failed, running: 0, pending: total - done - failed } : null,
  errorCount: failed,
});
const none = progress(null, 0, 0, 0, null);

describe('sync on the desktop', () => {
  it('shows the run progress in the tray and offers Pausar or Iniciar as they apply', () => {
    expect(trayModel(none)).toEqual({
      tooltip: 'Console Desktop',
      progressLine: null,
      canPause: false,
      canStart: false,
    });
    expect(trayModel(progress('running', 3, 1))).toMatchObject({
      progressLine: 'Sincronizando: 4 de 10 produtos (1 com erro)',
      canPause: true,
      canStart: false,
    });
    expect(trayModel(progress('paused', 2))).toMatchObject({
      progressLine: 'Pausada: 2 de 10 produtos',
      canPause: false,
      canStart: true,
    });
    expect(trayModel(progress('finished', 10))).toMatchObject({ canPause: false, canStart: false });
  });

  it('follows the run on the taskbar and clears the bar when there is nothing to follow', () => {
    expect(taskbarProgress(none)).toBe(-1);
    expect(taskbarProgress(progress('running', 3, 2))).toBe(0.5);
    expect(taskbarProgress(progress('paused', 1))).toBe(0.1);
    expect(taskbarProgress(progress('finished', 10))).toBe(-1);
    expect(taskbarProgress(progress('running', 0, 0, 0))).toBe(-1);
  });

  it('notifies the end of a run once, with its counts', () => {
    expect(finishedNotice(progress('running', 9), progress('finished', 8, 2))).toEqual({
      title: 'Sincronização concluída',
      body: '8 produto(s) concluído(s), 2 com erro.',
    });
    expect(finishedNotice(progress('finished', 8, 2), progress('finished', 8, 2))).toBeNull();
    expect(finishedNotice(progress('running', 1), progress('paused', 1))).toBeNull();
    // A new run that finishes is a new notice even right after another one finished.
    const next = progress('finished', 5, 0, 5, 'r2');
    expect(finishedNotice(progress('finished', 8, 2), next)).not.toBeNull();
  });

  it('says the sync goes on in the tray only once, and only while a run is active', () => {
    const notice = createCloseNotice();
    expect(notice.shouldNotify(progress('paused', 1))).toBe(false);
    expect(notice.shouldNotify(progress('running', 1))).toBe(true);
    expect(notice.shouldNotify(progress('running', 2))).toBe(false);
    expect(isRunActive(progress('running'))).toBe(true);
    expect(isRunActive(progress('paused'))).toBe(false);
  });
});
