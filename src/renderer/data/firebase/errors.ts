import { FirebaseError } from 'firebase/app';
import { texts } from '../../../shared/texts/pt-BR';
import { toError } from '../../../shared/errors/error-message';

/** An SDK failure re-told in pt-BR; `code` keeps the SDK's code for logs and branching. */
export class FirebaseAdapterError extends Error {
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FirebaseAdapterError';
  }
}

/** Firestore codes (`permission-denied`...) and the ones of Auth and Storage (`auth/...`). */
export const errorCode = (error: unknown): string | null =>
  error instanceof FirebaseError ? error.code.replace(/^firestore\//, '') : null;

/** Maps a Firestore failure to a pt-BR error; anything that is not an SDK error passes through. */
export function firestoreError(error: unknown, path?: string): Error {
  const code = errorCode(error);
  if (code === null) return toError(error);
  const message =
    code === 'permission-denied'
      ? texts.firebase.permissionDenied
      : code === 'unavailable'
        ? texts.firebase.unavailable
        : code === 'not-found' && path
          ? texts.firebase.documentNotFound(path)
          : texts.firebase.firestoreFailed(code, (error as Error).message);
  return new FirebaseAdapterError(message, code, { cause: error });
}

/** Runs an SDK call, re-telling its failure in pt-BR. */
export async function mapFirestore<T>(action: () => Promise<T>, path?: string): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw firestoreError(error, path);
  }
}
