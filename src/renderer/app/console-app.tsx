import { DocumentActionsContext } from '../contributions/document-actions';
import type { CreatePorts } from '../data/provider';
import { AccessGate } from './access-gate';
import { AppRoutes } from './app-routes';
import { ConsoleData } from './console-data';
import { appDocumentActions } from './document-actions';
import { DeepLinkListener } from './deep-link-listener';
import { IdTokenRelay } from './id-token-relay';
import { ShellLayout } from './shell-layout';
import { UpdateNotice } from '../features/updates/update-notice';

/**
 * The console inside a router: its data (settings, ports, uploads) and the features'
 * contributions, then the shell, which an account without access never gets.
 */
export function ConsoleApp({ createPorts }: { createPorts: CreatePorts }) {
  return (
    <ConsoleData createPorts={createPorts}>
      <DocumentActionsContext.Provider value={appDocumentActions}>
        <DeepLinkListener />
        <UpdateNotice />
        <IdTokenRelay />
        <AccessGate>
          <ShellLayout>
            <AppRoutes />
          </ShellLayout>
        </AccessGate>
      </DocumentActionsContext.Provider>
    </ConsoleData>
  );
}
