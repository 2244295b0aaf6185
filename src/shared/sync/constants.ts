/** Bulk sync limits (spec §9). */
export const MIN_CONCURRENCY = 1;
export const MAX_CONCURRENCY = 10;
export const DEFAULT_CONCURRENCY = 1;
/** Each finished product resolves after this delay. */
export const DEFAULT_DELAY_MS = 400;
export const MAX_DELAY_MS = 60_000;
/** Backend send: URLs per POST /api/console/queue/tasks. */
export const BACKEND_CHUNK_SIZE = 500;
/** Finished runs kept in the history, newest first. */
export const HISTORY_LIMIT = 50;

/**
 * Codes per run (our decision; the spec names no limit). Twice the 10,000 the benches run,
 * and a bound on the journal, the history and what a window mirrors.
 */
export const MAX_RUN_CODES = 20_000;
/**
 * A product code: letters, digits, `.`, `-` and `_`, starting with a letter or digit, at most
 * 64 characters. Codes become URL path segments, so `.` and `..` must never be one.
 */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
