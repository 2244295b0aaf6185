import { render } from './render';
import { createMemoryRouter } from 'react-router';
import { currentPath, LocationProbe } from './location-probe';
import type { CreatePorts } from '../data/provider';
import { AppProviders } from '../app/app-providers';
import { ConsoleApp } from '../app/console-app';
import { DataRouterShell } from '../app/platform-router';
import type { FakeBridge } from '../../../tests/support/fake-bridge';

// Screens are lazy chunks that vite transforms on first use under jsdom: give them time.
// defaultHidden skips the per-element getComputedStyle check, which antd's many injected
// style sheets make very slow under jsdom; nothing in these tests hides content by CSS.

/** The whole console at `path` in a data router (as in the app), with a fake bridge and fake data ports. */
export function renderConsole(fake: FakeBridge, createPorts: CreatePorts, path = '/console') {
  const view = render(
    <AppProviders bridge={fake.bridge} motion={false}>
      <DataRouterShell
        createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [path] })}
      >
        <LocationProbe />
        <ConsoleApp createPorts={createPorts} />
      </DataRouterShell>
    </AppProviders>,
  );
  return { ...view, currentPath };
}
