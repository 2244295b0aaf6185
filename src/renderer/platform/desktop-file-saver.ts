import type { AppBridge } from '../bridge/bridge';
import type { CsvFile, FileSaver } from './file-saver';

/**
 * The desktop's saves: main shows the native dialog and writes the file (csv.export*,
 * csv.saveFile, sync.exportErrors). The dialog comes when the header is written, so a
 * collection is read before it, as it always was.
 */
export function desktopFileSaver(bridge: AppBridge): FileSaver {
  return {
    async csvTarget(defaultName) {
      return {
        async open(fields, delimiter) {
          const begun = await bridge.invoke('csv.exportBegin', { defaultName, fields, delimiter });
          if (!begun.ok) return { ok: false, message: begun.message };
          if (begun.canceled) return { ok: true, canceled: true };
          const { exportId, fileName } = begun;
          const file: CsvFile = {
            fileName,
            append: (rows) => bridge.invoke('csv.exportRows', { exportId, rows }),
            finish: () => bridge.invoke('csv.exportFinish', { exportId }),
            abort: async () => {
              await bridge.invoke('csv.exportAbort', { exportId });
            },
          };
          return { ok: true, canceled: false, file };
        },
        release: async () => {},
      };
    },
    saveCsv: (request) => bridge.invoke('csv.saveFile', request),
    saveSyncErrors: (runId) => bridge.invoke('sync.exportErrors', { runId }),
  };
}
