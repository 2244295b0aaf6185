/**
 * Document ids of an import. A row's id is either typed in the file (checked against what
 * Firestore refuses) or, for a row without one, derived from the row itself at preview time.
 * A derived id is the same on every run of the same file, so an import applied halfway,
 * interrupted and run again finds the documents it already created and updates nothing
 * twice, instead of creating them again (Directus #22740).
 */
import { collectionCsvTexts } from '../texts/collection-csv';
import { ID_COLUMN } from './columns';
import { murmur3x86_128 } from './murmur3';

const t = collectionCsvTexts.invalid;

/** Firestore's limit on a document id, in UTF-8 bytes. */
const MAX_ID_BYTES = 1500;

const encoder = new TextEncoder();

export type ImportIdCheck =
  | { kind: 'none' }
  | { kind: 'ok'; id: string }
  | { kind: 'invalid'; reason: string };

/**
 * The id cell: empty (after trimming) means a new document. Spaces around an id are dropped:
 * a sheet adds them unseen, and ids that look alike must be the same id.
 */
export function checkImportId(cell: string | undefined): ImportIdCheck {
  const id = (cell ?? '').trim();
  if (id === '') return { kind: 'none' };
  // Firestore reads '/' as a path separator and refuses '.', '..' and '__x__' ids.
  if (id.includes('/')) return { kind: 'invalid', reason: t.idHasSlash(ID_COLUMN) };
  if (id === '.' || id === '..') return { kind: 'invalid', reason: t.idIsDots(ID_COLUMN) };
  if (/^__.*__$/s.test(id)) return { kind: 'invalid', reason: t.idReserved(ID_COLUMN) };
  if (encoder.encode(id).length > MAX_ID_BYTES) {
    return { kind: 'invalid', reason: t.idTooLong(ID_COLUMN) };
  }
  return { kind: 'ok', id };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** As long as Firestore's own ids, from the same alphabet: about 119 of the hash's 128 bits. */
export const GENERATED_ID_LENGTH = 20;
const TWO_TO_32 = 2 ** 32;

/** The 128-bit value in base 62, its lowest 20 digits: long division over the four words. */
function base62(words: readonly number[]): string {
  const digits = words.slice();
  let id = '';
  for (let n = 0; n < GENERATED_ID_LENGTH; n++) {
    let remainder = 0;
    for (let i = 0; i < digits.length; i++) {
      // remainder < 62, so this stays under 2^38: exact in a double.
      const current = remainder * TWO_TO_32 + digits[i];
      digits[i] = Math.floor(current / 62);
      remainder = current % 62;
    }
    id += ALPHABET[remainder];
  }
  return id;
}

/**
 * The id of a row without one: a hash of the collection, the row's content (as
 * import-row's rowContentKey normalizes it) and how many identical rows came before it in
 * the file. Fixing one bad row and running again leaves every other row's id as it was;
 * two identical rows are two documents, as the file says.
 */
export function generatedImportId(collection: string, content: string, occurrence: number): string {
  const key = `${collection}\u0000${occurrence}\u0000${content}`;
  const [h1, h2, h3, h4] = murmur3x86_128(encoder.encode(key));
  return base62([h1, h2, h3, h4]);
}
