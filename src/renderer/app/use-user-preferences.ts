import { useCallback, useEffect } from 'react';
import { preferenceUserKey } from '../../shared/settings/preference-key';
import type { UserPreferences } from '../../shared/settings/user-preferences';
import { useBridge } from '../bridge/bridge-context';
import { useActiveProfile, useCurrentUser } from '../data/provider';
import { rememberThemeMode, rememberedThemeMode, setThemeMode } from '../stores/appearance-store';
import { useSettingsStore } from '../stores/settings-store';

const NONE: UserPreferences = {};

/**
 * The signed-in user's appearance choices, remembered by main's settings per profile and user
 * (nobody signed in: nothing to read, and `save` does nothing).
 */
export function useUserPreferences(): {
  preferences: UserPreferences;
  /** False until the user is known (the data connection opens): nothing can be remembered. */
  ready: boolean;
  save(change: UserPreferences): Promise<void>;
} {
  const bridge = useBridge();
  const profile = useActiveProfile();
  const user = useCurrentUser();
  const key = user ? preferenceUserKey(profile.id, user.id) : null;
  const preferences = useSettingsStore((store) =>
    key ? (store.state?.userPreferences?.[key] ?? NONE) : NONE,
  );
  const save = useCallback(
    async (change: UserPreferences) => {
      if (!key) return;
      const state = await bridge.invoke('settings.setUserPreferences', {
        userKey: key,
        preferences: change,
      });
      useSettingsStore.getState().apply(state);
    },
    [bridge, key],
  );
  return { preferences, ready: key !== null, save };
}

/**
 * Shows the user's theme once they and main's settings are known (until then the last
 * session's theme, so a dark one does not flash light), and remembers it for the next first
 * paint; light after they leave.
 */
export function ThemeFromPreferences() {
  const { preferences, ready } = useUserPreferences();
  const loaded = useSettingsStore((store) => store.state !== null);
  const mode = ready && loaded ? (preferences.theme ?? 'light') : null;
  useEffect(() => {
    // Mounted again (StrictMode's second mount, a new sign-in): the last theme until known.
    setThemeMode(mode ?? rememberedThemeMode() ?? 'light');
    if (mode !== null) rememberThemeMode(mode);
  }, [mode]);
  useEffect(() => () => setThemeMode('light'), []);
  return null;
}
