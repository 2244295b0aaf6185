/// <reference lib="webworker" />
import { readCsvFile } from './read-csv-file';

// Parsing a chosen CSV (up to 100 MB) runs here, off the UI thread; the File is read in place.
self.onmessage = (event: MessageEvent<{ file: File; maxRows?: number }>) => {
  void readCsvFile(event.data.file, event.data.maxRows).then((result) => self.postMessage(result));
};
