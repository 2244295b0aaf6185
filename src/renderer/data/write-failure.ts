/**
 * Whether a failed write may succeed if simply tried again (network, time out, contention),
 * as opposed to a refusal (permissions, the store's own checks) that will fail the same way.
 * Both adapters' errors are read by their `code` (FirebaseAdapterError keeps Firestore's;
 * the local store's refusals name theirs) or, for IndexedDB, by the DOMException's name.
 */
const TRANSIENT_CODES = new Set([
  'unavailable',
  'deadline-exceeded',
  'resource-exhausted',
  'aborted',
  'cancelled',
  'internal',
]);

const TRANSIENT_NAMES = new Set([
  'AbortError',
  'TimeoutError',
  'NetworkError',
  'QuotaExceededError',
  'DatabaseClosedError',
  'TransactionInactiveError',
]);

export function isTransientWriteError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && TRANSIENT_CODES.has(code)) return true;
  return typeof name === 'string' && TRANSIENT_NAMES.has(name);
}
