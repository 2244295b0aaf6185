import { z } from 'zod';
import { procedure } from './define';
import { suggestedFileNameSchema } from './file-name';

/** What a page may ask main to write through the save dialog: 50 million characters. */
export const DIALOG_SAVE_MAX_CHARS = 50_000_000;

export const fileKindSchema = z.enum(['image', 'video', 'any', 'csv']);
export type FileKind = z.infer<typeof fileKindSchema>;

/** A chosen file crosses the bridge as a token; its bytes come through the files route. */
export const chosenFileSchema = z.object({
  token: z.string(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
  /** URL the renderer can fetch the bytes from (custom protocol or host route). */
  url: z.string(),
});
export type ChosenFile = z.infer<typeof chosenFileSchema>;

export const dialogProcedures = {
  'dialogs.openFiles': procedure(
    z.object({ kind: fileKindSchema, multiple: z.boolean().default(false) }).strict(),
    z.object({ canceled: z.boolean(), files: z.array(chosenFileSchema) }),
  ),
  'dialogs.saveFile': procedure(
    z
      .object({
        kind: fileKindSchema,
        /** A name, not a path (the same rule as csv.saveFile). */
        defaultName: suggestedFileNameSchema,
        /** Text content written by main to the chosen path (CSV export and the like). */
        content: z.string().max(DIALOG_SAVE_MAX_CHARS),
        /** Prefix a UTF-8 BOM so Excel shows accents. */
        withBom: z.boolean().default(false),
      })
      .strict(),
    z.object({ canceled: z.boolean(), path: z.string().optional() }),
  ),
};
