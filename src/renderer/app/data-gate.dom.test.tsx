import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { BridgeError } from '../../shared/bridge/client';
import { texts } from '../../shared/texts/pt-BR';
import { resetSettingsStore } from '../stores/settings-store';
import type { CreatePorts } from '../data/provider';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { createFakePorts } from '../test-support/fake-ports';
import { renderConsole } from '../test-support/render-console';

vi.setConfig({ testTimeout: 120_000 });

const t = texts.shell.data;

describe('when the data cannot be opened', () => {
  beforeEach(() => resetSettingsStore());

  it('shows the error, retries, and keeps Configurações reachable', async () => {
    const ports = createFakePorts({ documents: { 'project/demo/product-data/1': {} } });
    const create = vi
      .fn<CreatePorts>()
      .mockRejectedValueOnce(new Error('IndexedDB bloqueado'))
      .mockResolvedValue(ports.ports);
    const view = renderConsole(createFakeBridge(), create);
    expect(await screen.findByText(t.failed)).toBeTruthy();
    expect(screen.getByText('IndexedDB bloqueado')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: t.openSettings }));
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.shell.settings.title }),
    ).toBeTruthy();
    expect(view.currentPath()).toBe('/console/settings');

    fireEvent.click(screen.getByRole('link', { name: texts.shell.nav.home }));
    fireEvent.click(await screen.findByRole('button', { name: t.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it('says so when the settings cannot be read, and retries', async () => {
    const fake = createFakeBridge();
    let fail = true;
    fake.script('settings.getState', () => {
      if (fail) throw new BridgeError('disconnected', texts.bridge.disconnected);
      return structuredClone(fake.state);
    });
    renderConsole(fake, async () => createFakePorts().ports);
    expect(await screen.findByText(texts.shell.boot.settingsFailed)).toBeTruthy();
    expect(screen.getByText(texts.bridge.disconnected)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: texts.shell.boot.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
  });
});
