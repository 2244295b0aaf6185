/**
 * Three-way comparison of a document for the autosave conflict view: `base` is what the form
 * loaded (or last saved), `mine` the form's values, `theirs` what someone else stored since.
 * Plain objects are walked key by key; anything else (arrays, Dates, scalars) is one value.
 */
import { getAt, pathKey, setAt, type ValuePath } from './value-path';

export type DocumentValues = Readonly<Record<string, unknown>>;

export interface FieldDifference {
  path: string[];
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface ThreeWayDiff {
  /** Changed by me only: a merge keeps my value. */
  onlyMine: FieldDifference[];
  /** Changed by them only: a merge keeps theirs. */
  onlyTheirs: FieldDifference[];
  /** Changed by both, to different values: the user picks one. */
  conflicts: FieldDifference[];
  /** Changed by both, to the same value. */
  same: FieldDifference[];
}

export type ConflictChoice = 'mine' | 'theirs';

/** Top-level keys the stores own: their change is never the user's. */
const IGNORED_KEYS = new Set(['updatedAt']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Deep equality for stored values: Dates by time, a missing key equals an undefined one. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!sameValue(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/** Whether two documents hold the same values, `updatedAt` aside. */
export function sameDocument(a: DocumentValues | null, b: DocumentValues | null): boolean {
  if (a === null || b === null) return a === b;
  return sameValue(withoutIgnored(a), withoutIgnored(b));
}

function withoutIgnored(values: DocumentValues): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...values };
  for (const key of IGNORED_KEYS) delete copy[key];
  return copy;
}

/** Walk into a key only where every side is a plain object or absent. */
const walkable = (values: unknown[]) =>
  values.some(isPlainObject) &&
  values.every((value) => value === undefined || isPlainObject(value));

export function diffDocuments(
  base: DocumentValues,
  mine: DocumentValues,
  theirs: DocumentValues,
): ThreeWayDiff {
  const diff: ThreeWayDiff = { onlyMine: [], onlyTheirs: [], conflicts: [], same: [] };
  const visit = (path: string[], b: unknown, m: unknown, t: unknown) => {
    if (walkable([b, m, t])) {
      const keys = new Set<string>();
      for (const side of [b, m, t]) if (isPlainObject(side)) for (const k in side) keys.add(k);
      for (const key of keys) {
        if (path.length === 0 && IGNORED_KEYS.has(key)) continue;
        const child = (side: unknown) => (isPlainObject(side) ? side[key] : undefined);
        visit([...path, key], child(b), child(m), child(t));
      }
      return;
    }
    const mineChanged = !sameValue(b, m);
    const theirsChanged = !sameValue(b, t);
    if (!mineChanged && !theirsChanged) return;
    const entry: FieldDifference = { path, base: b, mine: m, theirs: t };
    if (mineChanged && theirsChanged) {
      (sameValue(m, t) ? diff.same : diff.conflicts).push(entry);
    } else {
      (mineChanged ? diff.onlyMine : diff.onlyTheirs).push(entry);
    }
  };
  visit([], base, mine, theirs);
  return diff;
}

/**
 * Theirs, plus my non-conflicting changes, plus my value for each conflict the user settled
 * as 'mine'. Every conflict needs a choice: a merge never guesses.
 */
export function mergeDocuments(
  base: DocumentValues,
  mine: DocumentValues,
  theirs: DocumentValues,
  choices: Readonly<Record<string, ConflictChoice>>,
): Record<string, unknown> {
  const diff = diffDocuments(base, mine, theirs);
  let merged: Record<string, unknown> = { ...theirs };
  const takeMine = (path: string[]) => {
    merged = writeAt(merged, path, getAt(mine, path));
  };
  for (const change of diff.onlyMine) takeMine(change.path);
  for (const conflict of diff.conflicts) {
    const choice = choices[pathKey(conflict.path)];
    if (choice === undefined) {
      throw new Error(`Conflict at ${pathKey(conflict.path)} has no choice`);
    }
    if (choice === 'mine') takeMine(conflict.path);
  }
  return merged;
}

/** setAt, but undefined removes the key (a deletion), so nothing stores `undefined`. */
function writeAt(
  root: Record<string, unknown>,
  path: ValuePath,
  value: unknown,
): Record<string, unknown> {
  if (value !== undefined) return setAt(root, path, value);
  const parentPath = path.slice(0, -1);
  const parent = parentPath.length === 0 ? root : getAt(root, parentPath);
  const key = path[path.length - 1];
  if (!isPlainObject(parent) || key === undefined || !(key in parent)) return root;
  const rest = { ...parent };
  delete rest[key as string];
  return parentPath.length === 0 ? rest : setAt(root, parentPath, rest);
}
