import { syncErrorsFileName } from '../../shared/bridge/sync';
import { toCsv, toCsvBody } from '../../shared/csv/csv-writer';
import type { AppBridge } from '../bridge/bridge';
import {
  openSaveSink,
  writeFailedMessage,
  type BrowserSaveEnv,
  type SaveSink,
} from './browser-save-sink';
import type { CsvFile, FileSaver } from './file-saver';

const UTF8_BOM = '\uFEFF';

/** Writes one piece; a failure drops the file and answers with the desktop's message. */
async function written<T>(sink: SaveSink, step: () => Promise<T>) {
  try {
    return await step();
  } catch (error) {
    await sink.abort();
    return { ok: false as const, message: writeFailedMessage(sink.name, error) };
  }
}

/**
 * The web shell's saves, with the browser's own means (browser-save-sink.ts). The page
 * writes the CSV with the desktop's writer (BOM, `;`, formula guard), so the files match;
 * a run's errors come from main in pages, so no message carries the whole file.
 */
export function browserFileSaver(bridge: AppBridge, env: BrowserSaveEnv): FileSaver {
  return {
    async csvTarget(defaultName) {
      const sink = await openSaveSink(env, defaultName);
      if (!sink) return null;
      return {
        async open(fields, delimiter = ';') {
          let rows = 0;
          const file: CsvFile = {
            fileName: sink.name,
            append: (piece) =>
              written(sink, async () => {
                await sink.write(toCsvBody(fields, piece, delimiter));
                rows += piece.length;
                return { ok: true as const, rows };
              }),
            finish: () =>
              written(sink, async () => {
                await sink.close();
                return { ok: true as const, path: sink.name, rows };
              }),
            abort: () => sink.abort(),
          };
          const header = await written(sink, () =>
            sink.write(UTF8_BOM + toCsv(fields, [], delimiter)),
          );
          return header === undefined ? { ok: true, canceled: false, file } : header;
        },
        release: () => sink.abort(),
      };
    },

    async saveCsv({ defaultName, fields, rows, delimiter = ';' }) {
      const sink = await openSaveSink(env, defaultName);
      if (!sink) return { ok: true, canceled: true };
      const failed = await written(sink, async () => {
        await sink.write(UTF8_BOM + toCsv(fields, rows, delimiter));
        await sink.close();
      });
      return failed
        ? { ok: false, reason: 'write_failed', message: failed.message }
        : { ok: true, canceled: false, path: sink.name };
    },

    async saveSyncErrors(runId) {
      const sink = await openSaveSink(env, syncErrorsFileName(runId));
      if (!sink) return { canceled: true };
      try {
        for (let from: number | null = 0; from !== null; ) {
          const page: { text: string; next: number | null } = await bridge.invoke(
            'sync.errorsCsvPage',
            { runId, from },
          );
          await sink.write(page.text);
          from = page.next;
        }
        await sink.close();
      } catch (error) {
        await sink.abort();
        throw error;
      }
      return { canceled: false, path: sink.name };
    },
  };
}
