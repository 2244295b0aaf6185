import './boot/open-bridge-early';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { ConsoleApp } from './app/console-app';
import { openedRoutePath, PlatformRouter } from './app/platform-router';
import { preloadScreenAt } from './app/app-routes';
import { getAppBridge } from './bridge/bridge';
import { createAdapterPorts } from './data/provider-adapters';

// The first screen's chunk comes while the shell renders, not after it.
preloadScreenAt(openedRoutePath());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders bridge={getAppBridge()}>
      <PlatformRouter>
        <ConsoleApp createPorts={createAdapterPorts} />
      </PlatformRouter>
    </AppProviders>
  </StrictMode>,
);
