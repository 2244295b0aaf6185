import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BridgeError } from '../../../shared/bridge/client';
import { connectionProfileSchema } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import { resetSettingsStore } from '../../stores/settings-store';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { createFakePorts } from '../../test-support/fake-ports';
import { renderScreen } from '../../test-support/render-screen';

// antd under jsdom is slow, more so on a busy machine: these are generous limits, not timings.
vi.setConfig({ testTimeout: 120_000 });

const t = texts.shell.settings;
const f = t.fields;

const outlet = connectionProfileSchema.parse({
  id: 'outlet',
  name: 'Outlet',
  kind: 'local',
  projectId: 'outlet',
});

async function setup(initial?: Parameters<typeof createFakeBridge>[0]) {
  const fake = createFakeBridge(initial);
  const ports = createFakePorts();
  renderScreen(fake, async () => ports.ports, '/console/settings');
  await screen.findByRole('heading', { level: 1, name: t.title });
  return fake;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
/** The table row of a profile, found by its name cell. */
const rowOf = (name: string | RegExp) => {
  const row = screen.getByText(name, { selector: 'td, td *' }).closest('tr');
  if (!row) throw new Error(`linha não encontrada: ${String(name)}`);
  return row as HTMLElement;
};
const queryRow = (name: string) =>
  screen.queryByText(name, { selector: 'td, td *' })?.closest('tr') ?? null;

const save = () => fireEvent.click(screen.getByRole('button', { name: t.save }));

describe('settings screen', () => {
  beforeEach(() => resetSettingsStore());

  it('edits the active profile and saves it through the bridge', async () => {
    const fake = await setup();
    expect(field(f.name).value).toBe('Local (dados de demonstração)');
    expect(field(f.projectId).value).toBe('demo');
    type(f.name, 'Minha loja');
    type(f.workersUrl, 'https://workers.exemplo.com.br/');
    type(f.storeShopee, '123');
    save();
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(fake.callsOf('settings.saveProfile')).toEqual([
      expect.objectContaining({
        id: 'local',
        kind: 'local',
        name: 'Minha loja',
        projectId: 'demo',
        workersUrl: 'https://workers.exemplo.com.br',
        storeIds: expect.objectContaining({ shopee: '123' }),
      }),
    ]);
    expect(fake.callsOf('settings.saveProfile')[0]).not.toHaveProperty('firebase');
    // The list follows the saved state.
    await waitFor(() => expect(rowOf('Minha loja')).toBeTruthy());
  });

  it('shows the pt-BR message under a bad URL and a missing project id, and saves nothing', async () => {
    const fake = await setup();
    type(f.workersUrl, 'workers sem protocolo');
    type(f.projectId, '');
    save();
    expect(await screen.findByText(texts.profile.urlInvalid)).toBeTruthy();
    expect(screen.getByText(texts.profile.projectIdRequired)).toBeTruthy();
    expect(screen.getByText(t.fixErrors)).toBeTruthy();
    expect(fake.callsOf('settings.saveProfile')).toEqual([]);
    // What the user typed is still there to fix.
    expect(field(f.workersUrl).value).toBe('workers sem protocolo');
    // Plain http to another machine is refused under the field too.
    type(f.workersUrl, 'http://workers.exemplo.com.br');
    save();
    expect(await screen.findByText(texts.profile.urlNeedsHttps)).toBeTruthy();
    expect(fake.callsOf('settings.saveProfile')).toEqual([]);
    // Fixing the fields clears the messages and saves.
    type(f.workersUrl, 'http://127.0.0.1:8787');
    type(f.projectId, 'demo');
    save();
    expect(await screen.findByText(t.saved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(texts.profile.urlInvalid)).toBeNull());
    expect(fake.callsOf('settings.saveProfile')).toHaveLength(1);
  });

  it('rejects an invalid project id with the schema message', async () => {
    const fake = await setup();
    type(f.projectId, 'loja demo!');
    save();
    expect(await screen.findByText(texts.profile.projectIdInvalid)).toBeTruthy();
    expect(fake.callsOf('settings.saveProfile')).toEqual([]);
  });

  it('shows the server rejection and keeps what was typed', async () => {
    const fake = await setup();
    fake.script('settings.saveProfile', () => {
      throw new BridgeError('handler_failed', 'Falha em settings.saveProfile: disco cheio');
    });
    type(f.name, 'Nome novo');
    type(f.apiUrl, 'https://api.exemplo.com');
    save();
    expect(
      await screen.findByText(t.saveFailed('Falha em settings.saveProfile: disco cheio')),
    ).toBeTruthy();
    expect(field(f.name).value).toBe('Nome novo');
    expect(field(f.apiUrl).value).toBe('https://api.exemplo.com');
    expect(screen.queryByText(t.saved)).toBeNull();
    expect(fake.state.profiles[0].name).toBe('Local (dados de demonstração)');
  });

  it('adds a Firebase profile, asking for its web config first', async () => {
    const fake = await setup();
    fireEvent.click(screen.getByRole('button', { name: t.newProfile }));
    expect(await screen.findByRole('heading', { name: t.creating })).toBeTruthy();
    expect(field(f.name).value).toBe('');
    fireEvent.click(screen.getByRole('radio', { name: t.kindFirebase }));
    type(f.name, 'Produção');
    type(f.projectId, 'loja-prod');
    save();
    expect(await screen.findByText(texts.profile.firebaseFieldRequired('apiKey'))).toBeTruthy();
    expect(screen.getByText(texts.profile.firebaseFieldRequired('projectId'))).toBeTruthy();
    expect(fake.callsOf('settings.saveProfile')).toEqual([]);
    type(f.apiKey, 'AIzaFake');
    type(f.firebaseProjectId, 'loja-prod');
    save();
    expect(await screen.findByText(t.saved)).toBeTruthy();
    const [sent] = fake.callsOf('settings.saveProfile') as Array<Record<string, unknown>>;
    expect(sent).toMatchObject({
      kind: 'firebase',
      name: 'Produção',
      projectId: 'loja-prod',
      firebase: expect.objectContaining({ apiKey: 'AIzaFake', projectId: 'loja-prod' }),
    });
    expect(String(sent.id)).toMatch(/^producao-[0-9a-f]{8}$/);
    expect(fake.state.profiles).toHaveLength(2);
    // After saving, the form edits the new profile.
    expect(await screen.findByRole('heading', { name: t.editing('Produção') })).toBeTruthy();
  });

  it("takes a Firebase profile's Storage emulator on this machine only", async () => {
    const fake = await setup();
    fireEvent.click(screen.getByRole('button', { name: t.newProfile }));
    await screen.findByRole('heading', { name: t.creating });
    fireEvent.click(screen.getByRole('radio', { name: t.kindFirebase }));
    type(f.name, 'Emuladores');
    type(f.projectId, 'demo');
    type(f.apiKey, 'chave');
    type(f.firebaseProjectId, 'demo-emuladores');
    type(f.storageEmulatorHost, '192.168.0.10:9199');
    save();
    expect(
      await screen.findByText(texts.firebase.storageEmulatorHostInvalid('192.168.0.10:9199')),
    ).toBeTruthy();
    expect(fake.callsOf('settings.saveProfile')).toEqual([]);
    type(f.storageEmulatorHost, '127.0.0.1:9199');
    save();
    expect(await screen.findByText(t.saved)).toBeTruthy();
    const [sent] = fake.callsOf('settings.saveProfile') as Array<Record<string, unknown>>;
    expect(sent.firebase).toMatchObject({ storageEmulatorHost: '127.0.0.1:9199' });
  });

  it('activates another profile', async () => {
    const fake = await setup({ profiles: [createFakeBridge().state.profiles[0], outlet] });
    const row = rowOf('Outlet');
    fireEvent.click(within(row).getByRole('button', { name: t.activate }));
    expect(await screen.findByText(t.activated('Outlet'))).toBeTruthy();
    expect(fake.callsOf('settings.setActiveProfile')).toEqual([{ id: 'outlet' }]);
    await waitFor(() => expect(within(rowOf('Outlet')).getByText(t.active)).toBeTruthy());
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    const fake = await setup({ profiles: [createFakeBridge().state.profiles[0], outlet] });
    const activeRow = rowOf('Local (dados de demonstração)');
    expect(
      (within(activeRow).getByRole('button', { name: t.delete }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(within(rowOf('Outlet')).getByRole('button', { name: t.delete }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(t.deleteConfirm('Outlet'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(screen.queryByText(t.deleteConfirm('Outlet'))).toBeNull());
    expect(fake.callsOf('settings.deleteProfile')).toEqual([]);

    fireEvent.click(within(rowOf('Outlet')).getByRole('button', { name: t.delete }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: t.deleteOk }));
    expect(await screen.findByText(t.deleted('Outlet'))).toBeTruthy();
    expect(fake.callsOf('settings.deleteProfile')).toEqual([{ id: 'outlet' }]);
    await waitFor(() => expect(queryRow('Outlet')).toBeNull());
  });

  it('shows a refused delete in pt-BR and keeps the profile', async () => {
    const fake = await setup({ profiles: [createFakeBridge().state.profiles[0], outlet] });
    fake.script('settings.deleteProfile', () => {
      throw new BridgeError('handler_failed', texts.profile.cannotDeleteLast);
    });
    fireEvent.click(within(rowOf('Outlet')).getByRole('button', { name: t.delete }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: t.deleteOk }),
    );
    expect(await screen.findByText(t.actionFailed(texts.profile.cannotDeleteLast))).toBeTruthy();
    expect(rowOf('Outlet')).toBeTruthy();
  });

  it('shows the environment overrides in effect as read-only notes', async () => {
    await setup({
      overrides: { workersUrl: 'http://127.0.0.1:9999', dataDir: '/tmp/dados' },
    });
    expect(screen.getByText(t.overridesTitle)).toBeTruthy();
    expect(
      screen.getByText(t.override(f.workersUrl, 'CONSOLE_WORKERS_URL', 'http://127.0.0.1:9999')),
    ).toBeTruthy();
    expect(
      screen.getByText(t.override(t.overrideDataDir, 'CONSOLE_DATA_DIR', '/tmp/dados')),
    ).toBeTruthy();
    // And under the field itself, for the active profile.
    expect(
      screen.getByText(
        t.override(t.overrideInEffect, 'CONSOLE_WORKERS_URL', 'http://127.0.0.1:9999'),
      ),
    ).toBeTruthy();
  });
});
