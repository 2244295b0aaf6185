/**
 * SQL from a condition tree, in BigQuery standard SQL (the dialect of the platform's sync
 * tasks). One walk both checks and writes: an invalid node is reported with its path and a
 * pt-BR reason, and then no SQL comes out at all, never half a statement. Every compound node
 * below the root is parenthesised, so precedence never depends on the reader.
 */
import { conditionTexts } from '../texts/condition';
import type { ConditionFieldOption } from './condition-fields';
import { allowedFunction } from './condition-functions';
import { isComparison, type ConditionNode, type NodePath } from './condition-node';
import { numberLiteral, quoteIdentifier, quoteString } from './sql-literals';

const p = conditionTexts.problems;

export interface ConditionProblem {
  path: NodePath;
  message: string;
}

export type ConditionSqlResult =
  | { ok: true; sql: string }
  | { ok: false; problems: ConditionProblem[] };

/** What a position expects: a condition (true or false) or a value to compare. */
type Role = 'condition' | 'value';

const BINARY_OPERATORS = new Set(['!=', '=', '>', '>=', '<', '<=', 'LIKE', '/', '*', '+', '-']);

export function conditionToSql(
  root: ConditionNode,
  fields: readonly ConditionFieldOption[],
): ConditionSqlResult {
  const problems: ConditionProblem[] = [];
  const fieldsByName = new Map(fields.map((field) => [field.name, field]));
  const quotedNames = new Map<string, string>();
  const identifier = (name: string) => {
    let quoted = quotedNames.get(name);
    if (quoted === undefined) quotedNames.set(name, (quoted = quoteIdentifier(name)));
    return quoted;
  };
  const fail = (path: NodePath, message: string): null => {
    problems.push({ path, message });
    return null;
  };

  /** Whether `node` may stand where a condition is expected. */
  const canBeCondition = (node: ConditionNode): boolean => {
    if (node.type === 'AND' || node.type === 'OR' || node.type === 'IF') return true;
    if (isComparison(node.type) || node.type === 'bool') return true;
    if (node.type === 'field') return fieldsByName.get(node.field ?? '')?.kind === 'bool';
    if (node.type === 'function') return allowedFunction(node.value)?.returns === 'bool';
    return false;
  };
  const canBeValue = (node: ConditionNode): boolean =>
    !(node.type === 'AND' || node.type === 'OR' || isComparison(node.type));

  const operands = (node: ConditionNode) => node.params ?? [];

  const write = (
    node: ConditionNode,
    path: NodePath,
    role: Role,
    nested: boolean,
  ): string | null => {
    if (role === 'condition' && !canBeCondition(node)) return fail(path, p.needsCondition);
    if (role === 'value' && !canBeValue(node)) return fail(path, p.needsValue);
    const wrap = (sql: string) => (nested ? `(${sql})` : sql);
    const child = (index: number, childRole: Role) =>
      write(operands(node)[index]!, [...path, index], childRole, true);
    const exactly = (count: number) =>
      operands(node).length === count ? true : (fail(path, p.operands(count)), false);

    switch (node.type) {
      case 'AND':
      case 'OR': {
        if (operands(node).length === 0) return fail(path, p.atLeastOne);
        const parts = operands(node).map((_, index) => child(index, 'condition'));
        return parts.every((part) => part !== null) ? wrap(parts.join(` ${node.type} `)) : null;
      }
      case 'IF': {
        if (!exactly(3)) return null;
        const parts = [child(0, 'condition'), child(1, role), child(2, role)];
        return parts.every((part) => part !== null) ? `IF(${parts.join(', ')})` : null;
      }
      case 'BETWEEN': {
        if (!exactly(3)) return null;
        const nullAt = operands(node).findIndex((operand) => operand.type === 'null');
        if (nullAt >= 0) return fail([...path, nullAt], p.nullComparison);
        const [subject, low, high] = [child(0, 'value'), child(1, 'value'), child(2, 'value')];
        if (subject === null || low === null || high === null) return null;
        return wrap(`${subject} BETWEEN ${low} AND ${high}`);
      }
      case 'IN': {
        if (!exactly(2)) return null;
        const list = operands(node)[1]!;
        if (list.type !== 'list') {
          child(0, 'value');
          return fail([...path, 1], p.inNeedsList);
        }
        const subject = child(0, 'value');
        const items = listItems(list, [...path, 1]);
        return subject !== null && items !== null ? wrap(`${subject} IN (${items})`) : null;
      }
      case 'ROUND': {
        const count = operands(node).length;
        if (count < 1 || count > 2) return fail(path, p.operandRange(1, 2));
        const parts = operands(node).map((_, index) => child(index, 'value'));
        return parts.every((part) => part !== null) ? `ROUND(${parts.join(', ')})` : null;
      }
      case 'field': {
        if (operands(node).length > 0) return fail(path, p.leafHasOperands);
        if (!node.field) return fail(path, p.missingField);
        if (!fieldsByName.has(node.field)) return fail(path, p.unknownField(node.field));
        return identifier(node.field);
      }
      case 'string':
        if (operands(node).length > 0) return fail(path, p.leafHasOperands);
        return typeof node.value === 'string' ? quoteString(node.value) : fail(path, p.notText);
      case 'numeric':
        if (operands(node).length > 0) return fail(path, p.leafHasOperands);
        return numberLiteral(node.value) ?? fail(path, p.notFinite);
      case 'bool':
        if (operands(node).length > 0) return fail(path, p.leafHasOperands);
        return typeof node.value === 'boolean'
          ? node.value
            ? 'TRUE'
            : 'FALSE'
          : fail(path, p.notBool);
      case 'null':
        if (operands(node).length > 0) return fail(path, p.leafHasOperands);
        return 'NULL';
      case 'list':
        return fail(path, p.listOutsideIn);
      case 'function': {
        const allowed = allowedFunction(node.value);
        if (!allowed) return fail(path, p.functionNotAllowed(String(node.value ?? '')));
        const count = operands(node).length;
        if (count < allowed.minArgs || count > allowed.maxArgs) {
          return fail(
            path,
            allowed.minArgs === allowed.maxArgs
              ? p.operands(allowed.minArgs)
              : p.operandRange(allowed.minArgs, allowed.maxArgs),
          );
        }
        const parts = operands(node).map((_, index) => child(index, 'value'));
        return parts.every((part) => part !== null) ? `${allowed.name}(${parts.join(', ')})` : null;
      }
      default:
        return binary(node, path, wrap);
    }
  };

  const binary = (node: ConditionNode, path: NodePath, wrap: (sql: string) => string) => {
    if (!BINARY_OPERATORS.has(node.type)) return fail(path, p.needsValue);
    const params = node.params ?? [];
    if (params.length !== 2) return fail(path, p.operands(2));
    const [left, right] = params as [ConditionNode, ConditionNode];
    const nullSide = right.type === 'null' ? 1 : left.type === 'null' ? 0 : -1;
    if (nullSide >= 0) {
      // SQL's `= NULL` is never true: equality with null is IS NULL.
      if (node.type !== '=' && node.type !== '!=')
        return fail([...path, nullSide], p.nullComparison);
      const other = write(params[1 - nullSide]!, [...path, 1 - nullSide], 'value', true);
      if (other === null) return null;
      return wrap(`${other} ${node.type === '=' ? 'IS NULL' : 'IS NOT NULL'}`);
    }
    const sides = [
      write(left, [...path, 0], 'value', true),
      write(right, [...path, 1], 'value', true),
    ];
    if (sides[0] === null || sides[1] === null) return null;
    return wrap(`${sides[0]} ${node.type} ${sides[1]}`);
  };

  const listItems = (list: ConditionNode, path: NodePath): string | null => {
    if ((list.params ?? []).length > 0) return fail(path, p.leafHasOperands);
    const items = list.value;
    if (!Array.isArray(items) || items.length === 0) return fail(path, p.emptyList);
    const written = items.map((item) =>
      typeof item === 'string' ? quoteString(item) : numberLiteral(item),
    );
    return written.every((item) => item !== null) ? written.join(', ') : fail(path, p.listItem);
  };

  const sql = write(root, [], 'condition', false);
  return sql !== null && problems.length === 0 ? { ok: true, sql } : { ok: false, problems };
}
