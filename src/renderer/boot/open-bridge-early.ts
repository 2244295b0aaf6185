import { getAppBridge } from '../bridge/bridge';

// Imported first by main.tsx: the web shell's socket handshake then runs while React and
// antd are still being evaluated, instead of after them.
getAppBridge();
