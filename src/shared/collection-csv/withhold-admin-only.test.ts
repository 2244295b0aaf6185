import { describe, expect, it } from 'vitest';
import { nothingWithheld, withholdAdminOnly } from './withhold-admin-only';

const config = [
  { id: 'bling', data: { accounts: [{ clientSecret: 'x' }], updatedAt: 1 } },
  { id: 'email', data: { fromName: 'Loja', apiKey: 'segredo' } },
  { id: 'store', data: { name: 'Loja Demo', adminEmails: 'ana@loja.com.br' } },
  { id: 'frenet', data: { active: true } },
  { id: 'payment', data: { creditCard: { active: true } } },
];

describe('withholdAdminOnly', () => {
  it('empties admin-only config documents and drops admin-only fields of the others', () => {
    const { documents, withheld } = withholdAdminOnly('config', config);
    expect(documents).toEqual([
      { id: 'bling', data: {} },
      { id: 'email', data: { fromName: 'Loja' } },
      { id: 'store', data: { name: 'Loja Demo' } },
      { id: 'frenet', data: { active: true } },
      { id: 'payment', data: { creditCard: { active: true } } },
    ]);
    // Only what was there: frenet has no token stored, so nothing of it is reported.
    expect(withheld).toEqual({
      documents: ['bling'],
      fields: ['email.apiKey', 'store.adminEmails'],
    });
    expect(nothingWithheld(withheld)).toBe(false);
    // The documents read are left as they were.
    expect(config[1]!.data).toEqual({ fromName: 'Loja', apiKey: 'segredo' });
  });

  it('leaves other collections whole, even with keys named like credentials', () => {
    const brands = [{ id: 'email', data: { apiKey: 'não é credencial aqui' } }];
    const { documents, withheld } = withholdAdminOnly('brand', brands);
    expect(documents).toEqual(brands);
    expect(nothingWithheld(withheld)).toBe(true);
  });
});
