import type { SeedData } from '../../../shared/data/seed';
import { isDateWrapper, unwrapDates } from '../../../shared/data/date-wrapper';
import { texts } from '../../../shared/texts/pt-BR';
import { documentRow, SEEDED_KEY, type DocumentRow, type LocalDatabase } from './database';
import { parseDocumentPath } from '../paths';
import { isPlainObject, prepareData } from './values';
import { errorMessage } from '../../../shared/errors/error-message';

/** A first-run seed that could not be loaded, validated or written; the store stays empty. */
export class LocalSeedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LocalSeedError';
  }
}

/** unwrapDates leaves a wrapper whose ISO string does not parse; such a seed is invalid. */
function findBadDate(value: unknown, field: string): string | null {
  if (isDateWrapper(value)) return field;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const bad = findBadDate(item, `${field}[${index}]`);
      if (bad) return bad;
    }
  } else if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const bad = findBadDate(item, field ? `${field}.${key}` : key);
      if (bad) return bad;
    }
  }
  return null;
}

/**
 * Validates the whole seed before anything is written, so a bad file writes nothing. The host
 * checked the file against seedDataSchema already; this check needs no zod (94 KB and its
 * schema building on a first run's path): every path is parsed and every data prepared below.
 */
function toRows(input: unknown): DocumentRow[] {
  const documents = isPlainObject(input) ? input.documents : undefined;
  if (!Array.isArray(documents)) {
    throw new LocalSeedError(texts.data.seedInvalid(`documents: ${texts.data.seedNoDocuments}`));
  }
  const seen = new Set<string>();
  const now = new Date();
  return documents.map((entry: unknown, index) => {
    try {
      const { path, data } = isPlainObject(entry) ? entry : {};
      const doc = parseDocumentPath(path as string);
      if (seen.has(doc.path)) throw new Error(texts.data.seedDuplicatePath(doc.path));
      seen.add(doc.path);
      const unwrapped = unwrapDates(data) as Record<string, unknown>;
      const badDate = findBadDate(unwrapped, '');
      if (badDate) throw new Error(texts.data.seedBadDate(badDate));
      return documentRow(doc, prepareData(unwrapped, now));
    } catch (error) {
      if (error instanceof LocalSeedError) throw error;
      throw new LocalSeedError(
        texts.data.seedInvalid(`documents.${index}: ${errorMessage(error)}`),
      );
    }
  });
}

/**
 * Writes the seed once per database: the "seeded" mark is stored in the same transaction as
 * the documents, so a deleted demo document never comes back and a failed write leaves the
 * store empty (and unmarked, so the next start tries again).
 */
export async function seedIfNeverSeeded(
  db: LocalDatabase,
  loadSeed: (() => Promise<SeedData>) | undefined,
): Promise<boolean> {
  if (!loadSeed || (await db.meta.get(SEEDED_KEY))) return false;
  let input: unknown;
  try {
    input = await loadSeed();
  } catch (error) {
    throw new LocalSeedError(texts.data.seedLoadFailed(errorMessage(error)), { cause: error });
  }
  const rows = toRows(input);
  try {
    return await db.transaction('rw', db.documents, db.meta, async () => {
      // Another tab may have seeded while we were loading the file.
      if (await db.meta.get(SEEDED_KEY)) return false;
      await db.documents.bulkPut(rows);
      await db.meta.put({ key: SEEDED_KEY, value: new Date() });
      return true;
    });
  } catch (error) {
    throw new LocalSeedError(texts.data.seedWriteFailed(errorMessage(error)), { cause: error });
  }
}
