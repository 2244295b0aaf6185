import { describe, expect, it } from 'vitest';
import {
  adminOnlyConfigDocIds,
  adminOnlyConfigFields,
} from '../forms/definitions/config/admin-only-config';
import { formDefinitionFor } from '../forms/form-registry';
import { PANEL_FIELDS } from '../products/panel-fields';
import { adminOnlyTexts } from '../texts/admin-only';
import { inferCsvDefinition } from './infer-definition';
import { previewImport, type PreviewInput } from './import-preview';

type Docs = Map<string, Record<string, unknown>>;

const rowsOf = (header: string[], rows: Record<string, string>[]) =>
  rows.map((values) => Object.fromEntries(header.map((name) => [name, values[name] ?? ''])));

const product = { ProductSiteName: 'Panela', Price: 429.9, PriceCompare: 499.9 };

function productPreview(
  header: string[],
  rows: Record<string, string>[],
  current: Docs,
  privileged = false,
) {
  return previewImport({
    collection: 'product-data',
    header,
    rows: rowsOf(header, rows),
    definition: formDefinitionFor('product-data')!,
    current,
    privileged,
  });
}

describe('previewImport in product-data: the panel fields', () => {
  const header = ['id', 'ProductSiteName', 'Price', 'PriceCompare'];
  const current: Docs = new Map([
    ['1011', { ...product }],
    ['2104', { ...product }],
    ['3301', { ...product }],
  ]);
  const rows = [
    { id: '1011', ProductSiteName: 'Panela', Price: '419,90', PriceCompare: '499.9' },
    { id: '2104', ProductSiteName: 'Panela nova', Price: '429.9', PriceCompare: '499,90' },
    { id: '3301', ProductSiteName: 'Outra', Price: '1', PriceCompare: '2' },
  ];

  it.each([false, true])(
    'refuses a row that changes one, for everyone (privileged: %s); an unchanged one is harmless',
    (privileged) => {
      const preview = productPreview(header, rows, current, privileged);
      expect(preview.invalid).toEqual([
        {
          row: 2,
          id: '1011',
          reason:
            'Price: só muda no painel Informações do produto, com um motivo registrado no histórico.',
        },
        {
          row: 4,
          id: '3301',
          reason: expect.stringMatching(/^Price, PriceCompare: só mudam no painel/),
        },
      ]);
      // The row that changes only the name is written, without the prices it left alone.
      expect(preview.updates).toEqual([
        expect.objectContaining({ row: 3, id: '2104', data: { ProductSiteName: 'Panela nova' } }),
      ]);
      expect(preview.protectedColumns).toEqual({
        columns: ['Price', 'PriceCompare'],
        note: expect.stringContaining(
          'Colunas do painel Informações do produto: Price, PriceCompare.',
        ),
      });
    },
  );

  it('creates a product without the blank panel columns, and refuses one that sets them', () => {
    const preview = productPreview(
      header,
      [
        { id: '9001', ProductSiteName: 'Sem preço' },
        { id: '9002', ProductSiteName: 'Com preço', Price: '10' },
      ],
      new Map(),
    );
    expect(preview.creates.map(({ id }) => id)).toEqual(['9001']);
    expect(preview.creates[0].data).toHaveProperty('ProductSiteName', 'Sem preço');
    expect(Object.keys(preview.creates[0].data)).not.toContain('Price');
    expect(Object.keys(preview.creates[0].data)).not.toContain('PriceCompare');
    expect(preview.invalid).toEqual([
      { row: 3, id: '9002', reason: expect.stringMatching(/^Price: só muda no painel/) },
    ]);
  });

  it('protects every panel field the rules name, a nested Options column too', () => {
    const header = ['id', ...PANEL_FIELDS.filter((name) => name !== 'Options'), 'Options'];
    const stored: Docs = new Map([['1011', {}]]);
    for (const name of header.slice(1)) {
      const cell = name === 'Options' ? '{"canSell":true}' : '7';
      const preview = productPreview(header, [{ id: '1011', [name]: cell }], stored);
      expect(preview.invalid.map(({ reason }) => reason)).toEqual([
        expect.stringMatching(new RegExp(`^${name}: só muda no painel`)),
      ]);
    }
    expect(productPreview(header, [], stored).protectedColumns?.columns).toEqual(header.slice(1));
  });

  it('names no protected column when the file has none', () => {
    const preview = productPreview(['id', 'ProductSiteName'], [], current);
    expect(preview.protectedColumns).toBeNull();
  });
});

describe('previewImport in config: admin-only documents and fields', () => {
  const stored: Docs = new Map<string, Record<string, unknown>>([
    ['bling', { note: 'contas' }],
    ['email', { fromName: 'Loja', apiKey: 'segredo' }],
    ['store', { name: 'Loja Demo' }],
  ]);

  function configPreview(rows: Record<string, string>[], privileged: boolean, current = stored) {
    const header = ['id', 'adminEmails', 'apiKey', 'fromName', 'name', 'note'];
    const input: PreviewInput = {
      collection: 'config',
      header,
      rows: rowsOf(header, rows),
      definition: inferCsvDefinition('config', current.values()),
      definitionIsInferred: true,
      current,
      privileged,
    };
    return previewImport(input);
  }

  const rows: Record<string, string>[] = [
    { id: 'bling', note: 'outra nota' },
    { id: 'email', fromName: 'Loja Nova', apiKey: 'segredo' },
    { id: 'email', fromName: 'Loja', apiKey: 'outro' },
    { id: 'store', name: 'Loja Demo', adminEmails: 'eu@loja.com.br' },
    { id: 'kangu', name: 'Kangu' },
  ];

  it('refuses, for staff, the rows that write an admin-only document or change an admin-only field', () => {
    // Rows 3 and 4 name one document: the second is refused as a repeat; split them.
    const preview = configPreview([...rows.slice(0, 2), ...rows.slice(3)], false);
    expect(preview.invalid).toEqual([
      { row: 2, id: 'bling', reason: adminOnlyTexts.document },
      {
        row: 4,
        id: 'store',
        reason: 'Somente administradores podem alterar este campo (adminEmails).',
      },
    ]);
    expect(preview.updates.map(({ id, data }) => [id, data])).toEqual([
      ['email', { fromName: 'Loja Nova' }],
    ]);
    expect(preview.creates.map(({ id }) => id)).toEqual(['kangu']);
    expect(preview.protectedColumns).toBeNull();

    const apiKey = configPreview([rows[2]], false);
    expect(apiKey.invalid.map(({ reason }) => reason)).toEqual([
      'Somente administradores podem alterar este campo (apiKey).',
    ]);
  });

  it('leaves an admin-only document that the file does not change as unchanged', () => {
    const preview = configPreview([{ id: 'bling', note: 'contas' }], false);
    expect(preview.unchanged).toEqual([{ row: 2, id: 'bling' }]);
    expect(preview.invalid).toEqual([]);
  });

  it('lets a privileged user write all of it', () => {
    const preview = configPreview([...rows.slice(0, 2), ...rows.slice(3)], true);
    expect(preview.invalid).toEqual([]);
    expect(preview.counts).toMatchObject({ updates: 3, creates: 1 });
  });

  it('follows the shared lists: every admin-only document and field is refused to staff', () => {
    for (const docId of adminOnlyConfigDocIds()) {
      const preview = configPreview([{ id: docId, name: 'x' }], false, new Map());
      expect(preview.invalid.map(({ reason }) => reason)).toEqual([adminOnlyTexts.document]);
    }
    for (const [docId, fields] of Object.entries(adminOnlyConfigFields())) {
      for (const field of fields) {
        const current: Docs = new Map([[docId, { [field]: 'a' }]]);
        const header = ['id', field];
        const preview = previewImport({
          collection: 'config',
          header,
          rows: rowsOf(header, [{ id: docId, [field]: 'b' }]),
          definition: inferCsvDefinition('config', current.values()),
          definitionIsInferred: true,
          current,
        });
        expect(preview.invalid.map(({ reason }) => reason)).toEqual([
          `Somente administradores podem alterar este campo (${field}).`,
        ]);
      }
    }
  });
});

describe('previewImport elsewhere', () => {
  it('protects nothing in a collection the rules leave to staff', () => {
    const header = ['id', 'Price', 'apiKey'];
    const preview = previewImport({
      collection: 'brand',
      header,
      rows: rowsOf(header, [{ id: 'bling', Price: '1', apiKey: 'x' }]),
      definition: inferCsvDefinition('brand', []),
      definitionIsInferred: true,
      current: new Map(),
    });
    expect(preview.creates.map(({ id }) => id)).toEqual(['bling']);
    expect(preview.protectedColumns).toBeNull();
  });
});
