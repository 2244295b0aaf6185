import { randomUUID } from 'node:crypto';
import { basename, dirname } from 'node:path';
import type {
  CsvCell,
  CsvDelimiter,
  CsvExportBeginResult,
  CsvExportFinishResult,
  CsvExportProgress,
} from '../../../shared/bridge/csv';
import { texts } from '../../../shared/texts/pt-BR';
import type { DialogService } from '../dialogs/dialog-service';
import {
  nodeFileSystem,
  tempPathFor,
  writeAll,
  type AtomicFileSystem,
  type WritableFile,
} from '../files/atomic-file';
import { toCsv, toCsvBody } from '../../../shared/csv/csv-writer';

/** An export nobody wrote to for this long is dropped with its partial file. */
export const CSV_EXPORT_IDLE_MS = 10 * 60_000;

const UTF8_BOM = '\uFEFF';
const encoder = new TextEncoder();

export interface CsvExportSessions {
  begin(request: {
    defaultName: string;
    fields: string[];
    delimiter?: CsvDelimiter;
  }): Promise<CsvExportBeginResult>;
  append(request: {
    exportId: string;
    rows: Array<Record<string, CsvCell>>;
  }): Promise<CsvExportProgress>;
  finish(request: { exportId: string }): Promise<CsvExportFinishResult>;
  abort(request: { exportId: string }): Promise<{ ok: true }>;
  /** Drops every open export (app quit): no partial file is left behind. */
  dispose(): Promise<void>;
}

export interface CsvExportSessionsOptions {
  dialogs: Pick<DialogService, 'chooseSavePath'>;
  fs?: AtomicFileSystem;
  idleMs?: number;
}

interface OpenExport {
  path: string;
  temp: string;
  file: WritableFile;
  fields: string[];
  delimiter: CsvDelimiter;
  rows: number;
  /** Calls on one export run one after another, whatever the renderer sends. */
  queue: Promise<unknown>;
  idle: ReturnType<typeof setTimeout>;
}

/**
 * A collection export streamed into main: the rows come in pieces (the renderer reads the
 * collection page by page), each piece is appended to a temp file next to the chosen one, and
 * only `finish` puts the file in place (fsync, rename), so a cancelled or failed export never
 * leaves a half-written CSV under the user's name.
 */
export function createCsvExportSessions(options: CsvExportSessionsOptions): CsvExportSessions {
  const { dialogs, fs = nodeFileSystem, idleMs = CSV_EXPORT_IDLE_MS } = options;
  const exports = new Map<string, OpenExport>();
  const t = texts.services;

  const writeFailed = (path: string, error: unknown) => ({
    ok: false as const,
    reason: 'write_failed' as const,
    message: t.dialogs.saveFailed(path, (error as NodeJS.ErrnoException).code ?? String(error)),
  });
  const unknownExport = {
    ok: false as const,
    reason: 'unknown_export' as const,
    message: t.csv.exportGone,
  };

  /** Drops still removing their temp file: dispose waits for them too. */
  const dropping = new Set<Promise<void>>();

  function drop(exportId: string): Promise<void> {
    const open = exports.get(exportId);
    if (!open) return Promise.resolve();
    exports.delete(exportId);
    clearTimeout(open.idle);
    const removed = (async () => {
      await open.file.close().catch(() => undefined);
      await fs.rm(open.temp).catch(() => undefined);
    })();
    dropping.add(removed);
    void removed.finally(() => dropping.delete(removed));
    return removed;
  }

  const armIdle = (exportId: string) => {
    const timer = setTimeout(() => void drop(exportId), idleMs);
    // An abandoned export must not keep the process alive.
    timer.unref?.();
    return timer;
  };

  /** Runs `step` after the export's earlier calls; a failure drops the export. */
  function serial<T>(
    exportId: string,
    step: (open: OpenExport) => Promise<T>,
  ): Promise<T | typeof unknownExport | ReturnType<typeof writeFailed>> {
    const open = exports.get(exportId);
    if (!open) return Promise.resolve(unknownExport);
    clearTimeout(open.idle);
    const run = open.queue.then(async () => {
      if (exports.get(exportId) !== open) return unknownExport;
      try {
        const result = await step(open);
        if (exports.get(exportId) === open) open.idle = armIdle(exportId);
        return result;
      } catch (error) {
        await drop(exportId);
        return writeFailed(open.path, error);
      }
    });
    open.queue = run;
    return run;
  }

  return {
    async begin({ defaultName, fields, delimiter = ';' }) {
      const chosen = await dialogs.chooseSavePath({ kind: 'csv', defaultName });
      if (chosen.canceled || !chosen.path) return { ok: true, canceled: true };
      const path = chosen.path;
      const temp = tempPathFor(path);
      let file: WritableFile;
      try {
        file = await fs.open(temp);
        await writeAll(file, encoder.encode(UTF8_BOM + toCsv(fields, [], delimiter)), temp);
      } catch (error) {
        await fs.rm(temp).catch(() => undefined);
        return writeFailed(path, error);
      }
      const exportId = randomUUID();
      exports.set(exportId, {
        path,
        temp,
        file,
        fields,
        delimiter,
        rows: 0,
        queue: Promise.resolve(),
        idle: armIdle(exportId),
      });
      return { ok: true, canceled: false, exportId, fileName: basename(path) };
    },

    append({ exportId, rows }) {
      return serial(exportId, async (open) => {
        const body = encoder.encode(toCsvBody(open.fields, rows, open.delimiter));
        await writeAll(open.file, body, open.temp);
        open.rows += rows.length;
        return { ok: true as const, rows: open.rows };
      });
    },

    finish({ exportId }) {
      return serial(exportId, async (open) => {
        await open.file.sync();
        await open.file.close();
        exports.delete(exportId);
        clearTimeout(open.idle);
        try {
          await fs.rename(open.temp, open.path);
        } catch (error) {
          await fs.rm(open.temp).catch(() => undefined);
          throw error;
        }
        await fs.syncFolder(dirname(open.path));
        return { ok: true as const, path: open.path, rows: open.rows };
      });
    },

    async abort({ exportId }) {
      const open = exports.get(exportId);
      if (open) await open.queue.catch(() => undefined);
      await drop(exportId);
      return { ok: true };
    },

    async dispose() {
      // An idle export dropped just before is still removing its file: wait for it as well.
      await Promise.all([...[...exports.keys()].map((exportId) => drop(exportId)), ...dropping]);
    },
  };
}
