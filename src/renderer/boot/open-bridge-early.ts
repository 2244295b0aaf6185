import { getAppBridge } from '../bridge/bridge';
import { readSettingsEarly } from '../stores/settings-store';

// Imported first by main.tsx: the settings read is applied as soon as its answer is in, before
// React's first render (in the web shell bridge-boot.js sent it as its socket opened, and the
// bridge hands its answer to this read), instead of asked for after React's first commit. The
// data adapter's chunk still waits for the shell (DataProvider's effect): fetched and run
// before it, it delayed the shell's first frame and counted as first-screen code.
readSettingsEarly(getAppBridge()).catch(() => {}); // the settings mirror shows a failure
