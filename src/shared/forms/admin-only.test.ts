import { describe, expect, it } from 'vitest';
import { definitionHasAdminOnly } from './admin-only';
import type { FormDefinition } from './field-definition';

const form = (fields: FormDefinition['fields'], adminOnly?: boolean): FormDefinition => ({
  collection: 'config',
  title: 'Teste',
  fields,
  ...(adminOnly === undefined ? {} : { adminOnly }),
});

describe('definitionHasAdminOnly', () => {
  it('is false for a form with nothing admin-only', () => {
    expect(definitionHasAdminOnly(form([{ name: 'a', type: 'text' }]))).toBe(false);
    expect(definitionHasAdminOnly(form([{ name: 'a', type: 'text' }], false))).toBe(false);
  });

  it('finds a whole admin-only document', () => {
    expect(definitionHasAdminOnly(form([{ name: 'a', type: 'text' }], true))).toBe(true);
  });

  it('finds admin-only fields at any depth and in list items', () => {
    expect(definitionHasAdminOnly(form([{ name: 'a', type: 'text', adminOnly: true }]))).toBe(true);
    const nested = form([
      {
        name: 's',
        type: 'struct',
        fields: [
          {
            name: 'l',
            type: 'array_struct',
            fields: [{ name: 'k', type: 'text', adminOnly: true }],
          },
        ],
      },
    ]);
    expect(definitionHasAdminOnly(nested)).toBe(true);
    const item = form([
      { name: 'l', type: 'array_field', field: { name: 'v', type: 'text', adminOnly: true } },
    ]);
    expect(definitionHasAdminOnly(item)).toBe(true);
  });
});
