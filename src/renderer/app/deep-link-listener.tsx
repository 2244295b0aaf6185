import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useBridge } from '../bridge/bridge-context';

export function isConsoleRoute(route: string): boolean {
  return /^\/console(?:[/?#]|$)/.test(route);
}

/** console-desktop://console/product/123 arrives from main as app.navigate: go there in-app. */
export function DeepLinkListener() {
  const bridge = useBridge();
  const navigate = useNavigate();
  useEffect(
    () =>
      bridge.on('app.navigate', ({ route }) => {
        // Only in-app console routes; '//host' would read as another origin.
        if (isConsoleRoute(route)) navigate(route);
      }),
    [bridge, navigate],
  );
  return null;
}
