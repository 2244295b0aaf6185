import { useCallback, useState } from 'react';
import { App } from 'antd';
import type { SyncCommandResult } from '../../../shared/sync/run-state';
import { texts } from '../../../shared/texts/pt-BR';
import { useBridge } from '../../bridge/bridge-context';
import { useSyncForm } from './sync-form-store';
import { errorMessage } from '../../../shared/errors/error-message';
import { BACKEND_CHUNK_SIZE } from '../../../shared/sync/constants';
import { firstFormField } from '../../../shared/sync/form-problems';
import { prepareRun, type RunInput, type RunInputError } from '../../../shared/sync/run-input';
import { runTaskCalls } from '../../../shared/sync/task-calls';
import { useActiveProfile } from '../../data/provider';
import { useFileSaver } from '../../platform/create-file-saver';
import { focusSyncField } from './sync-field-focus';
import type { RefusedCommand } from './sync-form-store';

const t = texts.sync.screen;
const o = texts.outcomes.sync;

/** Shows a refusal by the buttons and next to its fields, and focuses the first field. */
function showRefusal(errors: RunInputError[], refused: RefusedCommand) {
  useSyncForm.getState().setErrors(errors, refused);
  focusSyncField(firstFormField(errors));
}

/** Where the backend send goes, as a person can check it: the console API's queue route. */
function queueName(apiUrl: string): string {
  try {
    return o.queue(new URL(apiUrl).host);
  } catch {
    return o.queue(apiUrl);
  }
}

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
    if (result) showRefusal(result.ok ? [] : result.errors, 'start');
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
  // The scale-out path: what the form says, with no local run. It always asks first, naming
  // how many URLs go to which queue (as campaign sends do); a refused form is told as Iniciar's.
  const sendToBackend = useCallback(async () => {
    const input = formInput();
    const prepared = prepareRun(input, profile);
    const { calls, skipped } = prepared.ok ? runTaskCalls(prepared.run) : { calls: [], skipped: 0 };
    // Nothing to send or no API URL: main says so, with no question first.
    if (calls.length > 0 && profile.apiUrl.trim() !== '') {
      const chunks = Math.ceil(calls.length / BACKEND_CHUNK_SIZE);
      const confirmed = await modal.confirm({
        title: o.confirmSendTitle,
        content: [
          o.confirmSend(calls.length, chunks, queueName(profile.apiUrl)),
          skipped > 0 ? o.skipped(skipped) : '',
        ]
          .filter(Boolean)
          .join(' '),
        okText: t.confirmSendOk,
        cancelText: t.confirmSendCancel,
      });
      if (!confirmed) return;
    }
    const result = await run('send', () => bridge.invoke('sync.sendToBackend', input));
    if (result) showRefusal(result.ok ? [] : result.errors, 'send');
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
