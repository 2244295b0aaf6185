import { useMemo } from 'react';
import type { AppBridge } from '../bridge/bridge';
import { useBridge } from '../bridge/bridge-context';
import { windowSaveEnv, type BrowserSaveEnv } from './browser-save-sink';
import { browserFileSaver } from './browser-file-saver';
import { desktopFileSaver } from './desktop-file-saver';
import type { FileSaver } from './file-saver';
import { currentShell, type Shell } from './current-shell';

/**
 * How files are saved in this shell: the desktop's native dialogs through main, or the
 * browser's own means (its save picker, else a download). Callers never ask which.
 */
export function createFileSaver(
  bridge: AppBridge,
  shell: Shell = currentShell(),
  env: () => BrowserSaveEnv = windowSaveEnv,
): FileSaver {
  return shell === 'desktop' ? desktopFileSaver(bridge) : browserFileSaver(bridge, env());
}

export function useFileSaver(): FileSaver {
  const bridge = useBridge();
  return useMemo(() => createFileSaver(bridge), [bridge]);
}
