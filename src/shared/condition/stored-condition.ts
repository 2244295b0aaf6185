/**
 * The stored value of a condition field: `{map, sql}`, plus `invalid: true` (and `sql` empty)
 * while the tree cannot produce SQL, so nothing downstream ever runs half a statement.
 */
import type { ConditionFieldOption } from './condition-fields';
import { parseConditionNode, type ConditionNode } from './condition-node';
import { conditionToSql, type ConditionProblem, type ConditionSqlResult } from './condition-sql';

export interface StoredCondition {
  map: ConditionNode;
  sql: string;
  invalid?: true;
}

export type ReadCondition =
  | { kind: 'empty' }
  | { kind: 'tree'; map: ConditionNode }
  | { kind: 'unknown' };

const STORED_KEYS = new Set(['map', 'sql', 'invalid']);

/** What a stored value holds: nothing, a tree this editor writes, or a shape it keeps as is. */
export function readStoredCondition(raw: unknown): ReadCondition {
  if (raw === null || raw === undefined) return { kind: 'empty' };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { kind: 'unknown' };
  const record = raw as Record<string, unknown>;
  if (!Object.keys(record).every((key) => STORED_KEYS.has(key))) return { kind: 'unknown' };
  if (typeof record.sql !== 'string') return { kind: 'unknown' };
  if (record.invalid !== undefined && typeof record.invalid !== 'boolean')
    return { kind: 'unknown' };
  if (record.map === null && record.sql === '') return { kind: 'empty' };
  const map = parseConditionNode(record.map);
  return map ? { kind: 'tree', map } : { kind: 'unknown' };
}

export interface BuiltCondition {
  stored: StoredCondition;
  problems: ConditionProblem[];
}

/** The value to store for `map`, with the problems that made it invalid, if any. */
export function buildStoredCondition(
  map: ConditionNode,
  fields: readonly ConditionFieldOption[],
): BuiltCondition {
  return storedFromSql(map, conditionToSql(map, fields));
}

/** The same, from the SQL already made for `map` (an editor that shows it makes it once). */
export function storedFromSql(map: ConditionNode, result: ConditionSqlResult): BuiltCondition {
  return result.ok
    ? { stored: { map, sql: result.sql }, problems: [] }
    : { stored: { map, sql: '', invalid: true }, problems: result.problems };
}
