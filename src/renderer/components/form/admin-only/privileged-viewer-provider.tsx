import type { ReactNode } from 'react';
import { hasClaim } from '../../../../shared/auth/claims';
import { useCurrentUser } from '../../../data/provider';
import { useConsoleConfig } from '../../../data/use-console-config';
import { PrivilegedViewerContext } from './viewer-access';

/**
 * Tells the form's fields whether the viewer is privileged, as the product information panel
 * decides it: the signed-in user's claims hold the project's privileged claim (config/console).
 * A convenience only: Firestore's rules are the gate.
 */
export function PrivilegedViewerProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { privilegedClaim } = useConsoleConfig();
  const privileged = user !== null && hasClaim(user.claims, privilegedClaim);
  return (
    <PrivilegedViewerContext.Provider value={privileged}>
      {children}
    </PrivilegedViewerContext.Provider>
  );
}
