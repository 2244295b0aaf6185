import { basename, extname } from 'node:path';
import type { ChosenFile, FileKind } from '../../../shared/bridge/dialogs';
import { texts } from '../../../shared/texts/pt-BR';
import { writeFileAtomic } from '../files/atomic-file';
import type { ChosenFiles } from '../files/chosen-files';
import type { DialogPort } from './dialog-port';

export interface DialogService {
  openFiles(request: {
    kind: FileKind;
    multiple?: boolean;
  }): Promise<{ canceled: boolean; files: ChosenFile[] }>;
  /** Only asks where: for writers that stream the file themselves (a big CSV export). */
  chooseSavePath(request: {
    kind: FileKind;
    defaultName: string;
  }): Promise<{ canceled: boolean; path?: string }>;
  saveFile(request: {
    kind: FileKind;
    defaultName: string;
    content: string;
    withBom?: boolean;
  }): Promise<{ canceled: boolean; path?: string }>;
}

export interface DialogServiceOptions {
  port: DialogPort;
  chosenFiles: ChosenFiles;
  /** Where the renderer fetches a token's bytes (console-file://file/<t> on the desktop). */
  fileUrl: (token: string) => string;
}

const UTF8_BOM = '\uFEFF';

const isCsv = (path: string) => extname(path).toLowerCase() === '.csv';

/**
 * Open and save as the renderer sees them: chosen files come back as tokens with a URL for
 * their bytes, never as paths it could replay; saved content is written by main.
 */
export function createDialogService(options: DialogServiceOptions): DialogService {
  const { port, chosenFiles, fileUrl } = options;

  async function chooseSavePath({
    kind,
    defaultName,
  }: {
    kind: FileKind;
    defaultName: string;
  }): Promise<{ canceled: boolean; path?: string }> {
    const answer = await port.saveFile({ kind, defaultName });
    if (answer.canceled || !answer.path) return { canceled: true };
    // Linux dialogs do not add the filter's extension; an export must still open as CSV.
    const path = kind === 'csv' && !isCsv(answer.path) ? `${answer.path}.csv` : answer.path;
    return { canceled: false, path };
  }

  return {
    async openFiles({ kind, multiple = false }) {
      const answer = await port.openFiles({ kind, multiple });
      if (answer.canceled || answer.paths.length === 0) return { canceled: true, files: [] };
      if (kind === 'csv') {
        const rejected = answer.paths.filter((path) => !isCsv(path));
        if (rejected.length > 0) {
          throw new Error(
            texts.services.dialogs.csvOnly(rejected.map((path) => basename(path)).join(', ')),
          );
        }
      }
      const files: ChosenFile[] = [];
      const tokens: string[] = [];
      for (const path of answer.paths) {
        const token = chosenFiles.register(path);
        tokens.push(token);
        const described = await chosenFiles.describe(token);
        if (!described.ok) {
          // All or nothing: a missing file voids the whole choice.
          for (const registered of tokens) chosenFiles.forget(registered);
          throw new Error(texts.services.dialogs.chosenFileUnavailable(path));
        }
        files.push({
          token,
          name: described.name,
          size: described.size,
          mimeType: described.mimeType,
          url: fileUrl(token),
        });
      }
      return { canceled: false, files };
    },

    chooseSavePath,

    async saveFile({ kind, defaultName, content, withBom = false }) {
      const chosen = await chooseSavePath({ kind, defaultName });
      if (chosen.canceled || !chosen.path) return { canceled: true };
      const path = chosen.path;
      try {
        await writeFileAtomic(path, withBom ? UTF8_BOM + content : content);
      } catch (error) {
        const detail = (error as NodeJS.ErrnoException).code ?? String(error);
        throw new Error(texts.services.dialogs.saveFailed(path, detail));
      }
      return { canceled: false, path };
    },
  };
}
