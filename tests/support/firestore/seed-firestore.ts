import { doc, writeBatch, type Firestore } from 'firebase/firestore';
import { unwrapDates } from '../../../src/shared/data/date-wrapper';
import { seedDataSchema } from '../../../src/shared/data/seed';

/** Firestore takes at most 500 writes per batch. */
const BATCH_LIMIT = 500;

/**
 * Writes a seed file (resources/demo-seed.json's shape: `{"__date": ISO}` wrappers become
 * Dates) into a Firestore, as the local store loads it on first run. Use a context with the
 * rules off (rules-unit-testing's withSecurityRulesDisabled).
 */
export async function seedFirestore(db: Firestore, seed: unknown): Promise<number> {
  const { documents } = seedDataSchema.parse(seed);
  for (let start = 0; start < documents.length; start += BATCH_LIMIT) {
    const batch = writeBatch(db);
    for (const { path, data } of documents.slice(start, start + BATCH_LIMIT)) {
      batch.set(doc(db, path), unwrapDates(data) as Record<string, unknown>);
    }
    await batch.commit();
  }
  return documents.length;
}
