import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { connectionProfileSchema } from '../../../shared/settings/profile';
import { texts } from '../../../shared/texts/pt-BR';
import { resetSettingsStore } from '../../stores/settings-store';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { createFakePorts } from '../../test-support/fake-ports';
import { renderScreen } from '../../test-support/render-screen';
import { missingServices } from './service-required';

vi.setConfig({ testTimeout: 120_000 });

const t = texts.shell.serviceRequired;

describe('ServiceRequired', () => {
  beforeEach(() => resetSettingsStore());

  it('names the missing service on a server-backed screen and links to Configurações', async () => {
    const view = renderScreen(
      createFakeBridge(),
      async () => createFakePorts().ports,
      '/console/sync',
    );
    expect(await screen.findByText(t.missing(t.service.workers), { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: t.openSettings }));
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.shell.settings.title }),
    ).toBeTruthy();
    expect(view.currentPath()).toBe('/console/settings');
  });

  it('stays quiet when the effective profile has the URL (an override counts)', async () => {
    const profile = connectionProfileSchema.parse({
      id: 'local',
      name: 'Local',
      kind: 'local',
      projectId: 'demo',
      workersUrl: 'http://127.0.0.1:8787',
    });
    renderScreen(
      createFakeBridge({ effectiveProfile: profile }),
      async () => createFakePorts().ports,
      '/console/sync',
    );
    await screen.findByRole('heading', { level: 1, name: texts.shell.nav.sync });
    expect(screen.queryByText(t.title)).toBeNull();
  });

  it('says the answers are demonstration data when the embedded demo services answer', async () => {
    const fake = createFakeBridge();
    fake.script('settings.getState', () => ({
      ...fake.state,
      demoServices: true,
      effectiveProfile: {
        ...fake.state.effectiveProfile,
        workersUrl: 'http://127.0.0.1:40001',
        apiUrl: 'http://127.0.0.1:40001',
        functionsUrl: 'http://127.0.0.1:40001',
      },
    }));
    renderScreen(fake, async () => createFakePorts().ports, '/console/sync');
    expect(await screen.findByText(t.demoTitle)).toBeTruthy();
    expect(screen.getByText(t.demo, { exact: false })).toBeTruthy();
    // The sync screen's own note: its demo fails two codes once, for 'Retentar Erros'.
    expect(
      screen.getByText(texts.labels.demoNotes.sync('5703 e 8105'), { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByText(t.title)).toBeNull();
  });

  it('does not ask for a server on screens that read only documents', async () => {
    renderScreen(createFakeBridge(), async () => createFakePorts().ports, '/console/events');
    await screen.findByRole('heading', { level: 1, name: texts.shell.nav.events });
    expect(screen.queryByText(t.title)).toBeNull();
  });
});

describe('missingServices', () => {
  it('lists the services with an empty URL, in the order asked', () => {
    const urls = { workersUrl: '', apiUrl: 'https://api', functionsUrl: '  ' };
    expect(missingServices(urls, ['functions', 'api', 'workers'])).toEqual([
      'functions',
      'workers',
    ]);
    expect(missingServices(urls, ['api'])).toEqual([]);
  });
});
