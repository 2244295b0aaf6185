import { getAppBridge } from '../bridge/bridge';
import { preloadAdapter } from '../data/provider-adapters';
import { readSettingsEarly } from '../stores/settings-store';

// Imported first by main.tsx: the web shell's socket handshake and the settings read then run
// while React and antd are still being evaluated, instead of after React's first commit; the
// answer names the profile, whose data adapter is fetched from then on, not after the shell.
readSettingsEarly(getAppBridge()).then(
  (state) => preloadAdapter(state.effectiveProfile),
  () => {}, // the settings mirror shows the failure, with its retry
);
