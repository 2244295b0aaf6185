/**
 * Hostile text stays one literal: the generated SQL is parsed by a real SQL parser in the
 * BigQuery dialect, and the comparison must come back as `field = <one string literal>` whose
 * unescaped text is the input, with nothing before or after.
 */
import { Parser } from 'node-sql-parser';
import { describe, expect, it } from 'vitest';
import type { ConditionFieldOption } from './condition-fields';
import { conditionToSql } from './condition-sql';

const fields: ConditionFieldOption[] = [{ name: 'brand', label: 'Marca', kind: 'string' }];
const parser = new Parser();

const HOSTILE = [
  "O'Brien",
  "'; DROP TABLE products; --",
  "a' OR '1'='1",
  'back\\slash',
  'trailing backslash \\',
  "\\'",
  '-- comment',
  '/* block */ x',
  '*/ after',
  'semi;colon',
  'line\nbreak',
  'carriage\rreturn',
  'tab\there',
  'nul\u0000byte',
  'unicode ’quotes‘ and ʼ and ＇',
  '"double"',
  '`backtick`',
  '\u007f delete',
  '',
];

/** BigQuery's escapes, undone: what the literal means. */
function unescapeBigQuery(raw: string): string {
  return raw.replace(/\\(x[0-9a-fA-F]{2}|.)/gs, (_, escape: string) => {
    if (escape.startsWith('x') && escape.length === 3) {
      return String.fromCharCode(parseInt(escape.slice(1), 16));
    }
    return ({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[escape] ?? escape;
  });
}

interface AstNode {
  type?: string;
  operator?: string;
  value?: unknown;
  left?: AstNode;
  right?: AstNode;
}

describe('hostile strings stay literals', () => {
  it.each(HOSTILE.map((text) => [JSON.stringify(text), text]))('%s', (_, text) => {
    const result = conditionToSql(
      {
        type: '=',
        params: [
          { type: 'field', field: 'brand' },
          { type: 'string', value: text },
        ],
      },
      fields,
    );
    if (!result.ok) throw new Error('expected SQL');
    const ast = parser.astify(`SELECT * FROM t WHERE ${result.sql}`, { database: 'BigQuery' });
    expect(Array.isArray(ast)).toBe(false);
    const where = (ast as unknown as { where: AstNode }).where;
    expect(where.type).toBe('binary_expr');
    expect(where.operator).toBe('=');
    expect(where.right?.type).toBe('single_quote_string');
    expect(unescapeBigQuery(String(where.right?.value))).toBe(text);
    // Nothing but the literal follows the comparison.
    expect(result.sql.startsWith('`brand` = ')).toBe(true);
  });

  it('keeps hostile list items as literals too', () => {
    const items = ["a', 'b", "c') OR (1=1", 'd'];
    const result = conditionToSql(
      {
        type: 'IN',
        params: [
          { type: 'field', field: 'brand' },
          { type: 'list', value: items },
        ],
      },
      fields,
    );
    if (!result.ok) throw new Error('expected SQL');
    const ast = parser.astify(`SELECT * FROM t WHERE ${result.sql}`, { database: 'BigQuery' });
    const where = (ast as unknown as { where: { operator: string; right: { value: AstNode[] } } })
      .where;
    expect(where.operator).toBe('IN');
    expect(where.right.value.map((item) => unescapeBigQuery(String(item.value)))).toEqual(items);
  });

  it('never turns a field name into an identifier unless it is on the list', () => {
    const result = conditionToSql(
      {
        type: '=',
        params: [
          { type: 'field', field: 'brand` = 1 OR `brand' },
          { type: 'string', value: 'x' },
        ],
      },
      fields,
    );
    expect(result.ok).toBe(false);
  });
});
