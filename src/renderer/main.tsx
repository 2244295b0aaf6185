import './boot/open-bridge-early';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { ConsoleApp } from './app/console-app';
import { PlatformRouter } from './app/platform-router';
import { getAppBridge } from './bridge/bridge';
import { createAdapterPorts } from './data/provider-adapters';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders bridge={getAppBridge()}>
      <PlatformRouter>
        <ConsoleApp createPorts={createAdapterPorts} />
      </PlatformRouter>
    </AppProviders>
  </StrictMode>,
);
