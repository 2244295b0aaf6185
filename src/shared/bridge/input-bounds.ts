import { z } from 'zod';
import { texts } from '../texts/pt-BR';

/**
 * Length bounds for what the page sends main: without them one call could make main hold,
 * save and broadcast megabytes (a 7.5 MB project id was accepted). Far above any real value.
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

/** A string of at most `max` characters, refused in pt-BR past it. */
export const boundedString = (max: number) => z.string().max(max, texts.inputBounds.tooLong(max));

/** A query: bounded keys, values and count (a key's own message: zod's is "Invalid key"). */
export const boundedQuerySchema = z
  .record(z.string(), boundedString(MAX_URL_CHARS))
  .superRefine((query, context) => {
    const keys = Object.keys(query);
    if (keys.length > MAX_QUERY_ENTRIES) {
      context.addIssue({
        code: 'custom',
        message: texts.inputBounds.tooManyEntries(MAX_QUERY_ENTRIES),
      });
    }
    if (keys.some((key) => key.length > MAX_NAME_CHARS)) {
      context.addIssue({ code: 'custom', message: texts.inputBounds.tooLong(MAX_NAME_CHARS) });
    }
  });

const utf8 = new TextEncoder();

/** A JSON body of at most HTTP_BODY_MAX_BYTES once serialized; JSON is what goes out. */
export const boundedJsonBodySchema = z.unknown().superRefine((body, context) => {
  if (body === undefined) return;
  let json: string;
  try {
    json = JSON.stringify(body);
  } catch {
    context.addIssue({ code: 'custom', message: texts.inputBounds.bodyNotJson });
    return;
  }
  // Characters bound bytes from below and a third of them from above: encode only in between.
  const fits =
    json === undefined ||
    json.length * 3 <= HTTP_BODY_MAX_BYTES ||
    (json.length <= HTTP_BODY_MAX_BYTES && utf8.encode(json).length <= HTTP_BODY_MAX_BYTES);
  if (!fits) {
    const megabytes = HTTP_BODY_MAX_BYTES / (1024 * 1024);
    context.addIssue({ code: 'custom', message: texts.inputBounds.bodyTooLarge(megabytes) });
  }
});
