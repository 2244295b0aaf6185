/**
 * One text per value, the same whatever order an object's keys came in and whatever Date
 * object holds a time: what the import compares and hashes, so values are equal by value.
 */
export function canonicalText(value: unknown): string {
  if (value === undefined) return 'u';
  if (value === null) return 'null';
  if (value instanceof Date) return `d${value.getTime()}`;
  if (Array.isArray(value)) return `[${value.map(canonicalText).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalText((value as Record<string, unknown>)[key])}`,
      );
    return `{${entries.join(',')}}`;
  }
  if (typeof value === 'string') return JSON.stringify(value);
  // -0 and 0 are one number to a person and to Firestore's equality.
  if (typeof value === 'number') return `n${value === 0 ? 0 : value}`;
  return String(value);
}
