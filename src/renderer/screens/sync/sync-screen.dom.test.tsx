import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SyncCommandResult } from '../../../shared/sync/run-state';
import { syncTaskCatalogue } from '../../../shared/sync/task-catalogue';
import { MAX_RUN_CODES } from '../../../shared/sync/constants';
import { texts } from '../../../shared/texts/pt-BR';
import { renderScreen } from '../../test-support/render-screen';
import { resetSettingsStore } from '../../stores/settings-store';
import { resetSyncStore } from '../../stores/sync-store';
import { resetSyncForm, useSyncForm } from './sync-form-store';
import {
  createSyncBridge,
  createSyncPorts,
  httpError,
  makeRun,
} from './test-support/sync-screen-harness';
import { stubGridViewport } from './test-support/grid-viewport';

vi.setConfig({ testTimeout: 120_000 });

const t = texts.sync.screen;
const o = texts.outcomes.sync;
const label = (id: (typeof syncTaskCatalogue)[number]['id']) =>
  syncTaskCatalogue.find((task) => task.id === id)!.label;

/** A button's accessible name also holds its icon's label: match the text at the end. */
const named = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function open(fake = createSyncBridge()) {
  const ports = createSyncPorts();
  const view = renderScreen(fake, async () => ports.ports, '/console/sync');
  await screen.findByRole('button', { name: named(t.start) });
  return { fake, view };
}

let restoreViewport: () => void;
beforeAll(() => (restoreViewport = stubGridViewport()));
afterAll(() => restoreViewport());

beforeEach(() => {
  resetSettingsStore();
  resetSyncStore();
  resetSyncForm();
});

describe('sync screen form', () => {
  it('lists the Bling accounts, the tasks in catalogue order and says why one is disabled', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Sincronização' })).toBeTruthy();
    const group = screen.getByRole('group', { name: t.tasks });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(syncTaskCatalogue.length);
    const names = boxes.map((box) => box.closest('label')!.textContent);
    expect(names).toEqual(syncTaskCatalogue.map((task) => task.label));
    // The test profile sets only the Shopee store id.
    const amazon = within(group).getByRole('checkbox', { name: label('bling-store-amazon') });
    expect((amazon as HTMLInputElement).disabled).toBe(true);
    expect(amazon.getAttribute('aria-description')).toBe(texts.sync.storeIdMissing('amazon'));
    const shopee = within(group).getByRole('checkbox', { name: label('bling-store-shopee') });
    expect((shopee as HTMLInputElement).disabled).toBe(false);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: t.blingAccount }));
    expect(await screen.findByText('Conta marketplaces')).toBeTruthy();
  });

  it('counts the unique codes as they are typed', async () => {
    await open();
    fireEvent.change(screen.getByLabelText(t.codes), {
      target: { value: '1011\n 1012 \n\n1011\n' },
    });
    expect(screen.getByText(t.codesCount(2, MAX_RUN_CODES))).toBeTruthy();
  });

  it('sends the form as typed to sync.start', async () => {
    const { fake } = await open();
    fireEvent.change(screen.getByLabelText(t.codes), { target: { value: '1011\n1012' } });
    fireEvent.click(screen.getByRole('checkbox', { name: label('bling-warehouse') }));
    fireEvent.click(screen.getByRole('checkbox', { name: label('bling-create') }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: t.blingAccount }));
    fireEvent.click(await screen.findByText('Conta marketplaces'));
    fireEvent.change(screen.getByLabelText(t.delay), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: named(t.start) }));
    await waitFor(() => expect(fake.callsOf('sync.start')).toHaveLength(1));
    expect(fake.callsOf('sync.start')[0]).toEqual({
      codes: '1011\n1012',
      tasks: ['bling-warehouse', 'bling-create'],
      blingAccount: 1,
      concurrency: 1,
      delayMs: 50,
    });
  });

  it('lists the refusal by Iniciar, shows each message by its field, focuses the first one and keeps what was typed', async () => {
    const fake = createSyncBridge();
    const refusal: SyncCommandResult = {
      ok: false,
      message: 'x',
      errors: [
        { field: 'codes', message: texts.sync.input.noCodes },
        { field: 'tasks', message: texts.sync.input.noTasks },
        {
          field: 'blingAccount',
          message: texts.sync.input.noBlingAccount('Bling → Criar produto'),
        },
      ],
    };
    fake.script('sync.start', () => refusal);
    await open(fake);
    fireEvent.change(screen.getByLabelText(t.codes), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: named(t.start) }));

    // One alert, by the buttons, in the form's order, each with a way to its field.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(o.problemsTitle.start)).toBeTruthy();
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      `${texts.sync.input.noBlingAccount('Bling → Criar produto')} ${o.goToField(t.blingAccount)}`,
      `${texts.sync.input.noTasks} ${o.goToField(t.tasks)}`,
      `${texts.sync.input.noCodes} ${o.goToField(t.codes)}`,
    ]);
    // The focus is on the first refused field; each link moves it to its own.
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: t.blingAccount }));
    fireEvent.click(within(alert).getByRole('button', { name: o.goToField(t.codes) }));
    expect(document.activeElement).toBe(screen.getByLabelText(t.codes));
    fireEvent.click(within(alert).getByRole('button', { name: o.goToField(t.tasks) }));
    expect(document.activeElement).toBe(
      screen.getByRole('checkbox', { name: label('bling-warehouse') }),
    );

    // Each message also sits in its own field's item.
    const codesItem = screen.getByLabelText(t.codes).closest('.ant-form-item')!;
    expect(within(codesItem as HTMLElement).getByText(texts.sync.input.noCodes)).toBeTruthy();
    expect((screen.getByLabelText(t.codes) as HTMLTextAreaElement).value).toBe('   ');

    // Fixing a field clears its message only.
    fireEvent.change(screen.getByLabelText(t.codes), { target: { value: '1011' } });
    await waitFor(() => expect(screen.queryByText(texts.sync.input.noCodes)).toBeNull());
    expect(within(screen.getByRole('alert')).getByText(texts.sync.input.noTasks)).toBeTruthy();
  });

  it('says why the greyed tasks are off and links to where the store ids are set', async () => {
    const { view } = await open();
    // The test profile sets only the Shopee store id.
    const help = screen.getByText(
      o.unavailableTasks('Amazon, Magalu, MadeiraMadeira, padrão (sem marketplace)'),
      {
        exact: false,
      },
    );
    fireEvent.click(within(help).getByRole('link', { name: o.configureStores }));
    await waitFor(() => expect(view.currentPath()).toBe('/console/settings'));
  });

  it('asks before Enviar para backend, naming the URL count and the queue; Cancelar sends nothing', async () => {
    const fake = createSyncBridge();
    fake.script('sync.sendToBackend', () => ({ ok: true, notices: [] }));
    await open(fake);
    fireEvent.change(screen.getByLabelText(t.codes), { target: { value: '1011\n1012\n1013' } });
    fireEvent.click(screen.getByRole('checkbox', { name: label('bling-warehouse') }));
    fireEvent.click(screen.getByRole('button', { name: named(t.sendToBackend) }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(o.confirmSend(3, 1, o.queue('127.0.0.1:8788')), { exact: false }),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.confirmSendCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsOf('sync.sendToBackend')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: named(t.sendToBackend) }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: t.confirmSendOk }));
    await waitFor(() => expect(fake.callsOf('sync.sendToBackend')).toHaveLength(1));
  });

  it('links a missing workers URL refusal to Configurações', async () => {
    const fake = createSyncBridge();
    fake.script('sync.start', () => ({
      ok: false,
      message: texts.sync.input.noWorkersUrl,
      errors: [{ field: 'workersUrl', message: texts.sync.input.noWorkersUrl }],
    }));
    const { view } = await open(fake);
    fireEvent.click(screen.getByRole('button', { name: named(t.start) }));
    expect(await screen.findByText(texts.sync.input.noWorkersUrl)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: t.openSettings }));
    await waitFor(() => expect(view.currentPath()).toBe('/console/settings'));
  });

  it('remembers the form when the screen is left and entered again', async () => {
    useSyncForm.getState().update({ codes: '7001', delayMs: 120 });
    await open();
    expect((screen.getByLabelText(t.codes) as HTMLTextAreaElement).value).toBe('7001');
    expect((screen.getByLabelText(t.delay) as HTMLInputElement).value).toBe('120');
  });
});

describe('sync screen run', () => {
  const tasks = ['bling-warehouse', 'tramontina-firestore'] as const;
  const run = () =>
    makeRun(['1011', '1012', '1013'], [...tasks], (code, task) =>
      code === '1011'
        ? 'ok'
        : code === '1012' && task === 0
          ? 'error'
          : code === '1013'
            ? 'running'
            : 'pending',
    );

  it('shows each cell state by its accessible name and counters above the grid', async () => {
    await open(createSyncBridge({ run: run(), send: null, lastError: null }));
    const cell = (code: string, task: number, state: keyof typeof t.cell) =>
      screen.findByLabelText(t.cellLabel(code, label(tasks[task]), t.cell[state]));
    expect(await cell('1011', 0, 'ok')).toBeTruthy();
    expect(await cell('1011', 1, 'ok')).toBeTruthy();
    expect((await cell('1012', 0, 'error')).tagName).toBe('BUTTON');
    expect(await cell('1012', 1, 'pending')).toBeTruthy();
    expect(await cell('1013', 0, 'running')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: label('tramontina-firestore') })).toBeTruthy();
    expect(screen.getByRole('button', { name: named(t.pause) })).toBeTruthy();
  });

  it('opens the error detail from the red icon', async () => {
    await open(createSyncBridge({ run: run(), send: null, lastError: null }));
    fireEvent.click(
      await screen.findByRole('button', {
        name: t.cellLabel('1012', label('bling-warehouse'), t.cell.error),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.errorDetail('1012', label('bling-warehouse')))).toBeTruthy();
    expect(within(dialog).getByText(httpError.message)).toBeTruthy();
    expect(within(dialog).getByText('500')).toBeTruthy();
    expect(within(dialog).getByText(httpError.url)).toBeTruthy();
    expect(within(dialog).getByText('153 ms')).toBeTruthy();
    expect(within(dialog).getByText(httpError.bodyExcerpt)).toBeTruthy();
  });

  it('follows deltas: a running cell turns into a tick', async () => {
    const fake = createSyncBridge({ run: run(), send: null, lastError: null });
    await open(fake);
    const name = t.cellLabel('1013', label('bling-warehouse'), t.cell.ok);
    expect(screen.queryByLabelText(name)).toBeNull();
    act(() => fake.emit('sync.delta', [{ type: 'cell', index: 2, task: 0, state: 'ok' }]));
    expect(await screen.findByLabelText(name)).toBeTruthy();
  });

  it('Pausar pauses a running run; Iniciar then resumes it', async () => {
    const fake = createSyncBridge({ run: run(), send: null, lastError: null });
    await open(fake);
    fireEvent.click(await screen.findByRole('button', { name: named(t.pause) }));
    await waitFor(() => expect(fake.callsOf('sync.pause')).toHaveLength(1));
    act(() =>
      fake.emit('sync.delta', [
        { type: 'status', status: 'paused', concurrency: 2, finishedAt: null },
      ]),
    );
    fireEvent.click(await screen.findByRole('button', { name: named(t.start) }));
    await waitFor(() => expect(fake.callsOf('sync.resume')).toHaveLength(1));
    expect(fake.callsOf('sync.start')).toHaveLength(0);
  });

  it('changing Processos Simultâneos while running applies it to the run', async () => {
    const fake = createSyncBridge({ run: run(), send: null, lastError: null });
    await open(fake);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: t.concurrency }));
    // The selector shows the live run's value (2), not the form's default.
    const select = screen.getByRole('combobox', { name: t.concurrency }).closest('.ant-select')!;
    expect(select.querySelector('.ant-select-content')?.getAttribute('title')).toBe('2');
    fireEvent.click(await screen.findByTitle('4'));
    await waitFor(() => expect(fake.callsOf('sync.setConcurrency')).toEqual([{ concurrency: 4 }]));
  });

  it('says so when there is nothing to retry', async () => {
    const fake = createSyncBridge({ run: run(), send: null, lastError: null });
    fake.script('sync.retryErrors', () => ({
      ok: false,
      message: texts.sync.run.noErrorsToRetry,
      errors: [],
    }));
    await open(fake);
    fireEvent.click(screen.getByRole('button', { name: named(t.retryErrors) }));
    expect(await screen.findByText('Nenhum erro para retentar!')).toBeTruthy();
  });

  it('shows a failed bridge call as a message and stays usable', async () => {
    const fake = createSyncBridge({ run: run(), send: null, lastError: null });
    fake.script('sync.sendToBackend', () => {
      throw new Error('Conexão perdida.');
    });
    await open(fake);
    fireEvent.click(screen.getByRole('button', { name: named(t.sendToBackend) }));
    expect(await screen.findByText(t.commandFailed('Conexão perdida.'))).toBeTruthy();
  });

  it('shows the backend send progress and the restored notice', async () => {
    const fake = createSyncBridge({
      run: { ...run(), status: 'paused', restored: true },
      send: {
        id: 's1',
        runId: 'run-1',
        status: 'sending',
        totalUrls: 1200,
        totalChunks: 3,
        sentChunks: 1,
        sentUrls: 500,
        skipped: 0,
        error: null,
        startedAt: 0,
        finishedAt: null,
      },
      lastError: null,
    });
    await open(fake);
    expect(await screen.findByText(t.sendProgress(1, 3))).toBeTruthy();
    expect(screen.getByText(t.restored)).toBeTruthy();
    expect(screen.getByRole('button', { name: named(t.newRun) })).toBeTruthy();
  });

  it('lists the history and exports an entry’s errors', async () => {
    const fake = createSyncBridge();
    const finished = makeRun(['1011', '1012'], ['bling-warehouse'], (code) =>
      code === '1012' ? 'error' : 'ok',
    );
    fake.script('sync.history', () => [
      {
        id: 'run-old',
        projectId: 'demo',
        codes: finished.input.codes,
        tasks: finished.input.tasks,
        counts: finished.counts,
        createdAt: finished.createdAt,
        finishedAt: finished.createdAt + 65_000,
        durationMs: 65_000,
        outcome: 'finished',
        errors: finished.errors,
      },
    ]);
    fake.script('sync.exportErrors', () => ({ canceled: false, path: '/tmp/erros.csv' }));
    // The desktop (the preload's global) saves through main's dialog.
    window.consoleDesktop = {} as NonNullable<typeof window.consoleDesktop>;
    onTestFinished(() => void delete window.consoleDesktop);
    await open(fake);
    fireEvent.click(screen.getByText(t.history));
    expect(await screen.findByText(t.historyEntry.countsValue(1, 1, 2))).toBeTruthy();
    expect(screen.getByText('1 min 05 s')).toBeTruthy();
    const exports = screen.getAllByRole('button', { name: named(t.exportErrors) });
    fireEvent.click(exports[exports.length - 1]);
    await waitFor(() => expect(fake.callsOf('sync.exportErrors')).toEqual([{ runId: 'run-old' }]));
    expect(await screen.findByText(t.exported('/tmp/erros.csv'))).toBeTruthy();
  });
});
