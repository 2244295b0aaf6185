import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { texts } from '../../shared/texts/pt-BR';
import { resetSettingsStore } from '../stores/settings-store';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { createFakePorts } from '../test-support/fake-ports';
import { renderConsole } from '../test-support/render-console';

const t = texts.events.multiProject;

function setup(path: string, activeProjectId: string) {
  const fake = createFakeBridge({ activeProjectId });
  const ports = createFakePorts({ documents: { 'project/demo': { name: 'Loja Demo' } } });
  return renderConsole(fake, async () => ports.ports, path);
}

describe('the multi-project id outside Eventos', () => {
  beforeEach(() => resetSettingsStore());

  it('other screens ask for one project instead of reading a store named "all"', async () => {
    setup('/console/orders', 'all');
    expect(await screen.findByText(t.onlyEvents)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.openEvents }).getAttribute('href')).toBe(
      '/console/events',
    );
    expect(screen.queryByRole('heading', { name: texts.shell.nav.orders })).toBeNull();
  });

  it('with one project chosen, the same screen opens', async () => {
    setup('/console/orders', 'demo');
    expect(await screen.findByRole('heading', { name: texts.shell.nav.orders })).toBeTruthy();
    expect(screen.queryByText(t.onlyEvents)).toBeNull();
  });
});
