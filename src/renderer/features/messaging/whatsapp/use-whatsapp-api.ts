import { useMemo } from 'react';
import { useBridge } from '../../../bridge/bridge-context';
import { useDataPorts } from '../../../data/provider';
import { createWhatsappApi, type WhatsappApi } from './whatsapp-api';

/** The WhatsApp calls of the signed-in user (one API per bridge and identity). */
export function useWhatsappApi(): WhatsappApi {
  const bridge = useBridge();
  const { identity } = useDataPorts();
  return useMemo(() => createWhatsappApi(bridge, () => identity.getIdToken()), [bridge, identity]);
}
