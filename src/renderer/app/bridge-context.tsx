import { createContext, useContext } from 'react';
import type { AppBridge } from '../bridge/bridge';

export const BridgeContext = createContext<AppBridge | null>(null);

/** The bridge to the main process (a fake one in tests). */
export function useBridge(): AppBridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('BridgeContext ausente.');
  return bridge;
}
