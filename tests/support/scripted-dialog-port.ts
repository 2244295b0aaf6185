import type {
  DialogPort,
  OpenFilesAnswer,
  OpenFilesRequest,
  SaveFileAnswer,
  SaveFileRequest,
} from '../../src/main/services/dialogs/dialog-port';

/** `{ open: [] }` answers the next open dialog with a cancel. */
export type ScriptedAnswer = { open: string[] } | { save: string };

/** What the double logs when a dialog finds no answer queued. */
const noAnswer = (dialog: 'open' | 'save') =>
  `Nenhuma resposta programada para o diálogo de ${dialog === 'open' ? 'abrir' : 'salvar'}; tratado como cancelado.`;

/**
 * A test double of the native dialogs for main-side unit tests: they enqueue the answers the
 * user would have given. Open and save answers are kept in their own FIFO queues, so an answer is
 * never consumed by the wrong kind of dialog. With nothing queued, a dialog is a cancel.
 */
export class ScriptedDialogPort implements DialogPort {
  private readonly openQueue: string[][] = [];
  private readonly saveQueue: string[] = [];

  constructor(private readonly log: (message: string) => void = (m) => console.warn(m)) {}

  enqueue(answer: ScriptedAnswer): void {
    if ('open' in answer) this.openQueue.push([...answer.open]);
    else this.saveQueue.push(answer.save);
  }

  /** How many answers are still waiting (tests assert the queue drained). */
  pending(): { open: number; save: number } {
    return { open: this.openQueue.length, save: this.saveQueue.length };
  }

  async openFiles(request: OpenFilesRequest): Promise<OpenFilesAnswer> {
    const paths = this.openQueue.shift();
    if (paths === undefined) {
      this.log(noAnswer('open'));
      return { canceled: true, paths: [] };
    }
    if (paths.length === 0) return { canceled: true, paths: [] };
    // A single-choice dialog cannot return more than one file.
    return { canceled: false, paths: request.multiple ? paths : paths.slice(0, 1) };
  }

  async saveFile(_request: SaveFileRequest): Promise<SaveFileAnswer> {
    const path = this.saveQueue.shift();
    if (path === undefined) {
      this.log(noAnswer('save'));
      return { canceled: true };
    }
    return { canceled: false, path };
  }
}
