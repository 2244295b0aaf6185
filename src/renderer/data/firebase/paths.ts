import { texts } from '../../../shared/texts/pt-BR';

/** Firestore rejects empty, `.`/`..` and `__x__` segments; checked here for pt-BR messages. */
const badSegment = (segment: string) =>
  segment === '' || segment === '.' || segment === '..' || /^__.*__$/.test(segment);

function segmentsOf(path: string): string[] {
  if (typeof path !== 'string' || path.trim() === '') throw new Error(texts.data.pathEmpty);
  const segments = path.split('/');
  if (segments.some(badSegment)) throw new Error(texts.data.pathInvalid(path));
  return segments;
}

/** Validates a document path (`collection/doc[/collection/doc...]`). */
export function documentPath(path: string): string {
  if (segmentsOf(path).length % 2 !== 0) throw new Error(texts.data.notDocumentPath(path));
  return path;
}

/** Validates a collection path (`collection[/doc/collection...]`). */
export function collectionPath(path: string): string {
  if (segmentsOf(path).length % 2 !== 1) throw new Error(texts.data.notCollectionPath(path));
  return path;
}

/** Storage object paths: non-empty segments, no `.`/`..`, no leading slash. */
export function storagePath(path: string): string {
  const valid =
    typeof path === 'string' &&
    path.trim() !== '' &&
    path.split('/').every((s) => s !== '' && s !== '.' && s !== '..');
  if (!valid) throw new Error(texts.data.filePathInvalid(String(path)));
  return path;
}
