import { MAX_ID_CHARS } from '../bridge/input-limits';
import { texts } from '../texts/pt-BR';

/** Letters, digits, hyphen and underscore: a project id is a path segment and a URL part. */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * A project id, trimmed, or the pt-BR refusal of profile.ts's projectIdSchema (which is built
 * from the same rules), checked without zod: the local file store needs it on its first read.
 */
export function parseProjectId(value: string): { id: string } | { refusal: string } {
  if (value.length > MAX_ID_CHARS) return { refusal: texts.inputBounds.tooLong(MAX_ID_CHARS) };
  const id = value.trim();
  if (id === '') return { refusal: texts.profile.projectIdRequired };
  if (!PROJECT_ID_PATTERN.test(id)) return { refusal: texts.profile.projectIdInvalid };
  return { id };
}
