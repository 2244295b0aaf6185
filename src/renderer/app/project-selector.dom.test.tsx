import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BridgeError } from '../../shared/bridge/client';
import { texts } from '../../shared/texts/pt-BR';
import { resetSettingsStore } from '../stores/settings-store';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { createFakePorts } from '../test-support/fake-ports';
import { renderConsole } from '../test-support/render-console';
import { projectOptions } from './project-selector';

vi.setConfig({ testTimeout: 120_000 });

const t = texts.shell.header;
const m = texts.events.multiProject;

function setup() {
  const fake = createFakeBridge();
  const ports = createFakePorts({
    documents: {
      'project/demo': { name: 'Loja Demo' },
      'project/outlet': { name: 'Outlet Demo' },
      'project/demo/product-data/1011': { ProductCode: '1011', Price: 10 },
      'project/outlet/product-data/2020': { ProductCode: '2020', Price: 20 },
    },
  });
  renderConsole(fake, async () => ports.ports);
  return { fake, ports };
}

const selector = () => screen.getByRole('combobox', { name: t.project });
const openOptions = () => fireEvent.mouseDown(selector());
const optionLabels = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent);

describe('project selector', () => {
  beforeEach(() => resetSettingsStore());

  it('lists the project collection by name and switches the active project', async () => {
    const { fake } = setup();
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    expect(await screen.findByRole('link', { name: '1011' })).toBeTruthy();
    openOptions();
    await waitFor(() =>
      expect(optionLabels()).toEqual([
        'Loja Demo (demo)',
        'Outlet Demo (outlet)',
        texts.events.multiProject.option('all'),
      ]),
    );
    fireEvent.click(screen.getByTitle('Outlet Demo (outlet)'));
    await waitFor(() =>
      expect(fake.callsOf('settings.setActiveProject')).toEqual([{ projectId: 'outlet' }]),
    );
    // Every screen follows: Início now shows the other project's products.
    expect(await screen.findByRole('link', { name: '2020' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '1011' })).toBeNull();
  });

  it('shows a refused change in pt-BR and stays on the current project', async () => {
    const { fake } = setup();
    fake.script('settings.setActiveProject', () => {
      throw new BridgeError('handler_failed', 'Projeto inválido: x');
    });
    await screen.findByRole('link', { name: '1011' });
    openOptions();
    await waitFor(() => expect(optionLabels()).toContain('Outlet Demo (outlet)'));
    fireEvent.click(screen.getByTitle('Outlet Demo (outlet)'));
    expect(await screen.findByText(t.projectChangeFailed('Projeto inválido: x'))).toBeTruthy();
    expect(fake.state.activeProjectId).toBe('demo');
    expect(screen.getByRole('link', { name: '1011' })).toBeTruthy();
  });
});

describe('the multi-project view in the selector', () => {
  beforeEach(() => resetSettingsStore());

  it('shows a multi-select of the listed projects while the special id is chosen, and remembers the choice', async () => {
    const { fake } = setup();
    await screen.findByRole('link', { name: '1011' });
    expect(screen.queryByRole('combobox', { name: m.select })).toBeNull();
    openOptions();
    await waitFor(() => expect(optionLabels()).toContain(m.option('all')));
    fireEvent.click(screen.getByTitle(m.option('all')));
    await waitFor(() =>
      expect(fake.callsOf('settings.setActiveProject')).toEqual([{ projectId: 'all' }]),
    );
    const multi = await screen.findByRole('combobox', { name: m.select });
    fireEvent.mouseDown(multi);
    await waitFor(() =>
      expect(optionLabels()).toEqual(
        expect.arrayContaining(['Loja Demo (demo)', 'Outlet Demo (outlet)']),
      ),
    );
    fireEvent.click(screen.getAllByTitle('Outlet Demo (outlet)').at(-1)!);
    await waitFor(() =>
      expect(fake.callsOf('settings.setMultiProjects')).toEqual([{ projectIds: ['outlet'] }]),
    );
    expect(fake.state.multiProjectIds).toEqual(['outlet']);
  });

  it('says when the choice cannot be saved', async () => {
    const { fake } = setup();
    fake.script('settings.setMultiProjects', () => {
      throw new BridgeError('handler_failed', 'disco cheio');
    });
    await fake.bridge.invoke('settings.setActiveProject', { projectId: 'all' });
    const multi = await screen.findByRole('combobox', { name: m.select });
    fireEvent.mouseDown(multi);
    await waitFor(() => expect(screen.getAllByTitle('Loja Demo (demo)').length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByTitle('Loja Demo (demo)').at(-1)!);
    expect(await screen.findByText(m.saveFailed('disco cheio'))).toBeTruthy();
  });
});

describe('projectOptions', () => {
  const doc = (id: string, name?: unknown) => ({
    id,
    path: `project/${id}`,
    exists: true,
    data: name === undefined ? {} : { name },
  });

  it('adds the profile and active projects when the collection lacks them, once each', () => {
    expect(projectOptions([doc('b', 'Beta'), doc('c')], 'a', 'b')).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'Beta (b)' },
      { value: 'c', label: 'c' },
    ]);
    expect(projectOptions([], 'demo', 'demo')).toEqual([{ value: 'demo', label: 'demo' }]);
  });

  it('puts the multi-project view last, never as a project of its own', () => {
    expect(projectOptions([doc('b', 'Beta'), doc('all', 'Todos')], 'a', 'all', 'all')).toEqual([
      { value: 'a', label: 'a' },
      { value: 'b', label: 'Beta (b)' },
      { value: 'all', label: 'Vários projetos (all)' },
    ]);
  });

  it('ignores names that are not text', () => {
    expect(projectOptions([doc('x', 42), doc('y', '  ')], 'x', 'x')).toEqual([
      { value: 'x', label: 'x' },
      { value: 'y', label: 'y' },
    ]);
  });
});
