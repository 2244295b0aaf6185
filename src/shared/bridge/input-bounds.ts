import { z } from 'zod';
import { texts } from '../texts/pt-BR';
import {
  HTTP_BODY_MAX_BYTES,
  MAX_NAME_CHARS,
  MAX_QUERY_ENTRIES,
  MAX_URL_CHARS,
} from './input-limits';

// The limits live in input-limits.ts (zod-free); their schemas here.
export * from './input-limits';

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
