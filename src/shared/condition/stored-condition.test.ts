import { describe, expect, it } from 'vitest';
import { PRODUCT_CONDITION_FIELDS } from './condition-fields';
import type { ConditionNode } from './condition-node';
import { buildStoredCondition, readStoredCondition } from './stored-condition';

const tree: ConditionNode = {
  type: '>',
  params: [
    { type: 'field', field: 'Price' },
    { type: 'numeric', value: 100 },
  ],
};

describe('stored condition', () => {
  it('stores {map, sql} for a valid tree', () => {
    expect(buildStoredCondition(tree, PRODUCT_CONDITION_FIELDS).stored).toEqual({
      map: tree,
      sql: '`Price` > 100',
    });
  });

  it('stores an invalid tree with sql empty and the invalid flag', () => {
    const broken: ConditionNode = { type: 'AND', params: [] };
    const built = buildStoredCondition(broken, PRODUCT_CONDITION_FIELDS);
    expect(built.stored).toEqual({ map: broken, sql: '', invalid: true });
    expect(built.problems).toHaveLength(1);
  });

  it('reads back exactly what it wrote (round trip)', () => {
    const stored = buildStoredCondition(tree, PRODUCT_CONDITION_FIELDS).stored;
    const read = readStoredCondition(JSON.parse(JSON.stringify(stored)));
    expect(read).toEqual({ kind: 'tree', map: tree });
  });

  it.each([
    ['nothing', undefined, 'empty'],
    ['null', null, 'empty'],
    ['a cleared value', { map: null, sql: '' }, 'empty'],
    ['a list of texts (older rules)', ['orders.shippingAddress.state = RS'], 'unknown'],
    ['a bare string', 'Price > 1', 'unknown'],
    ['an extra key', { map: tree, sql: 'x', author: 'ana' }, 'unknown'],
    ['an unknown node type', { map: { type: 'XOR', params: [] }, sql: '' }, 'unknown'],
    ['a node with an extra key', { map: { ...tree, label: 'x' }, sql: '' }, 'unknown'],
    ['a value that is an object', { map: { type: 'string', value: { a: 1 } }, sql: '' }, 'unknown'],
    ['sql that is not text', { map: tree, sql: 3 }, 'unknown'],
  ])('%s is %s', (_, raw, kind) => {
    expect(readStoredCondition(raw).kind).toBe(kind);
  });
});
