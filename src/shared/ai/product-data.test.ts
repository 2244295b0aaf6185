import { describe, expect, it } from 'vitest';
import { toAssistantData } from './product-data';

describe('toAssistantData', () => {
  it('turns Dates into ISO strings at any depth and keeps plain JSON as is', () => {
    const when = new Date('2025-03-01T12:30:00Z');
    const data = toAssistantData({
      name: 'Panela',
      price: 10.5,
      active: true,
      none: null,
      updatedAt: when,
      faq: [{ on: when, q: 'x' }],
      Stock: { A: { qty: 1 } },
    });
    expect(data).toEqual({
      name: 'Panela',
      price: 10.5,
      active: true,
      none: null,
      updatedAt: '2025-03-01T12:30:00.000Z',
      faq: [{ on: '2025-03-01T12:30:00.000Z', q: 'x' }],
      Stock: { A: { qty: 1 } },
    });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('nulls what JSON cannot hold and drops undefined properties', () => {
    const data = toAssistantData({
      bad: new Date('nope'),
      inf: Infinity,
      nan: Number.NaN,
      big: BigInt(12),
      gone: undefined,
      fn: () => 1,
      list: [undefined, 1],
    });
    expect(data).toEqual({ bad: null, inf: null, nan: null, big: '12', list: [null, 1] });
  });

  it('cuts a cycle instead of looping, but keeps a value shared by two branches', () => {
    const shared = { qty: 1 };
    const loop: Record<string, unknown> = { name: 'a' };
    loop.self = loop;
    expect(toAssistantData({ a: shared, b: shared, loop })).toEqual({
      a: { qty: 1 },
      b: { qty: 1 },
      loop: { name: 'a', self: null },
    });
  });
});
