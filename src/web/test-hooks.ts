import { isAbsolute } from 'node:path';
import { z } from 'zod';

/** Body of POST /__test__/dialogs: the next dialog's answer. `{ "open": [] }` is a cancel. */
export const scriptedDialogAnswerSchema = z.union([
  z.object({ open: z.array(z.string().refine(isAbsolute, 'caminho absoluto esperado')) }).strict(),
  z.object({ save: z.string().refine(isAbsolute, 'caminho absoluto esperado') }).strict(),
]);
export type ScriptedDialogAnswer = z.infer<typeof scriptedDialogAnswerSchema>;
