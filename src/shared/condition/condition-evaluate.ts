import type { ConditionNode } from './condition-node';

type Value = string | number | boolean | null | readonly (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const scalar = (value: unknown): Value | undefined => {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  return value === null ? null : undefined;
};

/** Every value at a dotted path; a list on the way is read item by item (`orders.state`). */
function valuesAt(value: unknown, path: readonly string[]): Value[] {
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (path.length === 0) {
    const found = scalar(value);
    return found === undefined ? [] : [found];
  }
  return isRecord(value) ? valuesAt(value[path[0]!], path.slice(1)) : [];
}

const asNumber = (value: Value): number | null => {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
};

function compare(a: Value, b: Value): number | null {
  if (a === null || b === null || Array.isArray(a) || Array.isArray(b)) return null;
  const x = asNumber(a as string | number);
  const y = asNumber(b as string | number);
  if (x !== null && y !== null) return x - y;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

const equal = (a: Value, b: Value) => a === b || compare(a, b) === 0;

/** Both sides comparable and their order passes `test`. */
const ordered = (a: Value, b: Value, test: (difference: number) => boolean) => {
  const difference = compare(a, b);
  return difference !== null && test(difference);
};

/** SQL LIKE: `%` any run, `_` one character, the rest literal. */
function like(text: Value, pattern: Value): boolean {
  if (typeof text !== 'string' || typeof pattern !== 'string') return false;
  const source = [...pattern]
    .map((char) =>
      char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`, 's').test(text);
}

function values(node: ConditionNode | undefined, record: unknown): Value[] {
  if (!node) return [];
  switch (node.type) {
    case 'field':
      return node.field ? valuesAt(record, node.field.split('.')) : [];
    case 'string':
    case 'numeric':
    case 'bool':
    case 'list':
      return node.value === undefined ? [] : [node.value];
    case 'null':
      return [null];
    default:
      return [conditionHolds(node, record)];
  }
}

/** Some pair of the sides' values satisfies `test` (a field over a list has many values). */
function some(node: ConditionNode, record: unknown, test: (...sides: Value[]) => boolean) {
  const [left, ...rest] = (node.params ?? []).map((param) => values(param, record));
  if (!left) return false;
  return left.some((value) => {
    const others = rest.map((side) => side[0] ?? null);
    return test(value, ...others);
  });
}

/**
 * Whether a condition tree holds for a record, read as the segment service would: a field whose
 * path goes through a list (a customer's orders) holds when any item does. Arithmetic and
 * functions are not evaluated here: a comparison that needs them does not hold.
 */
export function conditionHolds(node: ConditionNode, record: unknown): boolean {
  const params = node.params ?? [];
  switch (node.type) {
    case 'AND':
      return params.length > 0 && params.every((param) => conditionHolds(param, record));
    case 'OR':
      return params.some((param) => conditionHolds(param, record));
    case 'IF':
      return conditionHolds(params[conditionHolds(params[0]!, record) ? 1 : 2]!, record);
    case '=':
      return some(node, record, (a, b) => equal(a, b));
    case '!=':
      return some(node, record, (a, b) => a !== null && b !== null && !equal(a, b));
    case '>':
      return some(node, record, (a, b) => ordered(a, b, (d) => d > 0));
    case '>=':
      return some(node, record, (a, b) => ordered(a, b, (d) => d >= 0));
    case '<':
      return some(node, record, (a, b) => ordered(a, b, (d) => d < 0));
    case '<=':
      return some(node, record, (a, b) => ordered(a, b, (d) => d <= 0));
    case 'BETWEEN':
      return some(
        node,
        record,
        (a, low, high) => ordered(a, low, (d) => d >= 0) && ordered(a, high, (d) => d <= 0),
      );
    case 'LIKE':
      return some(node, record, like);
    case 'IN':
      return some(
        node,
        record,
        (a, list) => Array.isArray(list) && list.some((item: string | number) => equal(a, item)),
      );
    case 'bool':
      return node.value === true;
    default:
      return false;
  }
}
