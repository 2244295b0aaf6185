import { texts } from '../../../shared/texts/pt-BR';

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
