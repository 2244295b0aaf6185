/// <reference lib="webworker" />
import { previewImport, type PreviewInput } from '../../../../shared/collection-csv/import-preview';

// The preview's diff of thousands of rows runs here, off the UI thread (issue 14).
self.onmessage = (event: MessageEvent<PreviewInput>) => {
  try {
    self.postMessage({ ok: true, preview: previewImport(event.data) });
  } catch (error) {
    self.postMessage({
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
