import { z } from 'zod';
import { procedure } from './define';

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
        defaultName: z.string().min(1),
        /** Text content written by main to the chosen path (CSV export and the like). */
        content: z.string(),
        /** Prefix a UTF-8 BOM so Excel shows accents. */
        withBom: z.boolean().default(false),
      })
      .strict(),
    z.object({ canceled: z.boolean(), path: z.string().optional() }),
  ),
};
