/**
 * Our SQL beside react-querybuilder's `formatQuery` on the cases both can express (a flat group
 * of rules). The differences are deliberate and listed per case:
 * - we quote identifiers with backquotes (BigQuery); formatQuery leaves them bare;
 * - we write numbers as numbers; formatQuery quotes them unless told to parse numbers;
 * - we escape a quote as \' (BigQuery); formatQuery doubles it ('') as ANSI SQL does;
 * - we parenthesise each rule of a group; formatQuery writes a group's rules bare.
 */
import { formatQuery, type RuleGroupType } from 'react-querybuilder';
import { describe, expect, it } from 'vitest';
import type { ConditionFieldOption } from './condition-fields';
import type { ConditionNode } from './condition-node';
import { conditionToSql } from './condition-sql';

const fields: ConditionFieldOption[] = [
  { name: 'price', label: 'Preço', kind: 'number' },
  { name: 'category', label: 'Categoria', kind: 'string' },
  { name: 'name', label: 'Nome', kind: 'string' },
];

const ours = (tree: ConditionNode) => {
  const result = conditionToSql(tree, fields);
  if (!result.ok) throw new Error('expected SQL');
  return result.sql;
};

describe('beside react-querybuilder formatQuery', () => {
  it('price > 100 AND category IN (a, b)', () => {
    const group: RuleGroupType = {
      combinator: 'and',
      rules: [
        { field: 'price', operator: '>', value: 100 },
        { field: 'category', operator: 'in', value: ['a', 'b'] },
      ],
    };
    expect(formatQuery(group, { format: 'sql', parseNumbers: true })).toBe(
      "(price > 100 and category in ('a', 'b'))",
    );
    expect(
      ours({
        type: 'AND',
        params: [
          {
            type: '>',
            params: [
              { type: 'field', field: 'price' },
              { type: 'numeric', value: 100 },
            ],
          },
          {
            type: 'IN',
            params: [
              { type: 'field', field: 'category' },
              { type: 'list', value: ['a', 'b'] },
            ],
          },
        ],
      }),
    ).toBe("(`price` > 100) AND (`category` IN ('a', 'b'))");
  });

  it("a quote in a value: '' there, \\' here", () => {
    const group: RuleGroupType = {
      combinator: 'or',
      rules: [{ field: 'name', operator: '=', value: "O'Brien" }],
    };
    expect(formatQuery(group, 'sql')).toBe("(name = 'O''Brien')");
    expect(
      ours({
        type: 'OR',
        params: [
          {
            type: '=',
            params: [
              { type: 'field', field: 'name' },
              { type: 'string', value: "O'Brien" },
            ],
          },
        ],
      }),
    ).toBe("(`name` = 'O\\'Brien')");
  });

  it('null: both write IS NULL', () => {
    const group: RuleGroupType = {
      combinator: 'and',
      rules: [{ field: 'category', operator: 'null', value: null }],
    };
    expect(formatQuery(group, 'sql')).toBe('(category is null)');
    expect(
      ours({ type: '=', params: [{ type: 'field', field: 'category' }, { type: 'null' }] }),
    ).toBe('`category` IS NULL');
  });

  it('between: both take exactly a low and a high bound', () => {
    const group: RuleGroupType = {
      combinator: 'and',
      rules: [{ field: 'price', operator: 'between', value: [10, 20] }],
    };
    expect(formatQuery(group, { format: 'sql', parseNumbers: true })).toBe(
      '(price between 10 and 20)',
    );
    expect(
      ours({
        type: 'BETWEEN',
        params: [
          { type: 'field', field: 'price' },
          { type: 'numeric', value: 10 },
          { type: 'numeric', value: 20 },
        ],
      }),
    ).toBe('`price` BETWEEN 10 AND 20');
  });
});
