import { texts } from '../shared/texts/pt-BR';

/**
 * Keeps the web host alive through a promise rejection nobody handled: Node's default ends the
 * process, which would drop every page and stop a running bulk sync. The rejection is logged
 * instead (it is a bug to fix, not a reason to lose the user's work). Returns the undo.
 */
export function logUnhandledRejections(
  log: (message: string, cause?: unknown) => void,
): () => void {
  const onRejection = (reason: unknown) => log(texts.web.unhandledRejection, reason);
  process.on('unhandledRejection', onRejection);
  return () => void process.off('unhandledRejection', onRejection);
}
