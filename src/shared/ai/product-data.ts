/**
 * The form's values as plain JSON for product_data: Dates become ISO strings (the schema's
 * date formats), values JSON cannot hold are dropped or nulled, the same way every time.
 */
export function toAssistantData(values: Record<string, unknown>): Record<string, unknown> {
  const seen = new WeakSet<object>();
  const convert = (value: unknown): unknown => {
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'function' || typeof value === 'symbol') return undefined;
    if (typeof value !== 'object' || value === null) return value;
    // A value reachable twice along one branch would never end as JSON.
    if (seen.has(value)) return null;
    seen.add(value);
    const result = Array.isArray(value)
      ? value.map((item) => convert(item) ?? null)
      : Object.fromEntries(
          Object.entries(value)
            .map(([key, item]) => [key, convert(item)] as const)
            .filter(([, item]) => item !== undefined),
        );
    seen.delete(value);
    return result;
  };
  return convert(values) as Record<string, unknown>;
}
