import { texts } from '../../shared/texts/pt-BR';

/** A start that cannot go on, said in pt-BR: the shells show its message, never a stack. */
export class StartupFailure extends Error {
  override name = 'StartupFailure';
}

const FULL = new Set(['ENOSPC', 'EDQUOT']);
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/** Turns what failed while preparing or first writing the data folder into a pt-BR failure. */
export function explainStartupFailure(error: unknown, dataDir: string): StartupFailure {
  if (error instanceof StartupFailure) return error;
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const t = texts.dataFolder;
  const message =
    code && FULL.has(code)
      ? t.diskFull(dataDir)
      : code && NOT_WRITABLE.has(code)
        ? t.notWritable(dataDir)
        : t.failed(dataDir, error instanceof Error ? error.message : String(error));
  return new StartupFailure(message, { cause: error });
}
