import { useMemo } from 'react';
import { useBridge } from '../../../bridge/bridge-context';
import { useDataPorts } from '../../../data/provider';
import { createVideoApi, type VideoApi } from './video-api';

/** The video calls with the signed-in user's token; stable while the ports are (the panel needs that). */
export function useVideoApi(): VideoApi {
  const bridge = useBridge();
  const ports = useDataPorts();
  return useMemo(() => createVideoApi(bridge, () => ports.identity.getIdToken()), [bridge, ports]);
}
