import { useCallback, useState } from 'react';
import { App } from 'antd';
import type { SyncCommandResult } from '../../../shared/sync/run-state';
import { texts } from '../../../shared/texts/pt-BR';
import { useBridge } from '../../bridge/bridge-context';
import { useSyncForm } from './sync-form-store';
import { errorMessage } from '../../../shared/errors/error-message';
import { BACKEND_CHUNK_SIZE } from '../../../shared/sync/constants';
import { prepareRun, type RunInput } from '../../../shared/sync/run-input';
import { runTaskCalls } from '../../../shared/sync/task-calls';
import { useActiveProfile } from '../../data/provider';
import { useFileSaver } from '../../platform/create-file-saver';

const t = texts.sync.screen;

/** The run the form describes, as sync.start and sync.sendToBackend take it. */
function formInput(): RunInput {
  const form = useSyncForm.getState();
  return {
    codes: form.codes,
    tasks: form.tasks,
    blingAccount: form.blingAccount,
    concurrency: form.concurrency,
    delayMs: form.delayMs,
  };
}

export type SyncCommand = 'start' | 'pause' | 'resume' | 'retry' | 'send' | 'export';

/**
 * The engine commands as the screen uses them: each answer is shown (refusals per field in
 * the form, other refusals as a message), a failed bridge call too; nothing throws.
 */
export function useSyncCommands() {
  const bridge = useBridge();
  const saver = useFileSaver();
  const { message, modal } = App.useApp();
  const profile = useActiveProfile();
  const [busy, setBusy] = useState<SyncCommand | null>(null);

  const run = useCallback(
    async (command: SyncCommand | null, call: () => Promise<SyncCommandResult>) => {
      if (command) setBusy(command);
      try {
        const result = await call();
        if (result.ok) {
          for (const notice of result.notices) void message.info(notice);
        } else if (result.errors.length === 0) {
          void message.warning(result.message);
        }
        return result;
      } catch (error) {
        void message.error(t.commandFailed(errorMessage(error)));
        return null;
      } finally {
        if (command) setBusy(null);
      }
    },
    [message],
  );

  const start = useCallback(async () => {
    const result = await run('start', () => bridge.invoke('sync.start', formInput()));
    if (result) useSyncForm.getState().setErrors(result.ok ? [] : result.errors);
  }, [bridge, run]);

  const pause = useCallback(
    () => run('pause', () => bridge.invoke('sync.pause', {})),
    [bridge, run],
  );
  const resume = useCallback(
    () => run('resume', () => bridge.invoke('sync.resume', {})),
    [bridge, run],
  );
  const retryErrors = useCallback(
    () => run('retry', () => bridge.invoke('sync.retryErrors', {})),
    [bridge, run],
  );
  // The scale-out path: what the form says, with no local run. Past one chunk it asks first.
  const sendToBackend = useCallback(async () => {
    const input = formInput();
    const prepared = prepareRun(input, profile);
    if (prepared.ok) {
      const count = runTaskCalls(prepared.run).calls.length;
      if (count > BACKEND_CHUNK_SIZE) {
        const confirmed = await modal.confirm({
          title: t.confirmSendTitle,
          content: t.confirmSend(count),
          okText: t.confirmSendOk,
          cancelText: t.confirmSendCancel,
        });
        if (!confirmed) return;
      }
    }
    const result = await run('send', () => bridge.invoke('sync.sendToBackend', input));
    if (result) useSyncForm.getState().setErrors(result.ok ? [] : result.errors);
  }, [bridge, run, modal, profile]);
  const setConcurrency = useCallback(
    (concurrency: number) =>
      run(null, () => bridge.invoke('sync.setConcurrency', { concurrency })).then(() => {}),
    [bridge, run],
  );

  const exportErrors = useCallback(
    async (runId: string) => {
      setBusy('export');
      try {
        const answer = await saver.saveSyncErrors(runId);
        if (!answer.canceled && answer.path) void message.success(t.exported(answer.path));
      } catch (error) {
        void message.error(t.commandFailed(errorMessage(error)));
      } finally {
        setBusy(null);
      }
    },
    [saver, message],
  );

  return { busy, start, pause, resume, retryErrors, sendToBackend, setConcurrency, exportErrors };
}
