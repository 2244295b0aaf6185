import { unwrapDates } from '../../../src/shared/data/date-wrapper';
import { seedDataSchema } from '../../../src/shared/data/seed';

/** Firestore's REST encoding of one value (dates as timestamps). */
export function restValue(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return { mapValue: { fields: restFields(value as Record<string, unknown>) } };
}

export const restFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, item]) => [key, restValue(item)]));

/** Writes per commit request, Firestore's limit. */
const COMMIT_LIMIT = 500;

/**
 * seedFirestore's writes as commits over the emulator's REST API with the rules off (the
 * `owner` token): the same documents, without a Firestore SDK client in the test's process,
 * whose app, channel and encoding cost each e2e test about a tenth of a second of CPU.
 */
export async function seedFirestoreOverRest(
  emulatorHost: string,
  firebaseProjectId: string,
  seed: unknown,
): Promise<number> {
  const { documents } = seedDataSchema.parse(seed);
  const database = `projects/${firebaseProjectId}/databases/(default)`;
  for (let start = 0; start < documents.length; start += COMMIT_LIMIT) {
    const writes = documents.slice(start, start + COMMIT_LIMIT).map(({ path, data }) => ({
      update: {
        name: `${database}/documents/${path}`,
        fields: restFields(unwrapDates(data) as Record<string, unknown>),
      },
    }));
    const response = await fetch(`http://${emulatorHost}/v1/${database}/documents:commit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) {
      throw new Error(
        `Firestore emulator commit: HTTP ${response.status} ${await response.text()}`,
      );
    }
  }
  return documents.length;
}
