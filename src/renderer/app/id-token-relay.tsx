import { useEffect } from 'react';
import { useBridge } from '../bridge/bridge-context';
import { useDataSession } from '../data/provider';

/**
 * Firebase ID tokens last an hour and the SDK refreshes them within five minutes of expiry
 * when asked. Asking this often keeps main's copy valid for the whole run.
 */
export const ID_TOKEN_RELAY_INTERVAL_MS = 4 * 60_000;

/**
 * Keeps main holding the signed-in user's ID token, so the calls it makes on its own (bulk
 * sync, backend send) carry the user's identity as the product flows do. Signing out, or a
 * profile without sign-in, clears it. Main never gets the refresh token.
 */
export function IdTokenRelay() {
  const bridge = useBridge();
  const session = useDataSession();
  const identity = session.status === 'ready' ? session.ports.identity : null;
  const userId = session.status === 'ready' ? (session.user?.id ?? null) : null;

  useEffect(() => {
    if (!identity) return;
    let active = true;
    let lastSent: string | null | undefined;
    const send = async () => {
      const token =
        identity.requiresSignIn && userId ? await identity.getIdToken().catch(() => null) : null;
      if (!active || token === lastSent) return;
      lastSent = token;
      // Main refuses a token it cannot use; the next round tries again.
      const kept = await bridge.invoke('session.setIdToken', { token }).catch(() => false);
      if (!kept) lastSent = undefined;
    };
    void send();
    const timer = userId ? setInterval(() => void send(), ID_TOKEN_RELAY_INTERVAL_MS) : null;
    return () => {
      active = false;
      if (timer) clearInterval(timer);
    };
  }, [bridge, identity, userId]);

  return null;
}
