import { describe, expect, it } from 'vitest';
import type { QuerySpec } from '../ports';
import { runQuery, validateQuery, type QueryRow } from './query';

const rows: QueryRow[] = [
  { id: 'c', data: { n: 2, s: 'b' } },
  { id: 'a', data: { n: 2, s: 'a' } },
  { id: 'b', data: { n: 1 } },
  { id: 'd', data: { s: 'z' } },
];
const ids = (spec: QuerySpec) => runQuery(rows, spec).map((r) => r.id);

describe('runQuery', () => {
  it('without order, sorts by document id', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
  });

  it('orders by an inequality field first, as Firestore does implicitly', () => {
    expect(ids({ where: [{ field: 'n', op: '>', value: 0 }] })).toEqual(['b', 'a', 'c']);
  });

  it('breaks ties by id in the direction of the last order clause', () => {
    expect(ids({ orderBy: [{ field: 'n', direction: 'desc' }] })).toEqual(['c', 'a', 'b']);
    expect(ids({ orderBy: [{ field: 'n' }] })).toEqual(['b', 'a', 'c']);
  });

  it('applies the limit after ordering', () => {
    expect(ids({ orderBy: [{ field: 's', direction: 'desc' }], limit: 1 })).toEqual(['d']);
  });
});

describe('validateQuery', () => {
  it('accepts a well-formed query', () => {
    expect(() =>
      validateQuery({
        where: [{ field: 'a.b', op: 'in', value: [1] }],
        orderBy: [{ field: 'x' }],
        limit: 5,
      }),
    ).not.toThrow();
  });

  it('rejects bad operators, field paths, in lists and limits with pt-BR messages', () => {
    expect(() => validateQuery({ where: [{ field: 'a', op: 'like' as never, value: 1 }] })).toThrow(
      'Operador de consulta desconhecido: "like".',
    );
    expect(() => validateQuery({ where: [{ field: 'a..b', op: '==', value: 1 }] })).toThrow(
      'Campo de consulta inválido: "a..b".',
    );
    expect(() => validateQuery({ orderBy: [{ field: '' }] })).toThrow('Campo de consulta inválido');
    expect(() => validateQuery({ where: [{ field: 'a', op: 'in', value: [] }] })).toThrow('"in"');
    expect(() => validateQuery({ where: [{ field: 'a', op: 'in', value: 'x' }] })).toThrow('"in"');
    expect(() =>
      validateQuery({
        where: [{ field: 'a', op: 'in', value: Array.from({ length: 31 }, (_, i) => i) }],
      }),
    ).toThrow('"in"');
    expect(() => validateQuery({ limit: 1.5 })).toThrow('número inteiro positivo');
  });
});
