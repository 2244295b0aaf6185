import { CSV_MAX_BYTES, CSV_MAX_ROWS, type CsvReadResult } from '../../shared/bridge/csv';
import { readCsvSource, type CsvByteSource } from '../../shared/csv/csv-reader';
import { texts } from '../../shared/texts/pt-BR';

/** Bytes per slice read from the File: small enough that no record check waits long. */
const SLICE_BYTES = 256 * 1024;

async function* slicesOf(file: Blob): CsvByteSource {
  for (let at = 0; at < file.size; at += SLICE_BYTES) {
    yield new Uint8Array(await file.slice(at, at + SLICE_BYTES).arrayBuffer());
  }
}

/**
 * A CSV the user chose in the page, parsed where it is with main's reader and decoding rules
 * (run inside the CSV worker): its rows never cross the WebSocket.
 */
export async function readCsvFile(
  file: File,
  maxRows: number = CSV_MAX_ROWS,
): Promise<CsvReadResult> {
  const t = texts.services.csv;
  if (file.size > CSV_MAX_BYTES) {
    const megabytes = Math.round(CSV_MAX_BYTES / (1024 * 1024));
    return { ok: false, reason: 'too_large', message: t.tooLarge(file.name, megabytes) };
  }
  try {
    return await readCsvSource(async () => slicesOf(file), { name: file.name, maxRows });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: 'unreadable', message: t.unreadable(file.name, detail) };
  }
}
