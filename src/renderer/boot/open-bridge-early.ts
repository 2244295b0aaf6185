import { getAppBridge } from '../bridge/bridge';
import { readSettingsEarly } from '../stores/settings-store';

// Imported first by main.tsx: the settings read goes out on the socket bridge-boot.js opened
// while React and antd are still being evaluated, instead of after React's first commit. The
// data adapter's chunk still waits for the shell (DataProvider's effect): fetched and run
// before it, it delayed the shell's first frame and counted as first-screen code.
readSettingsEarly(getAppBridge()).catch(() => {}); // the settings mirror shows a failure
