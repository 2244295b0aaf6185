import { createMemoryRouter } from 'react-router';
import { currentPath, LocationProbe } from './location-probe';
import type { CreatePorts } from '../data/provider';
import { AppProviders } from '../app/app-providers';
import { AppRoutes } from '../app/app-routes';
import { ConsoleData } from '../app/console-data';
import { DataRouterShell } from '../app/platform-router';
import type { FakeBridge } from '../../../tests/support/fake-bridge';
import { render } from './render';

/**
 * The screen at `path` as the console shows it (its frame and gates, the console's data and
 * routes, the app providers, a data router) without the shell around it: no menu, header or
 * project selector to render and re-render, so a test of a screen pays for that screen (only
 * its lazy chunk loads). Tests of the shell and of moving between screens by the menu use
 * renderConsole.
 */
export function renderScreen(fake: FakeBridge, createPorts: CreatePorts, path: string) {
  const view = render(
    <AppProviders bridge={fake.bridge} motion={false}>
      <DataRouterShell
        createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [path] })}
      >
        <LocationProbe />
        <ConsoleData createPorts={createPorts}>
          <AppRoutes />
        </ConsoleData>
      </DataRouterShell>
    </AppProviders>,
  );
  return { ...view, currentPath };
}
