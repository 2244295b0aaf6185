import { z } from 'zod';
import { event, procedure } from './define';
import { seedDataSchema } from '../data/seed';
import { isAbsoluteOrigin } from './embed-frame';
import { MAX_URL_CHARS, boundedString } from './input-bounds';

export const appInfoSchema = z.object({
  version: z.string(),
  shell: z.enum(['electron', 'web']),
  platform: z.string(),
  /** The separate origin that renders third-party embeds (embed-frame.ts), never the app's. */
  embedOrigin: z.string().refine(isAbsoluteOrigin, 'expected an origin such as http://host:port'),
});

export const appProcedures = {
  'app.getInfo': procedure(z.object({}).strict(), appInfoSchema),
  /** Opens an https link in the system browser; anything else is refused. */
  'app.openExternal': procedure(
    z.object({ url: boundedString(MAX_URL_CHARS).url().startsWith('https://') }).strict(),
    z.boolean(),
  ),
  /** The data set for an empty local store: CONSOLE_SEED if set, else the bundled demo data. */
  'app.getSeedData': procedure(z.object({}).strict(), seedDataSchema),
  /** The renderer tells main whether closing now would lose input (asked before close). */
  'app.setPendingChanges': procedure(z.object({ pending: z.boolean() }).strict(), z.boolean()),
};

export const appEvents = {
  /** An in-app route from a console-desktop:// deep link, e.g. /console/product/123. */
  'app.navigate': event(z.object({ route: z.string().startsWith('/') })),
};
