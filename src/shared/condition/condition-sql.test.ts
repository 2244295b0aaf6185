import { describe, expect, it } from 'vitest';
import { PRODUCT_CONDITION_FIELDS, type ConditionFieldOption } from './condition-fields';
import type { ConditionNode, NodeType } from './condition-node';
import { conditionToSql } from './condition-sql';

const fields: ConditionFieldOption[] = [
  ...PRODUCT_CONDITION_FIELDS,
  { name: 'orders.shippingAddress.state', label: 'UF', kind: 'string' },
];
const field = (name: string): ConditionNode => ({ type: 'field', field: name });
const str = (value: string): ConditionNode => ({ type: 'string', value });
const num = (value: number): ConditionNode => ({ type: 'numeric', value });
const op = (type: NodeType, ...params: ConditionNode[]): ConditionNode => ({ type, params });

const sqlOf = (tree: ConditionNode) => {
  const result = conditionToSql(tree, fields);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.sql;
};
const problemsOf = (tree: ConditionNode) => {
  const result = conditionToSql(tree, fields);
  if (result.ok) throw new Error(`expected problems, got ${result.sql}`);
  return result.problems;
};

describe('conditionToSql: every node type', () => {
  it.each<[string, ConditionNode, string]>([
    ['=', op('=', field('category'), str('panelas')), "`category` = 'panelas'"],
    ['!=', op('!=', field('brand'), str('X')), "`brand` != 'X'"],
    ['>', op('>', field('Price'), num(100)), '`Price` > 100'],
    ['>=', op('>=', field('Price'), num(1.5)), '`Price` >= 1.5'],
    ['<', op('<', field('Price'), num(-3)), '`Price` < (-3)'],
    ['<=', op('<=', field('Price'), num(0)), '`Price` <= 0'],
    ['BETWEEN', op('BETWEEN', field('Price'), num(10), num(20)), '`Price` BETWEEN 10 AND 20'],
    ['LIKE', op('LIKE', field('category'), str('pan%')), "`category` LIKE 'pan%'"],
    [
      'IN',
      op('IN', field('category'), { type: 'list', value: ['a', 'b', 3] }),
      "`category` IN ('a', 'b', 3)",
    ],
    [
      'AND',
      op('AND', op('>', field('Price'), num(100)), op('=', field('brand'), str('T'))),
      "(`Price` > 100) AND (`brand` = 'T')",
    ],
    [
      'OR',
      op('OR', op('=', field('brand'), str('A')), op('=', field('brand'), str('B'))),
      "(`brand` = 'A') OR (`brand` = 'B')",
    ],
    [
      'IF',
      op(
        'IF',
        op('>', field('Price'), num(1)),
        { type: 'bool', value: true },
        { type: 'bool', value: false },
      ),
      'IF((`Price` > 1), TRUE, FALSE)',
    ],
    ['/', op('>', op('/', field('Price'), num(2)), num(1)), '(`Price` / 2) > 1'],
    ['*', op('>', op('*', field('Price'), num(2)), num(1)), '(`Price` * 2) > 1'],
    ['+', op('>', op('+', field('Price'), num(2)), num(1)), '(`Price` + 2) > 1'],
    ['-', op('>', op('-', field('Price'), num(-2)), num(1)), '(`Price` - (-2)) > 1'],
    ['ROUND', op('>', op('ROUND', field('Price'), num(2)), num(1)), 'ROUND(`Price`, 2) > 1'],
    ['ROUND of one', op('>', op('ROUND', field('Price')), num(1)), 'ROUND(`Price`) > 1'],
    ['field (bool) as a condition', field('Options.canSell'), '`Options`.`canSell`'],
    [
      'dotted field',
      op('=', field('orders.shippingAddress.state'), str('RS')),
      "`orders`.`shippingAddress`.`state` = 'RS'",
    ],
    [
      'bool',
      op('=', field('Options.canSell'), { type: 'bool', value: false }),
      '`Options`.`canSell` = FALSE',
    ],
    ['= null', op('=', field('brand'), { type: 'null' }), '`brand` IS NULL'],
    ['!= null', op('!=', field('brand'), { type: 'null' }), '`brand` IS NOT NULL'],
    ['null on the left', op('=', { type: 'null' }, field('brand')), '`brand` IS NULL'],
    [
      'function',
      op('=', { type: 'function', value: 'LOWER', params: [field('brand')] }, str('t')),
      "LOWER(`brand`) = 't'",
    ],
    [
      'boolean function as a condition',
      { type: 'function', value: 'STARTS_WITH', params: [field('category'), str('pan')] },
      "STARTS_WITH(`category`, 'pan')",
    ],
    [
      'function without arguments',
      op('<', field('Price'), { type: 'function', value: 'LENGTH', params: [str('abc')] }),
      "`Price` < LENGTH('abc')",
    ],
    ['bool as the whole condition', { type: 'bool', value: true }, 'TRUE'],
  ])('%s', (_, tree, sql) => {
    expect(sqlOf(tree)).toBe(sql);
  });

  it('parenthesises every nested compound, so precedence never depends on the reader', () => {
    const tree = op(
      'OR',
      op('AND', op('>', field('Price'), num(1)), op('<', field('Price'), num(9))),
      op('=', op('+', op('*', field('Price'), num(2)), num(1)), num(5)),
    );
    expect(sqlOf(tree)).toBe('((`Price` > 1) AND (`Price` < 9)) OR (((`Price` * 2) + 1) = 5)');
  });

  it('writes the issue example: price > 100 AND category IN (a, b)', () => {
    const tree = op(
      'AND',
      op('>', field('Price'), num(100)),
      op('IN', field('category'), { type: 'list', value: ['a', 'b'] }),
    );
    expect(sqlOf(tree)).toBe("(`Price` > 100) AND (`category` IN ('a', 'b'))");
  });
});

describe('conditionToSql: invalid trees name the node and why, and give no SQL', () => {
  it.each<[string, ConditionNode, { path: number[]; message: RegExp }[]]>([
    ['empty AND', op('AND'), [{ path: [], message: /ao menos uma condição/ }]],
    [
      'a field not on the list',
      op('=', field('password'), str('x')),
      [{ path: [0], message: /"password" não está na lista/ }],
    ],
    [
      'a field with no name',
      op('=', { type: 'field' }, str('x')),
      [{ path: [0], message: /Escolha um campo/ }],
    ],
    [
      'BETWEEN with one bound',
      op('BETWEEN', field('Price'), num(1)),
      [{ path: [], message: /exatamente 3/ }],
    ],
    [
      'IN with an empty list',
      op('IN', field('category'), { type: 'list', value: [] }),
      [{ path: [1], message: /ao menos um valor/ }],
    ],
    [
      'IN without a list',
      op('IN', field('category'), str('a')),
      [{ path: [1], message: /IN precisa de uma lista/ }],
    ],
    [
      'a list outside IN',
      op('=', field('category'), { type: 'list', value: ['a'] }),
      [{ path: [1], message: /só pode ficar à direita de IN/ }],
    ],
    [
      'IF without else',
      op('IF', field('Options.canSell'), { type: 'bool', value: true }),
      [{ path: [], message: /exatamente 3/ }],
    ],
    [
      'NaN',
      op('>', field('Price'), { type: 'numeric', value: Number.NaN }),
      [{ path: [1], message: /número válido/ }],
    ],
    ['Infinity', op('>', field('Price'), num(Infinity)), [{ path: [1], message: /número válido/ }]],
    [
      'a number given as text',
      op('>', field('Price'), { type: 'numeric', value: '1; DROP' }),
      [{ path: [1], message: /número válido/ }],
    ],
    [
      'bool without a boolean',
      op('=', field('Options.canSell'), { type: 'bool', value: 'yes' }),
      [{ path: [1], message: /Sim ou Não/ }],
    ],
    [
      'a string that is not text',
      op('=', field('brand'), { type: 'string', value: 3 }),
      [{ path: [1], message: /precisa ser um texto/ }],
    ],
    ['> null', op('>', field('Price'), { type: 'null' }), [{ path: [1], message: /Nulo só pode/ }]],
    [
      'a function off the list',
      op('=', { type: 'function', value: 'EXTERNAL_QUERY', params: [] }, num(1)),
      [{ path: [0], message: /"EXTERNAL_QUERY" não é permitida/ }],
    ],
    [
      'a function with the wrong arity',
      op('=', { type: 'function', value: 'LOWER', params: [] }, str('a')),
      [{ path: [0], message: /exatamente 1 operando/ }],
    ],
    [
      'a value where a condition goes',
      op('AND', num(1)),
      [{ path: [0], message: /cabe uma condição/ }],
    ],
    [
      'a condition where a value goes',
      op('=', op('>', field('Price'), num(1)), num(1)),
      [{ path: [0], message: /cabe um valor/ }],
    ],
    ['a value as the root', field('Price'), [{ path: [], message: /cabe uma condição/ }]],
    [
      'a list item that is not finite',
      op('IN', field('Price'), { type: 'list', value: [1, Number.NaN] }),
      [{ path: [1], message: /texto ou um número válido/ }],
    ],
    [
      'operands on a leaf',
      { type: 'bool', value: true, params: [num(1)] },
      [{ path: [], message: /não tem operandos/ }],
    ],
  ])('%s', (_, tree, expected) => {
    const problems = problemsOf(tree);
    expect(problems.map((problem) => problem.path)).toEqual(expected.map((e) => e.path));
    problems.forEach((problem, index) => expect(problem.message).toMatch(expected[index]!.message));
  });

  it('reports every wrong node of the tree, not only the first', () => {
    const tree = op('AND', op('=', field('nope'), str('a')), op('>', field('Price'), num(NaN)));
    expect(problemsOf(tree).map((problem) => problem.path)).toEqual([
      [0, 0],
      [1, 1],
    ]);
  });
});
