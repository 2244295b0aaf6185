import { describe, expect, it } from 'vitest';
import { PRODUCT_CONDITION_FIELDS } from './condition-fields';
import {
  appendOperand,
  changeType,
  defaultNode,
  moveAt,
  nodeAt,
  removeAt,
  takesMoreOperands,
  wrapAt,
} from './condition-edits';
import { NODE_TYPES, type ConditionNode } from './condition-node';
import { conditionToSql } from './condition-sql';
import { buildStoredCondition } from './stored-condition';

const fields = PRODUCT_CONDITION_FIELDS;
const a: ConditionNode = {
  type: '>',
  params: [
    { type: 'field', field: 'Price' },
    { type: 'numeric', value: 1 },
  ],
};
const b: ConditionNode = {
  type: '=',
  params: [
    { type: 'field', field: 'brand' },
    { type: 'string', value: 'T' },
  ],
};
const tree: ConditionNode = { type: 'AND', params: [a, b] };

describe('condition edits', () => {
  it('finds nodes by path', () => {
    expect(nodeAt(tree, [])).toBe(tree);
    expect(nodeAt(tree, [1, 1])).toEqual({ type: 'string', value: 'T' });
    expect(nodeAt(tree, [5])).toBeUndefined();
  });

  it('moves a node among its siblings and reports where it went', () => {
    const moved = moveAt(tree, [0], 1);
    expect(moved.root.params).toEqual([b, a]);
    expect(moved.path).toEqual([1]);
    expect(moveAt(tree, [0], -1).root).toBe(tree);
    expect(moveAt(tree, [], 1).root).toBe(tree);
  });

  it('removes a node, and the root to nothing', () => {
    expect(removeAt(tree, [0])).toEqual({ type: 'AND', params: [b] });
    expect(removeAt(tree, [])).toBeNull();
  });

  it('wraps a node in AND, OR or IF', () => {
    expect(wrapAt(tree, [1], 'OR')).toEqual({
      type: 'AND',
      params: [a, { type: 'OR', params: [b] }],
    });
    const wrapped = wrapAt(tree, [], 'IF');
    expect(wrapped.type).toBe('IF');
    expect(conditionToSql(wrapped, fields).ok).toBe(true);
  });

  it('appends an operand and leaves the original tree untouched', () => {
    const next = appendOperand(tree, [], b);
    expect(next.params).toHaveLength(3);
    expect(tree.params).toHaveLength(2);
  });

  it('keeps operands when the type reads them the same way', () => {
    expect(changeType(a, '<=', fields)).toEqual({ type: '<=', params: a.params });
    expect(changeType(tree, 'OR', fields)).toEqual({ type: 'OR', params: tree.params });
    expect(changeType(a, 'BETWEEN', fields).params).toHaveLength(3);
  });

  // A comparison, and AND, OR and IF that start with one, wait for the value to compare with.
  const waitsForValue = new Set(['=', '!=', '>', '>=', '<', '<=', 'AND', 'OR', 'IF', 'IN', 'list']);

  it.each(NODE_TYPES.filter((type) => !waitsForValue.has(type)))(
    'a new %s node is born with its operands',
    (type) => {
      const node = defaultNode(type, fields);
      expect(node.type).toBe(type);
      // Every default is complete once placed where its role fits (a value in a comparison).
      const placed =
        conditionToSql(node, fields).ok ||
        conditionToSql({ type: '=', params: [node, { type: 'numeric', value: 1 }] }, fields).ok;
      expect(placed).toBe(true);
    },
  );

  it.each(['=', '!=', '>', '>=', '<', '<=', 'AND', 'OR', 'IF'] as const)(
    'a new %s waits for its value: no placeholder clause such as Price = 0 is stored',
    (type) => {
      const built = buildStoredCondition(defaultNode(type, fields), fields);
      expect(built.stored).toMatchObject({ sql: '', invalid: true });
      expect(built.problems.length).toBeGreaterThan(0);
      expect(JSON.stringify(built.stored.map)).not.toContain('"value":0');
    },
  );

  it('a new IN waits for its list items', () => {
    const result = conditionToSql(defaultNode('IN', fields), fields);
    expect(result.ok).toBe(false);
  });

  it('offers more operands only where the type takes them', () => {
    expect(takesMoreOperands(tree)).toBe(true);
    expect(takesMoreOperands(a)).toBe(false);
    expect(takesMoreOperands({ type: 'ROUND', params: [a] })).toBe(true);
    expect(takesMoreOperands(defaultNode('function', fields))).toBe(false);
    expect(takesMoreOperands({ type: 'function', value: 'COALESCE', params: [a, b] })).toBe(true);
  });
});
