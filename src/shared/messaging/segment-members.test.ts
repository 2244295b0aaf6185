import { describe, expect, it } from 'vitest';
import { segmentMembers } from './segment-members';

const rule = (field: string, type: string, value: string) => ({
  map: {
    type,
    params: [
      { type: 'field', field },
      { type: 'string', value },
    ],
  },
  sql: `${field} ${type} '${value}'`,
});

const customer = (id: string, email: string, phoneNumber: string) => ({
  path: `project/demo/customer/${id}`,
  data: { email, phoneNumber },
});
const order = (id: string, customerId: string, state: string, code: string) => ({
  path: `project/demo/order/${id}`,
  data: {
    customerId,
    shippingAddress: { state },
    products: [{ ProductCode: code }],
    createdAt: { __date: '2026-11-01T12:00:00.000Z' },
  },
});

const data = {
  documents: [
    customer('ana', 'ana@exemplo.com.br', '+5511987654321'),
    customer('bruno', 'bruno@exemplo.com.br', '+5551991234567'),
    customer('caio', 'caio@concorrente.com.br', '+5554999990000'),
    customer('duda', 'duda@exemplo.com.br', '+5553988887777'),
    order('1', 'ana', 'SP', '1011'),
    order('2', 'bruno', 'RS', '1011'),
    order('3', 'caio', 'RS', '1011'),
    order('4', 'duda', 'RS', '6215'),
    {
      path: 'project/demo/customer-segment/panelas',
      data: { name: 'Panelas', rules: { in: rule('orders.products.ProductCode', '=', '1011') } },
    },
    {
      path: 'project/demo/customer-segment/rs',
      data: {
        name: 'RS',
        parent: 'panelas',
        emails: '',
        rules: {
          in: rule('orders.shippingAddress.state', '=', 'RS'),
          only: null,
          'not-in': rule('email', 'LIKE', '%@concorrente.com.br'),
        },
      },
    },
    {
      path: 'project/demo/customer-segment/lista',
      data: { name: 'Lista', emails: 'ANA@exemplo.com.br, duda@exemplo.com.br', rules: null },
    },
  ],
};

describe('segmentMembers', () => {
  it('keeps the parent segment, the rule and the exclusion', () => {
    expect(segmentMembers(data, 'rs')).toEqual([
      { email: 'bruno@exemplo.com.br', phoneNumber: '+5551991234567' },
    ]);
    expect(segmentMembers(data, 'panelas')?.map((member) => member.email)).toEqual([
      'ana@exemplo.com.br',
      'bruno@exemplo.com.br',
      'caio@concorrente.com.br',
    ]);
  });

  it('takes listed e-mails in any case when the segment has no rule', () => {
    expect(segmentMembers(data, 'lista')?.map((member) => member.email)).toEqual([
      'ana@exemplo.com.br',
      'duda@exemplo.com.br',
    ]);
  });

  it('knows no segment the data set does not hold', () => {
    expect(segmentMembers(data, 'outro')).toBeNull();
  });
});
