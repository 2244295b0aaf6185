import { z } from 'zod';

/**
 * A data set loaded into an empty local store: the demo data in resources/demo-seed.json,
 * or the file named by CONSOLE_SEED. Dates are `{"__date": ISO}` wrappers.
 */
export const seedDataSchema = z.object({
  documents: z.array(
    z.object({
      /** Full document path, e.g. `project/demo/product-data/1011`. */
      path: z.string().regex(/^[^/]+\/[^/]+(\/[^/]+\/[^/]+)*$/, 'Caminho de documento inválido'),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
export type SeedData = z.infer<typeof seedDataSchema>;
