import { getAppBridge } from '../bridge/bridge';
import { bridgeAdapterDeps, openPortsEarly } from '../data/provider-adapters';
import { readSettingsEarly } from '../stores/settings-store';

// Imported first by main.tsx: the settings read goes out on the socket bridge-boot.js opened
// while React and antd are still being evaluated, instead of after React's first commit; its
// answer names the profile, whose data ports open from then on, not after the shell's commit.
const bridge = getAppBridge();
readSettingsEarly(bridge).then(
  (state) => openPortsEarly(state.effectiveProfile, bridgeAdapterDeps(bridge)),
  () => {}, // the settings mirror shows the failure, with its retry
);
