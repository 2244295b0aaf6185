import { memo, useMemo } from 'react';
import { Checkbox, Form, Input, InputNumber, Select, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { MAX_CONCURRENCY, MAX_DELAY_MS, MAX_RUN_CODES } from '../../../shared/sync/constants';
import { storesWithoutId } from '../../../shared/sync/form-problems';
import { parseCodes, type RunInputError } from '../../../shared/sync/run-input';
import { syncTaskOptions, type SyncTaskId } from '../../../shared/sync/task-catalogue';
import { texts } from '../../../shared/texts/pt-BR';
import { useActiveProfile } from '../../data/provider';
import { syncFieldIds } from './sync-field-focus';
import { useSyncForm } from './sync-form-store';
import { useBlingAccounts } from './use-bling-accounts';

const t = texts.sync.screen;
const o = texts.outcomes.sync;

const concurrencyOptions = Array.from({ length: MAX_CONCURRENCY }, (_, i) => ({
  value: i + 1,
  label: String(i + 1),
}));

/**
 * The messages of one field's refusal, for its Form.Item. Not an alert of its own: the
 * summary by the buttons (sync-problems.tsx) is what is announced.
 */
function fieldHelp(errors: readonly RunInputError[], field: RunInputError['field']) {
  const messages = errors.filter((error) => error.field === field).map((error) => error.message);
  if (messages.length === 0) return {};
  return {
    validateStatus: 'error' as const,
    help: messages.map((message) => (
      <span key={message} style={{ display: 'block' }}>
        {message}
      </span>
    )),
  };
}

/** Under the task list: why the greyed tasks cannot be chosen and where that is set. */
function UnavailableTasksHelp({ stores }: { stores: string[] }) {
  if (stores.length === 0) return null;
  return (
    <span id="sync-tasks-unavailable">
      {o.unavailableTasks(stores.join(', '))}{' '}
      <Link to="/console/settings">{o.configureStores}</Link>
    </span>
  );
}

interface SyncFormProps {
  /** The running or paused run's value, which the selector then shows; null otherwise. */
  liveConcurrency: number | null;
  /** Changing 'Processos Simultâneos' while a run is live applies it to that run too. */
  onConcurrencyChange(concurrency: number): void;
}

/** Left column: Bling account, Processos Simultâneos, delay, tasks and the codes. */
export const SyncForm = memo(function SyncForm({
  liveConcurrency,
  onConcurrencyChange,
}: SyncFormProps) {
  const form = useSyncForm();
  const profile = useActiveProfile();
  const accounts = useBlingAccounts();
  const options = useMemo(() => syncTaskOptions(profile.storeIds), [profile.storeIds]);
  const uniqueCodes = useMemo(() => parseCodes(form.codes).codes.length, [form.codes]);
  const storesMissing = useMemo(
    () => storesWithoutId(profile.storeIds).map((store) => texts.sync.storeLabel(store)),
    [profile.storeIds],
  );
  const errors = form.errors;

  const accountOptions =
    accounts.status === 'ready'
      ? accounts.accounts.map((account) => ({ value: account.index, label: account.description }))
      : [];
  const noAccounts = accounts.status === 'ready' && accounts.accounts.length === 0;

  return (
    <Form layout="vertical" component="div">
      <Form.Item
        label={t.blingAccount}
        htmlFor={syncFieldIds.blingAccount}
        {...fieldHelp(errors, 'blingAccount')}
        extra={
          accounts.status === 'error'
            ? t.blingAccountsFailed(accounts.message)
            : noAccounts
              ? t.noBlingAccounts
              : undefined
        }
      >
        <Select
          id={syncFieldIds.blingAccount}
          allowClear
          loading={accounts.status === 'loading'}
          placeholder={t.blingAccountPlaceholder}
          notFoundContent={t.noBlingAccounts}
          options={accountOptions}
          value={form.blingAccount ?? undefined}
          onChange={(value: number | undefined) => form.update({ blingAccount: value ?? null })}
        />
      </Form.Item>
      <Form.Item
        label={t.concurrency}
        htmlFor={syncFieldIds.concurrency}
        {...fieldHelp(errors, 'concurrency')}
      >
        <Select
          id={syncFieldIds.concurrency}
          options={concurrencyOptions}
          value={liveConcurrency ?? form.concurrency}
          onChange={(value: number) => {
            form.update({ concurrency: value });
            onConcurrencyChange(value);
          }}
        />
      </Form.Item>
      <Form.Item label={t.delay} htmlFor={syncFieldIds.delayMs} {...fieldHelp(errors, 'delayMs')}>
        <InputNumber
          id={syncFieldIds.delayMs}
          min={0}
          max={MAX_DELAY_MS}
          step={100}
          precision={0}
          style={{ width: '100%' }}
          value={form.delayMs}
          // An emptied box keeps the last value rather than sending nothing.
          onChange={(value) => {
            if (typeof value === 'number') form.update({ delayMs: value });
          }}
        />
      </Form.Item>
      <Form.Item
        label={<span id="sync-tasks-label">{t.tasks}</span>}
        {...fieldHelp(errors, 'tasks')}
        extra={<UnavailableTasksHelp stores={storesMissing} />}
      >
        {/* The id is how a refusal's focus finds the list (antd's group takes none). */}
        <div id={syncFieldIds.tasks}>
          <Checkbox.Group
            role="group"
            aria-labelledby="sync-tasks-label"
            value={form.tasks}
            onChange={(value) => form.update({ tasks: value as SyncTaskId[] })}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          >
            {options.map((option) =>
              option.available ? (
                <Checkbox key={option.id} value={option.id}>
                  {option.label}
                </Checkbox>
              ) : (
                <Tooltip key={option.id} title={option.reason}>
                  <Checkbox
                    value={option.id}
                    disabled
                    aria-description={option.reason ?? undefined}
                  >
                    {option.label}
                  </Checkbox>
                </Tooltip>
              ),
            )}
          </Checkbox.Group>
        </div>
      </Form.Item>
      <Form.Item label={t.codes} htmlFor={syncFieldIds.codes} {...fieldHelp(errors, 'codes')}>
        <Input.TextArea
          id={syncFieldIds.codes}
          rows={8}
          value={form.codes}
          onChange={(event) => form.update({ codes: event.target.value })}
          spellCheck={false}
        />
      </Form.Item>
      <Typography.Text type="secondary" aria-live="polite">
        {t.codesCount(uniqueCodes, MAX_RUN_CODES)}
      </Typography.Text>
    </Form>
  );
});
