import { dialog, type BrowserWindow, type OpenDialogOptions } from 'electron';
import type { DialogPort } from '../services/dialogs/dialog-port';
import { fileFilters } from '../services/dialogs/file-filters';

/** Electron's native dialogs, modal to the main window when there is one. */
export function createElectronDialogPort(getWindow: () => BrowserWindow | null): DialogPort {
  return {
    async openFiles({ kind, multiple }) {
      const properties: OpenDialogOptions['properties'] = multiple
        ? ['openFile', 'multiSelections']
        : ['openFile'];
      const options: OpenDialogOptions = { properties, filters: fileFilters(kind) };
      const window = getWindow();
      const result = window
        ? await dialog.showOpenDialog(window, options)
        : await dialog.showOpenDialog(options);
      return { canceled: result.canceled, paths: result.canceled ? [] : result.filePaths };
    },
    async saveFile({ kind, defaultName }) {
      const options = { defaultPath: defaultName, filters: fileFilters(kind) };
      const window = getWindow();
      const result = window
        ? await dialog.showSaveDialog(window, options)
        : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath
        ? { canceled: true }
        : { canceled: false, path: result.filePath };
    },
  };
}
