import { useMemo } from 'react';
import { useBridge } from '../../bridge/bridge-context';
import { useDataPorts } from '../../data/provider';
import { createMessagingApi, type MessagingApi } from './messaging-api';

/** The messaging calls with the signed-in user's ID token. */
export function useMessagingApi(): MessagingApi {
  const bridge = useBridge();
  const ports = useDataPorts();
  return useMemo(
    () => createMessagingApi(bridge, () => ports.identity.getIdToken()),
    [bridge, ports],
  );
}
