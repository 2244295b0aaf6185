import { useEffect, useState } from 'react';
import type { AppBridge } from '../../bridge/bridge';
import { useBridge } from '../../bridge/bridge-context';

export type EmbedOriginState =
  | { status: 'loading' }
  | { status: 'ready'; origin: string }
  | { status: 'failed' };

// One app.getInfo per bridge, however many embeds a layout holds; a failure is asked again.
const asked = new WeakMap<AppBridge, Promise<string>>();

function embedOriginOf(bridge: AppBridge): Promise<string> {
  let origin = asked.get(bridge);
  if (!origin) {
    origin = bridge.invoke('app.getInfo', {}).then((info) => info.embedOrigin);
    origin.catch(() => asked.delete(bridge));
    asked.set(bridge, origin);
  }
  return origin;
}

/** The shell's embed origin (app.getInfo), where EmbedFrame renders third-party HTML. */
export function useEmbedOrigin(): EmbedOriginState {
  const bridge = useBridge();
  const [state, setState] = useState<EmbedOriginState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const ask = () =>
      embedOriginOf(bridge).then(
        (origin) => live && setState({ status: 'ready', origin }),
        () => live && setState({ status: 'failed' }),
      );
    void ask();
    // A restarted web host serves embeds on another port: ask again once the bridge is back.
    const stop = bridge.onConnection?.((connection) => {
      if (connection === 'lost') asked.delete(bridge);
      if (connection === 'open') void ask();
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [bridge]);
  return state;
}
