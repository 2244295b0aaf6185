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
