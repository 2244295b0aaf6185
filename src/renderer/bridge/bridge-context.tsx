import { createContext, useContext } from 'react';
import { texts } from '../../shared/texts/pt-BR';
import type { AppBridge } from './bridge';

export const BridgeContext = createContext<AppBridge | null>(null);

/** The bridge to the main process (a fake one in tests). */
export function useBridge(): AppBridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error(texts.bridge.contextMissing);
  return bridge;
}
