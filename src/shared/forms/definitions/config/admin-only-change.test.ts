import { describe, expect, it } from 'vitest';
import { adminOnlyChangeOf, adminOnlyRefusal } from './admin-only-change';

const email = 'project/demo/config/email';

describe('adminOnlyChangeOf', () => {
  it('names the admin-only fields a write changes, adds or removes', () => {
    const before = { fromName: 'Loja', apiKey: 'a' };
    expect(adminOnlyChangeOf(email, before, { fromName: 'Loja', apiKey: 'b' })).toEqual({
      kind: 'fields',
      docId: 'email',
      fields: ['apiKey'],
    });
    expect(adminOnlyChangeOf(email, before, { fromName: 'Loja' })).toMatchObject({
      fields: ['apiKey'],
    });
    expect(adminOnlyChangeOf(email, null, { apiKey: 'nova' })).toMatchObject({
      fields: ['apiKey'],
    });
  });

  it('is null when only fields staff may change differ', () => {
    const before = { fromName: 'Loja', apiKey: 'a', updatedAt: new Date(1) };
    expect(
      adminOnlyChangeOf(email, before, { fromName: 'Outra', apiKey: 'a', updatedAt: new Date(2) }),
    ).toBeNull();
    // Documents outside config, or below one, are not configuration.
    expect(adminOnlyChangeOf('project/demo/brand/email', {}, { apiKey: 'b' })).toBeNull();
    expect(adminOnlyChangeOf(`${email}/history/1`, {}, { apiKey: 'b' })).toBeNull();
  });

  it('counts any write of an admin-only document', () => {
    expect(adminOnlyChangeOf('project/demo/config/tramontina', { a: 1 }, { a: 1 })).toEqual({
      kind: 'document',
      docId: 'tramontina',
    });
  });
});

describe('adminOnlyRefusal', () => {
  it('says what only administrators change, by name', () => {
    expect(adminOnlyRefusal({ kind: 'fields', docId: 'email', fields: ['apiKey'] })).toBe(
      'Somente administradores podem alterar este campo (apiKey).',
    );
    expect(adminOnlyRefusal({ kind: 'fields', docId: 'x', fields: ['token', 'apiKey'] })).toBe(
      'Somente administradores podem alterar estes campos (token, apiKey).',
    );
    expect(adminOnlyRefusal({ kind: 'document', docId: 'tramontina' })).toBe(
      'Somente administradores podem alterar este documento (tramontina).',
    );
  });
});
