/// <reference lib="webworker" />
import type { CsvReadResult } from '../../shared/bridge/csv';
import { errorMessage } from '../../shared/errors/error-message';
import { previewImport, type ImportPreview } from '../../shared/collection-csv/import-preview';
import { keptSummary, type KeptCsvRequest, type KeptPreviewAnswer } from './kept-csv';
import { readCsvFile } from './read-csv-file';

// Parsing a chosen CSV (up to 100 MB) runs here, off the UI thread; the File is read in place.
// A kept read holds its rows here for the preview, so 100,000 rows never cross to the page.
let kept: Extract<CsvReadResult, { ok: true }> | null = null;

const previewOf = (request: Extract<KeptCsvRequest, { kind: 'preview' }>): ImportPreview => {
  if (!kept) throw new Error('no CSV read to preview');
  const { fields: header, rows, rowNumbers } = kept;
  return previewImport({ ...request.options, header, rows, rowNumbers });
};

self.onmessage = (event: MessageEvent<KeptCsvRequest>) => {
  const request = event.data;
  if (request.kind === 'read') {
    void readCsvFile(request.file, request.maxRows).then((result) => {
      if (!request.keep) return self.postMessage(result);
      kept = result.ok ? result : null;
      self.postMessage(keptSummary(result));
    });
    return;
  }
  let answer: KeptPreviewAnswer;
  try {
    answer = { ok: true, preview: previewOf(request) };
  } catch (error) {
    answer = { ok: false, message: errorMessage(error) };
  }
  self.postMessage(answer);
};
