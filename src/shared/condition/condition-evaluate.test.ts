import { describe, expect, it } from 'vitest';
import { conditionHolds } from './condition-evaluate';
import type { ConditionNode } from './condition-node';

const field = (name: string): ConditionNode => ({ type: 'field', field: name });
const str = (value: string): ConditionNode => ({ type: 'string', value });
const num = (value: number): ConditionNode => ({ type: 'numeric', value });
const op = (type: ConditionNode['type'], ...params: ConditionNode[]): ConditionNode => ({
  type,
  params,
});

const customer = {
  email: 'ana@exemplo.com.br',
  ordersCount: 2,
  orders: [
    { shippingAddress: { state: 'SP' }, products: [{ ProductCode: '1011' }], total: 429.9 },
    { shippingAddress: { state: 'RS' }, products: [{ ProductCode: '6215' }], total: 1299 },
  ],
  createdAt: new Date('2026-10-20T18:22:00.000Z'),
};

describe('conditionHolds', () => {
  it('reads a path through a list as "any item"', () => {
    expect(
      conditionHolds(op('=', field('orders.shippingAddress.state'), str('RS')), customer),
    ).toBe(true);
    expect(
      conditionHolds(op('=', field('orders.shippingAddress.state'), str('MG')), customer),
    ).toBe(false);
    expect(
      conditionHolds(op('=', field('orders.products.ProductCode'), str('6215')), customer),
    ).toBe(true);
  });

  it('compares numbers as numbers, also when stored as text', () => {
    expect(conditionHolds(op('>', field('ordersCount'), num(1)), customer)).toBe(true);
    expect(conditionHolds(op('>=', field('ordersCount'), str('3')), customer)).toBe(false);
    expect(
      conditionHolds(op('BETWEEN', field('orders.total'), num(1000), num(2000)), customer),
    ).toBe(true);
    expect(conditionHolds(op('<', field('missing'), num(5)), customer)).toBe(false);
  });

  it('matches LIKE patterns literally apart from % and _', () => {
    expect(conditionHolds(op('LIKE', field('email'), str('%@exemplo.com.br')), customer)).toBe(
      true,
    );
    expect(conditionHolds(op('LIKE', field('email'), str('%@exemplo_com_br')), customer)).toBe(
      true,
    );
    expect(conditionHolds(op('LIKE', field('email'), str('%@exemplo.com')), customer)).toBe(false);
    expect(conditionHolds(op('LIKE', field('email'), str('ana@exemplo(com).br')), customer)).toBe(
      false,
    );
  });

  it('combines with AND, OR and IN, and compares dates by their ISO text', () => {
    const inSouth = op('IN', field('orders.shippingAddress.state'), {
      type: 'list',
      value: ['RS', 'SC', 'PR'],
    });
    expect(conditionHolds(inSouth, customer)).toBe(true);
    expect(conditionHolds(op('AND', inSouth, op('=', field('email'), str('x'))), customer)).toBe(
      false,
    );
    expect(conditionHolds(op('OR', inSouth, op('=', field('email'), str('x'))), customer)).toBe(
      true,
    );
    expect(conditionHolds(op('>', field('createdAt'), str('2026-10-01')), customer)).toBe(true);
  });

  it('does not hold for what it cannot evaluate', () => {
    expect(conditionHolds(op('AND'), customer)).toBe(false);
    expect(conditionHolds(op('=', op('+', num(1), num(1)), num(2)), customer)).toBe(false);
  });
});
