import { useMemo } from 'react';
import type { CsvReadResult } from '../../shared/bridge/csv';
import type { UploadKind } from '../../shared/files/upload-kinds';
import { texts } from '../../shared/texts/pt-BR';
import type { AppBridge } from '../bridge/bridge';
import { useBridge } from '../bridge/bridge-context';
import { browserFileInput, chosenFileInput, type OpenedFile } from './opened-file';
import { ACCEPT_BY_KIND, pickBrowserFiles } from './browser-file-input';
import { currentShell, type Shell } from './current-shell';
import type { KeptCsv } from './kept-csv';
import { keepCsvInWorker, readCsvInWorker } from './read-csv-in-worker';

/** A chosen CSV: its name, and its rows once read (where the file is). */
export interface ChosenCsv {
  name: string;
  read(): Promise<CsvReadResult>;
  /**
   * Reads it where its rows can stay until the preview (the web shell's worker); where
   * absent, the rows come to the page and the caller previews them itself.
   */
  keep?(): Promise<KeptCsv>;
}

export interface FileOpener {
  /** One CSV; rejects with the pt-BR refusal ('Please select a CSV file…') for another file. */
  chooseCsv(): Promise<{ canceled: true } | { canceled: false; file: ChosenCsv }>;
  /** Files to upload (several at once), offered by kind; an image is opened whole. */
  chooseUploads(kind: UploadKind): Promise<{ canceled: boolean; inputs: OpenedFile[] }>;
}

const isCsvName = (name: string) => name.toLowerCase().endsWith('.csv');

/** Native dialogs: main holds the file, the page holds a token (paths never cross). */
function desktopOpener(bridge: AppBridge): FileOpener {
  return {
    async chooseCsv() {
      const chosen = await bridge.invoke('dialogs.openFiles', { kind: 'csv' });
      const file = chosen.files[0];
      if (chosen.canceled || !file) return { canceled: true };
      return {
        canceled: false,
        file: {
          name: file.name,
          read: () => bridge.invoke('csv.readChosenFile', { token: file.token }),
        },
      };
    },
    async chooseUploads(kind) {
      const answer = await bridge.invoke('dialogs.openFiles', { kind, multiple: true });
      if (answer.canceled) return { canceled: true, inputs: [] };
      const wholeBlob = kind === 'image';
      return {
        canceled: false,
        inputs: answer.files.map((file) => chosenFileInput(file, { wholeBlob })),
      };
    },
  };
}

/** The browser's file input: the page holds the File and reads it in place, like a drop. */
function browserOpener(): FileOpener {
  return {
    async chooseCsv() {
      const files = await pickBrowserFiles({ accept: ACCEPT_BY_KIND.csv, multiple: false });
      const file = files?.[0];
      if (!file) return { canceled: true };
      if (!isCsvName(file.name)) throw new Error(texts.services.dialogs.csvOnly(file.name));
      const read = () => readCsvInWorker(file);
      return {
        canceled: false,
        file: { name: file.name, read, keep: () => keepCsvInWorker(file) },
      };
    },
    async chooseUploads(kind) {
      const files = await pickBrowserFiles({ accept: ACCEPT_BY_KIND[kind], multiple: true });
      if (!files) return { canceled: true, inputs: [] };
      return { canceled: false, inputs: files.map(browserFileInput) };
    },
  };
}

/** How files are opened in this shell; callers never ask which shell it is. */
export function createFileOpener(bridge: AppBridge, shell: Shell = currentShell()): FileOpener {
  return shell === 'desktop' ? desktopOpener(bridge) : browserOpener();
}

export function useFileOpener(): FileOpener {
  const bridge = useBridge();
  return useMemo(() => createFileOpener(bridge), [bridge]);
}
