import { z } from 'zod';

/**
 * A file name offered in a save dialog: a name, never a path. An absolute or `../` name would
 * let the page pick where the dialog opens and what it suggests overwriting.
 */
export const suggestedFileNameSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[^/\\\0]+$/)
  .refine((name) => name !== '.' && name !== '..');
