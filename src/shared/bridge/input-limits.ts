/**
 * Length bounds for what the page sends main: without them one call could make main hold,
 * save and broadcast megabytes (a 7.5 MB project id was accepted). Far above any real value.
 * Zod-free, so a renderer check can use them without loading zod (input-bounds.ts: schemas).
 */
export const MAX_ID_CHARS = 128;
/** Names, labels and store ids. */
export const MAX_NAME_CHARS = 200;
/** URLs, paths, hosts and config keys. */
export const MAX_URL_CHARS = 2048;
/** Bearer tokens (a Firebase ID token is about 1 KB; custom claims make it grow). */
export const MAX_TOKEN_CHARS = 8192;
/** Query parameters of one http.request. */
export const MAX_QUERY_ENTRIES = 100;
/** An http.request body, serialized as it is sent (UTF-8 JSON): a product is at most 1 MB. */
export const HTTP_BODY_MAX_BYTES = 4 * 1024 * 1024;
