import { readFile } from 'node:fs/promises';
import { seedDataSchema, type SeedData } from '../../../shared/data/seed';
import { texts } from '../../../shared/texts/pt-BR';

/** Reads and validates a seed file (demo data or CONSOLE_SEED); errors are pt-BR messages. */
export async function loadSeedData(seedPath: string): Promise<SeedData> {
  const t = texts.services.app;
  let raw: string;
  try {
    raw = await readFile(seedPath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(t.seedMissing(seedPath));
    throw new Error(t.seedUnreadable(seedPath, code ?? String(error)));
  }
  let json: unknown;
  try {
    json = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch {
    throw new Error(t.seedNotJson(seedPath));
  }
  const parsed = seedDataSchema.safeParse(json);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || 'raiz'}: ${issue.message}`)
      .join('; ');
    throw new Error(t.seedInvalid(seedPath, detail));
  }
  return parsed.data;
}
