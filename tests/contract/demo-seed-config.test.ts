/**
 * The demo's configuration documents open in their written forms: every value a select of
 * the form shows is one of its options (a gateway a method does not offer would show as
 * "fora da lista").
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../../src/shared/forms/field-definition';
import { configFormFor } from '../../src/shared/forms/definitions/config/config-documents';
import { seedDataSchema } from '../../src/shared/data/seed';

const seedFile = fileURLToPath(new URL('../../resources/demo-seed.json', import.meta.url));

/** Selects whose stored value is not among their options, by dotted path. */
function offListSelects(fields: readonly FieldDefinition[], data: unknown, base = ''): string[] {
  const record = (data ?? {}) as Record<string, unknown>;
  return fields.flatMap((field) => {
    const path = base ? `${base}.${field.name}` : field.name;
    const value = record[field.name];
    if (field.type === 'select') {
      const offered = field.options.some((option) => option.value === value);
      return value === undefined || value === null || offered ? [] : [`${path}=${String(value)}`];
    }
    if (field.type === 'struct') return offListSelects(field.fields, value, path);
    if (field.type === 'array_struct' && Array.isArray(value))
      return value.flatMap((item, index) =>
        offListSelects(field.fields, item, `${path}[${index}]`),
      );
    return [];
  });
}

describe("the demo's configuration documents", () => {
  it('include the payment methods, stored with the values their forms offer', async () => {
    const seed = seedDataSchema.parse(JSON.parse(await readFile(seedFile, 'utf8')));
    const configs = seed.documents.filter((d) => /^project\/[^/]+\/config\/[^/]+$/.test(d.path));
    expect(configs.map((d) => d.path)).toContain('project/demo/config/payment');
    for (const { path, data } of configs) {
      const form = configFormFor(path.split('/').pop()!);
      expect(form, path).toBeDefined();
      expect(offListSelects(form?.fields ?? [], data), path).toEqual([]);
    }
  });
});
