/**
 * Immutable reads and writes by path inside a document. A path is a list of keys (object
 * properties or array indexes); a field's dotted name (`location.pathname`) is split into it.
 */
export type ValuePath = readonly (string | number)[];

export const pathOfName = (name: string): string[] => name.split('.').filter(Boolean);

export const pathKey = (path: ValuePath): string => path.join('.');

export function getAt(root: unknown, path: ValuePath): unknown {
  let current: unknown = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/**
 * A copy of `root` with `value` at `path`; only the objects along the path are copied, so
 * untouched branches keep their identity (cheap equality for memoized fields). Missing
 * containers are created: an array when the next key is a number, else an object.
 */
export function setAt<T>(root: T, path: ValuePath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const container: unknown = root ?? (typeof key === 'number' ? [] : {});
  const current =
    container !== null && typeof container === 'object'
      ? (container as Record<string | number, unknown>)[key]
      : undefined;
  const next = setAt(current, rest, value);
  if (Array.isArray(container)) {
    const copy = container.slice();
    copy[key as number] = next;
    return copy as T;
  }
  const base = container !== null && typeof container === 'object' ? container : {};
  return { ...(base as object), [key]: next } as T;
}
