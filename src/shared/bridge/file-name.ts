import { z } from 'zod';
import { hasHiddenCharacters } from '../files/upload-kinds';

/**
 * A file name offered in a save dialog: a name, never a path. An absolute or `../` name would
 * let the page pick where the dialog opens and what it suggests overwriting; a control
 * character or a bidi mark would make the offered name read as another.
 */
export const suggestedFileNameSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/\\\0]+$/)
  .refine((name) => name !== '.' && name !== '..')
  .refine((name) => !hasHiddenCharacters(name));
