import {
  adminOnlyChangeOf,
  adminOnlyRefusal,
} from '../../shared/forms/definitions/config/admin-only-change';

/** Firestore's refusal code, carried by the adapters' errors on both profiles. */
export const isPermissionDenied = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'permission-denied';

/** A write refused because it touched what only administrators change, saying what. */
export class AdminOnlyRefusedError extends Error {
  readonly code = 'permission-denied';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AdminOnlyRefusedError';
  }
}

/**
 * A refused write of `after` over `before` at `path`, told as what needs an administrator
 * when it touched an admin-only document or field; any other error passes through.
 */
export function explainRefusal(
  error: unknown,
  path: string,
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
): unknown {
  if (!isPermissionDenied(error)) return error;
  const change = adminOnlyChangeOf(path, before, after);
  return change ? new AdminOnlyRefusedError(adminOnlyRefusal(change), { cause: error }) : error;
}
