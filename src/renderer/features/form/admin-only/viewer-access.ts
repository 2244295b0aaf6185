import { createContext, useContext } from 'react';

/**
 * Whether the viewer of the form holds the project's privileged claim. Without a provider it
 * is false: an admin-only field shown somewhere unexpected stays read-only rather than open.
 */
export const PrivilegedViewerContext = createContext(false);

export const usePrivilegedViewer = (): boolean => useContext(PrivilegedViewerContext);
