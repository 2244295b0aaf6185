import type { ReactNode } from 'react';
import { usePrivilegedUser } from '../../../data/use-privileged-user';
import { PrivilegedViewerContext } from './viewer-access';

/** Tells the form's fields whether the viewer is privileged (usePrivilegedUser). */
export function PrivilegedViewerProvider({ children }: { children: ReactNode }) {
  const privileged = usePrivilegedUser();
  return (
    <PrivilegedViewerContext.Provider value={privileged}>
      {children}
    </PrivilegedViewerContext.Provider>
  );
}
