import { texts } from '../../shared/texts/pt-BR';
import {
  DOCUMENT_ID_FIELD,
  isServerTimestamp,
  type OrderByClause,
  type QuerySpec,
  type WhereOperator,
} from './ports';

// Input checks shared by every adapter, so the local store and Firebase refuse the same
// paths and queries with the same pt-BR messages.

/** A Firestore-shaped path split into its parts. */
export interface ParsedPath {
  /** The normalised path, e.g. `project/demo/product-data/1011`. */
  path: string;
  segments: string[];
}

export interface DocumentPath extends ParsedPath {
  id: string;
  /** Path of the collection holding the document; `project` for `project/demo`. */
  parent: string;
}

/** Firestore rejects `.`, `..` and `__name__`-style ids; so do we, to stay portable. */
const badSegment = (segment: string) =>
  segment === '' || segment === '.' || segment === '..' || /^__.*__$/.test(segment);

function parse(path: string): ParsedPath {
  if (typeof path !== 'string' || path.trim() === '') throw new Error(texts.data.pathEmpty);
  const segments = path.split('/');
  if (segments.some(badSegment)) throw new Error(texts.data.pathInvalid(path));
  return { path, segments };
}

export function parseDocumentPath(path: string): DocumentPath {
  const parsed = parse(path);
  if (parsed.segments.length % 2 !== 0) throw new Error(texts.data.notDocumentPath(path));
  return {
    ...parsed,
    id: parsed.segments[parsed.segments.length - 1],
    parent: parsed.segments.slice(0, -1).join('/'),
  };
}

export function parseCollectionPath(path: string): ParsedPath {
  const parsed = parse(path);
  if (parsed.segments.length % 2 !== 1) throw new Error(texts.data.notCollectionPath(path));
  return parsed;
}

/** Storage paths (files): non-empty segments, no `.`/`..`, no leading slash. */
export function parseFilePath(path: string): string {
  if (typeof path !== 'string' || path.trim() === '')
    throw new Error(texts.data.filePathInvalid(String(path)));
  const segments = path.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw new Error(texts.data.filePathInvalid(path));
  }
  return path;
}

const operators: ReadonlySet<WhereOperator> = new Set([
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'array-contains',
]);
/** Firestore's own cap on the values of an `in` filter. */
const MAX_IN_VALUES = 30;

function checkFieldPath(field: unknown): void {
  if (typeof field !== 'string' || field.split('.').some((part) => part === '')) {
    throw new Error(texts.data.fieldPathInvalid(String(field)));
  }
}

/** An id as a collection query takes it: Firestore reads a `/` as a path into another collection. */
const isDocumentId = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && !value.includes('/');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A value both stores can compare: what a document may hold, sentinels aside. */
function isQueryValue(value: unknown, inArray = false): boolean {
  if (value === null || ['string', 'boolean', 'number'].includes(typeof value)) return true;
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (Array.isArray(value)) return !inArray && value.every((item) => isQueryValue(item, true));
  if (isServerTimestamp(value) || !isPlainObject(value)) return false;
  return Object.values(value).every((item) => isQueryValue(item));
}

function checkCursor(
  name: 'startAfter' | 'startAt' | 'endAt',
  values: readonly unknown[] | undefined,
  order: readonly OrderByClause[],
): void {
  if (values === undefined) return;
  if (!Array.isArray(values)) throw new Error(texts.data.cursorNotList(name));
  if (values.length === 0) throw new Error(texts.data.cursorEmpty(name));
  if (order.length === 0) throw new Error(texts.data.cursorNeedsOrderBy(name));
  if (values.length > order.length) {
    throw new Error(texts.data.cursorTooLong(name, values.length, order.length));
  }
  values.forEach((value, index) => {
    if (order[index].field === DOCUMENT_ID_FIELD) {
      if (!isDocumentId(value)) throw new Error(texts.data.cursorIdInvalid(name, index + 1));
    } else if (!isQueryValue(value)) {
      throw new Error(texts.data.cursorValueInvalid(name, index + 1));
    }
  });
}

/** Rejects a malformed query with a pt-BR message before it reaches a store. */
export function validateQuery(spec: QuerySpec): void {
  for (const clause of spec.where ?? []) {
    checkFieldPath(clause.field);
    if (!operators.has(clause.op)) throw new Error(texts.data.operatorInvalid(String(clause.op)));
    if (
      clause.op === 'in' &&
      (!Array.isArray(clause.value) ||
        clause.value.length === 0 ||
        clause.value.length > MAX_IN_VALUES)
    ) {
      throw new Error(texts.data.inNeedsList);
    }
    if (
      clause.field === DOCUMENT_ID_FIELD &&
      (clause.op === 'array-contains' ||
        (clause.op === 'in'
          ? !(clause.value as unknown[]).every(isDocumentId)
          : !isDocumentId(clause.value)))
    ) {
      throw new Error(texts.data.idFilterInvalid(clause.op));
    }
  }
  const order = spec.orderBy ?? [];
  for (const clause of order) checkFieldPath(clause.field);
  checkCursor('startAfter', spec.startAfter, order);
  checkCursor('startAt', spec.startAt, order);
  if (spec.startAfter !== undefined && spec.startAt !== undefined) {
    throw new Error(texts.data.twoStartCursors);
  }
  checkCursor('endAt', spec.endAt, order);
  if (spec.limit !== undefined && (!Number.isInteger(spec.limit) || spec.limit <= 0)) {
    throw new Error(texts.data.limitInvalid);
  }
}

/** A project's collection: `project/{projectId}/{collection}`. Every screen builds paths here. */
export const collectionPathOf = (projectId: string, collection: string): string =>
  `project/${projectId}/${collection}`;

/** A project's document: `project/{projectId}/{collection}/{docId}`. */
export const documentPathOf = (projectId: string, collection: string, docId: string): string =>
  `${collectionPathOf(projectId, collection)}/${docId}`;
