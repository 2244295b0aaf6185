import { describe, expect, it } from 'vitest';
import type { FieldDefinition, FormDefinition } from '../../field-definition';
import { formDefinitionFor } from '../../form-registry';
import { DEFAULT_CONSOLE_CONFIG } from '../../../settings/console-config';
import { definitionProblems } from '../definition-problems';
import { adminOnlyConfigDocIds, adminOnlyConfigFields } from './admin-only-config';
import { configDocuments, configFormFor } from './config-documents';

/** Every field with its dotted path, nested ones and array items included. */
function allFields(fields: readonly FieldDefinition[], base = ''): [string, FieldDefinition][] {
  return fields.flatMap((field): [string, FieldDefinition][] => {
    const path = base ? `${base}.${field.name}` : field.name;
    const inner = 'fields' in field ? allFields(field.fields, path) : [];
    return [[path, field], ...inner];
  });
}

const form = (docId: string): FormDefinition => {
  const found = configFormFor(docId);
  if (!found) throw new Error(`no form for config/${docId}`);
  return found;
};

const fieldAt = (docId: string, path: string): FieldDefinition => {
  const found = allFields(form(docId).fields).find(([at]) => at === path);
  if (!found) throw new Error(`config/${docId} has no ${path}`);
  return found[1];
};

const optionValues = (field: FieldDefinition) =>
  field.type === 'select' ? field.options.map((option) => option.value) : undefined;

const documents = configDocuments.map(
  ({ docId, form: definition }) => [docId, definition] as const,
);

describe('configuration documents', () => {
  it('lists every document of spec 02 §3 once, with a pt-BR title', () => {
    const ids = configDocuments.map(({ docId }) => docId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(
      [
        'store',
        'layout',
        'whatsapp',
        'blog',
        'erp',
        'conversation-tags',
        'push',
        'email',
        'bling',
        'shipping',
        'frenet',
        'kangu',
        'payment',
        'payment-mercadopago',
        'payment-asaas',
        'payment-belluno',
        'payment-pagaleve',
        'payment-custom',
        'checkout',
        'analytics',
        'ads',
        'heatmap',
        'google',
        'amazon',
        'video-cdn',
        'tramontina',
        'console',
      ].sort(),
    );
    for (const { title, form: definition } of configDocuments) {
      expect(title.trim()).not.toBe('');
      expect(title).toBe(definition.title);
    }
  });

  it.each(documents)('config/%s is sound and titles every field', (_docId, definition) => {
    expect(definition.collection).toBe('config');
    expect(definitionProblems(definition)).toEqual([]);
    const untitled = allFields(definition.fields).filter(([, field]) => !field.title?.trim());
    expect(untitled.map(([path]) => path)).toEqual([]);
  });

  it.each(documents)('config/%s marks admin-only fields at the top level only', (_id, def) => {
    // The rules guard top-level keys: a nested admin-only field would be guarded by nothing.
    const nested = allFields(def.fields).filter(
      ([path, field]) => path.includes('.') && field.adminOnly,
    );
    expect(nested.map(([path]) => path)).toEqual([]);
  });

  it('serves a document its own form, and infers the rest', () => {
    expect(formDefinitionFor('config', 'payment')).toBe(form('payment'));
    expect(formDefinitionFor('config', 'bling')?.title).toBe('Bling');
    expect(formDefinitionFor('config', 'no-such-doc')).toBeUndefined();
    expect(formDefinitionFor('config', '__proto__')).toBeUndefined();
    expect(formDefinitionFor('config')).toBeUndefined();
    expect(formDefinitionFor('config', null)).toBeUndefined();
    // Other collections are unchanged by a document id.
    expect(formDefinitionFor('brand', 'tramontina')).toBe(formDefinitionFor('brand'));
  });
});

describe('payment methods (config/payment)', () => {
  it.each([
    ['creditCard', ['mercadopago', 'belluno', 'asaas']],
    ['installmentPix', ['asaas', 'pagaleve']],
    ['creditCardLink', ['belluno', 'asaas']],
  ])('%s offers exactly its own gateways', (method, gateways) => {
    expect(optionValues(fieldAt('payment', `${method}.gateway`))).toEqual(gateways);
  });

  it('has every method of the spec, each with an active flag', () => {
    const methods = form('payment').fields.map((field) => field.name);
    expect(methods).toEqual([
      'creditCard',
      'boleto',
      'pix',
      'installmentPix',
      'creditCardLink',
      'custom',
      'free',
      'boletoFaturado',
    ]);
    for (const method of methods)
      expect(fieldAt('payment', `${method}.active`).type).toBe('checkbox');
  });

  it('lets only credit card link and custom be shown to administrators only at checkout', () => {
    const withFlag = allFields(form('payment').fields)
      .filter(([path]) => path.endsWith('.adminOnly'))
      .map(([path, field]) => [path, field.type]);
    expect(withFlag).toEqual([
      ['creditCardLink.adminOnly', 'checkbox'],
      ['custom.adminOnly', 'checkbox'],
    ]);
  });

  it.each(['creditCard', 'installmentPix', 'creditCardLink'])(
    '%s has the installment settings: minValue, maxQty, fees of month, fee, forceFee',
    (method) => {
      expect(fieldAt('payment', `${method}.installments.minValue`).type).toBe('number');
      expect(fieldAt('payment', `${method}.installments.maxQty`).type).toBe('number');
      const fees = fieldAt('payment', `${method}.installments.fees`);
      expect(fees.type).toBe('array_struct');
      expect(fees.type === 'array_struct' && fees.fields.map((f) => [f.name, f.type])).toEqual([
        ['month', 'number'],
        ['fee', 'number'],
        ['forceFee', 'checkbox'],
      ]);
    },
  );
});

describe('gateway settings', () => {
  it.each(['mercadopago', 'asaas', 'belluno', 'pagaleve', 'custom'])(
    'config/payment-%s is for administrators, with installment defaults',
    (gateway) => {
      const definition = form(`payment-${gateway}`);
      expect(definition.adminOnly).toBe(true);
      expect(fieldAt(`payment-${gateway}`, 'installments.maxQty').type).toBe('number');
      expect(fieldAt(`payment-${gateway}`, 'installments.fees.fee').type).toBe('number');
    },
  );
});

describe('other documents', () => {
  it('shows the image size hints of the popup and the product seal', () => {
    expect(fieldAt('layout', 'popup.image')).toMatchObject({ type: 'image' });
    expect(fieldAt('layout', 'popup.image').help).toContain('350x400');
    expect(fieldAt('layout', 'productSeal.image').help).toContain('184x66');
  });

  it('has colour scales from 50 to 900', () => {
    for (const scale of ['primary', 'secondary']) {
      const steps = fieldAt('layout', `colors.${scale}`);
      expect(steps.type === 'struct' && steps.fields.map((f) => f.name)).toEqual([
        '50',
        '100',
        '200',
        '300',
        '400',
        '500',
        '600',
        '700',
        '800',
        '900',
      ]);
    }
  });

  it('has an admin-only e-mail field that takes comma-separated addresses', () => {
    const emails = fieldAt('store', 'adminEmails');
    expect(emails).toMatchObject({ type: 'text', adminOnly: true });
    expect(emails.help).toContain('vírgula');
  });

  it('keeps the shapes the console reads: bling accounts and the console config keys', () => {
    expect(fieldAt('bling', 'accounts.description').type).toBe('text');
    expect(fieldAt('bling', 'accounts').type).toBe('array_struct');
    expect(
      form('console')
        .fields.map((field) => field.name)
        .sort(),
    ).toEqual(Object.keys(DEFAULT_CONSOLE_CONFIG).sort());
  });

  it('keeps credentials documents and the console for administrators', () => {
    expect(adminOnlyConfigDocIds()).toEqual(
      expect.arrayContaining(['erp', 'bling', 'amazon', 'tramontina', 'console']),
    );
    expect(adminOnlyConfigDocIds()).not.toContain('payment');
    expect(adminOnlyConfigFields().store).toEqual(['adminEmails']);
    // An admin-only document needs no field list: all of it is kept from staff.
    for (const docId of adminOnlyConfigDocIds())
      expect(adminOnlyConfigFields()[docId]).toBeUndefined();
  });
});
