import { isRunActive, type SyncProgress } from '../services/sync/sync-engine';
import { texts } from '../../shared/texts/pt-BR';

const t = texts.web.desktop.sync;

/** What the tray shows and offers for the current run. */
export interface TrayModel {
  tooltip: string;
  /** A disabled menu line with the progress, or null when there is no run. */
  progressLine: string | null;
  canPause: boolean;
  canStart: boolean;
}

export function trayModel(progress: SyncProgress): TrayModel {
  const counts = progress.counts;
  if (!progress.runId || !counts || !progress.status) {
    return { tooltip: t.tooltipIdle, progressLine: null, canPause: false, canStart: false };
  }
  const finished = counts.done + counts.failed;
  const line = t.progress(t.status[progress.status], finished, counts.total, counts.failed);
  return {
    tooltip: `${texts.web.desktop.trayTooltip} — ${line}`,
    progressLine: line,
    canPause: progress.status === 'running',
    canStart: progress.status === 'paused',
  };
}

/**
 * The taskbar progress (BrowserWindow.setProgressBar): the finished fraction while a run is
 * going or paused, and -1 (no bar) with no run or once it has finished.
 */
export function taskbarProgress(progress: SyncProgress): number {
  const counts = progress.counts;
  if (!counts || progress.status === 'finished' || !progress.status || counts.total === 0) {
    return -1;
  }
  return (counts.done + counts.failed) / counts.total;
}

/** The OS notification for a run that has just finished, with its counts; else null. */
export function finishedNotice(
  previous: SyncProgress,
  next: SyncProgress,
): { title: string; body: string } | null {
  if (next.status !== 'finished' || !next.counts) return null;
  if (previous.runId === next.runId && previous.status === 'finished') return null;
  return { title: t.finishedTitle, body: t.finishedBody(next.counts.done, next.counts.failed) };
}

/** "The sync goes on in the tray" is said once per app session, the first time it applies. */
export function createCloseNotice(): { shouldNotify(progress: SyncProgress): boolean } {
  let said = false;
  return {
    shouldNotify(progress) {
      if (said || !isRunActive(progress)) return false;
      said = true;
      return true;
    },
  };
}
