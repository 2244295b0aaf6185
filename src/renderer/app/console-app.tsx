import type { CreatePorts } from '../data/provider';
import { AccessGate } from './access-gate';
import { AppRoutes } from './app-routes';
import { ConsoleData } from './console-data';
import { DeepLinkListener } from './deep-link-listener';
import { IdTokenRelay } from './id-token-relay';
import { ShellLayout } from './shell-layout';

/**
 * The console inside a router: its data (settings, ports, uploads), then the shell, which an
 * account without access never gets.
 */
export function ConsoleApp({ createPorts }: { createPorts: CreatePorts }) {
  return (
    <ConsoleData createPorts={createPorts}>
      <DeepLinkListener />
      <IdTokenRelay />
      <AccessGate>
        <ShellLayout>
          <AppRoutes />
        </ShellLayout>
      </AccessGate>
    </ConsoleData>
  );
}
