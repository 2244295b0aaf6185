import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../forms/field-definition';
import { texts } from '../texts/pt-BR';
import { diffProposal, extractProposedChanges, findProposalObject } from './proposed-changes';

const r = texts.aiAssistant.reasons;

const fields: FieldDefinition[] = [
  { type: 'text', name: 'name', title: 'Nome', required: true },
  { type: 'textarea', name: 'description', title: 'Descrição' },
  { type: 'number', name: 'price', title: 'Preço' },
  { type: 'checkbox', name: 'active', title: 'Ativo' },
  { type: 'date', name: 'launch', title: 'Lançamento' },
  { type: 'datetime', name: 'publishedAt', title: 'Publicado em' },
  {
    type: 'select',
    name: 'status',
    title: 'Status',
    options: [
      { value: 'draft', label: 'Rascunho' },
      { value: 'published', label: 'Publicado' },
    ],
  },
  { type: 'text', name: 'mpn', mapTo: 'ProductCode', title: 'MPN' },
  { type: 'text', name: 'seo.title', title: 'Título SEO' },
  {
    type: 'struct',
    name: 'size',
    title: 'Medidas',
    fields: [
      { type: 'number', name: 'width', title: 'Largura' },
      { type: 'number', name: 'height', title: 'Altura' },
    ],
  },
  { type: 'array_field', name: 'tags', title: 'Tags', field: { type: 'text', name: 'tag' } },
  {
    type: 'array_struct',
    name: 'faq',
    title: 'Perguntas',
    fields: [
      { type: 'text', name: 'q', title: 'Pergunta' },
      { type: 'date', name: 'on', title: 'Data' },
    ],
  },
  {
    type: 'collection_doc_form',
    name: 'Stock',
    title: 'Estoque',
    collection: 'stock',
    fields: [{ type: 'number', name: 'qty', title: 'Quantidade' }],
  },
  { type: 'editor', name: 'content', title: 'Conteúdo' },
  { type: 'image', name: 'image', title: 'Imagem' },
];

const values = {
  name: 'Panela',
  description: 'Panela de aço',
  price: 100,
  active: false,
  launch: new Date(2025, 0, 10),
  status: 'draft',
  ProductCode: '1011',
  seo: { title: 'Panela' },
  size: { width: 10, height: 20 },
  tags: ['cozinha'],
  Stock: { A: { qty: 1 }, B: { qty: 2 } },
  image: 'http://img/1.png',
};

describe('findProposalObject', () => {
  it('takes the whole answer when it is a JSON object naming a form field', () => {
    expect(findProposalObject(' {"name": "Panela 6 L"} ', fields)).toEqual({ name: 'Panela 6 L' });
  });

  it('takes the last ```json block that names a form field', () => {
    const content = [
      'Primeiro pensei nisto:',
      '```json',
      '{"name": "A"}',
      '```',
      'Mas a versão final é:',
      '```json',
      '{"name": "B", "price": 90}',
      '```',
      'Um exemplo sem campos:',
      '```json',
      '{"foo": 1}',
      '```',
    ].join('\n');
    expect(findProposalObject(content, fields)).toEqual({ name: 'B', price: 90 });
  });

  it('finds nothing in prose, in JSON that is not an object, or in objects of other keys', () => {
    expect(findProposalObject('Sugiro trocar o nome para Panela 6 L.', fields)).toBeNull();
    expect(findProposalObject('["name"]', fields)).toBeNull();
    expect(findProposalObject('{"other": 1}', fields)).toBeNull();
    expect(findProposalObject('```json\n{"name": "x",}\n```', fields)).toBeNull();
    // A field the assistant cannot see does not make a proposal.
    expect(findProposalObject('{"image": "http://x"}', fields)).toBeNull();
  });
});

describe('extractProposedChanges', () => {
  it('returns null without a proposal', () => {
    expect(extractProposedChanges('Tudo certo com o produto.', fields, values)).toBeNull();
  });

  it('lists only the fields whose value differs, with their titles and paths', () => {
    const content = '```json\n{"name": "Panela 6 L", "price": 100, "active": true}\n```';
    const proposal = extractProposedChanges(content, fields, values)!;
    expect(proposal.changes).toEqual([
      { path: ['name'], label: 'Nome', current: 'Panela', proposed: 'Panela 6 L' },
      { path: ['active'], label: 'Ativo', current: false, proposed: true },
    ]);
    expect(proposal.rejected).toEqual([]);
    expect(proposal.ignoredKeys).toEqual([]);
  });

  it('uses stored names, dotted names (nested or flat) and partial structs', () => {
    const nested = diffProposal(
      { ProductCode: '1012', seo: { title: 'Panela 6 L' }, size: { width: 12 } },
      fields,
      values,
    );
    expect(nested.changes).toEqual([
      { path: ['ProductCode'], label: 'MPN', current: '1011', proposed: '1012' },
      { path: ['seo', 'title'], label: 'Título SEO', current: 'Panela', proposed: 'Panela 6 L' },
      { path: ['size', 'width'], label: 'Medidas › Largura', current: 10, proposed: 12 },
    ]);
    const flat = diffProposal({ 'seo.title': 'Outro' }, fields, values);
    expect(flat.changes.map((change) => change.path)).toEqual([['seo', 'title']]);
    // The form's own name is not the stored one when mapTo is set.
    expect(diffProposal({ mpn: '9' }, fields, values).ignoredKeys).toEqual(['mpn']);
  });

  it('turns dates into Date values and compares them by time', () => {
    const proposal = diffProposal(
      { launch: '2025-01-10', publishedAt: '2025-03-01T12:30:00Z' },
      fields,
      values,
    );
    expect(proposal.changes).toHaveLength(1);
    expect(proposal.changes[0].path).toEqual(['publishedAt']);
    expect(proposal.changes[0].proposed).toEqual(new Date('2025-03-01T12:30:00Z'));
    const day = diffProposal({ launch: '2025-02-03' }, fields, values).changes[0];
    expect(day.proposed).toEqual(new Date(2025, 1, 3));
  });

  it('rejects wrong types with a pt-BR reason and never lists them as changes', () => {
    const proposal = diffProposal(
      {
        name: '',
        price: '90,00',
        active: 'sim',
        launch: '2025-02-31',
        publishedAt: 'amanhã',
        status: 'archived',
        tags: 'cozinha',
        size: 'grande',
        content: { text: 'oi' },
      },
      fields,
      values,
    );
    expect(proposal.changes).toEqual([]);
    expect(proposal.rejected.map(({ label, reason }) => [label, reason])).toEqual([
      ['Nome', r.required],
      ['Preço', r.expectedNumber],
      ['Ativo', r.expectedBoolean],
      ['Lançamento', r.expectedDate],
      ['Publicado em', r.expectedDateTime],
      ['Status', r.notAnOption('"draft", "published"')],
      ['Medidas', r.expectedObject],
      ['Tags', r.expectedList],
      ['Conteúdo', r.expectedBlocks],
    ]);
  });

  it('checks list items and names the bad one', () => {
    const proposal = diffProposal(
      {
        tags: ['cozinha', 3],
        faq: [{ q: 'Vai ao forno?', on: '2025-01-01' }, { q: 5 }],
      },
      fields,
      values,
    );
    expect(proposal.rejected.map(({ label, reason }) => [label, reason])).toEqual([
      ['Tags', r.item(1, r.expectedText)],
      ['Perguntas', r.item(1, r.property('Pergunta', r.expectedText))],
    ]);
  });

  it('accepts good lists whole, converting dates inside them', () => {
    const proposal = diffProposal(
      { tags: ['cozinha', 'inox'], faq: [{ q: 'Vai ao forno?', on: '2025-01-01', extra: 1 }] },
      fields,
      values,
    );
    expect(proposal.rejected).toEqual([]);
    expect(proposal.changes.map((change) => change.proposed)).toEqual([
      ['cozinha', 'inox'],
      [{ q: 'Vai ao forno?', on: new Date(2025, 0, 1), extra: 1 }],
    ]);
  });

  it('goes into per-document maps entry by entry', () => {
    const proposal = diffProposal(
      { Stock: { A: { qty: 5 }, B: { qty: 2 }, C: 3 } },
      fields,
      values,
    );
    expect(proposal.changes).toEqual([
      { path: ['Stock', 'A', 'qty'], label: 'Estoque › A › Quantidade', current: 1, proposed: 5 },
    ]);
    expect(proposal.rejected).toEqual([
      { path: ['Stock', 'C'], label: 'Estoque › C', proposed: 3, reason: r.expectedObject },
    ]);
  });

  it('clears an optional value with null, reports unknown keys, leaves unseen fields alone', () => {
    const proposal = diffProposal(
      { price: null, status: null, image: 'http://other', color: 'azul', size: { depth: 3 } },
      fields,
      values,
    );
    expect(proposal.changes).toEqual([
      { path: ['price'], label: 'Preço', current: 100, proposed: null },
      { path: ['status'], label: 'Status', current: 'draft', proposed: null },
    ]);
    expect([...proposal.ignoredKeys].sort()).toEqual(['color', 'image', 'size.depth']);
  });

  it('accepts block content with a blocks list', () => {
    const content = { time: 1, blocks: [{ type: 'paragraph', data: { text: 'Oi' } }] };
    const proposal = diffProposal({ content }, fields, values);
    expect(proposal.changes).toEqual([
      { path: ['content'], label: 'Conteúdo', current: undefined, proposed: content },
    ]);
  });

  it('refuses to change read-only fields and the document id, but accepts them echoed', () => {
    const withLocked: FieldDefinition[] = [
      { type: 'text', name: 'id', title: 'Código' },
      { type: 'text', name: 'sku', title: 'SKU', readOnly: true },
      { type: 'text', name: 'name', title: 'Nome' },
    ];
    const current = { id: 'p1', sku: 'A-1', name: 'Panela' };
    const changed = diffProposal({ id: 'p2', sku: 'B-2', name: 'Tampa' }, withLocked, current);
    expect(changed.changes.map((change) => change.label)).toEqual(['Nome']);
    expect(changed.rejected.map(({ label, reason }) => [label, reason])).toEqual([
      ['Código', r.readOnly],
      ['SKU', r.readOnly],
    ]);
    const echoed = diffProposal({ id: 'p1', sku: 'A-1', name: 'Tampa' }, withLocked, current);
    expect(echoed.rejected).toEqual([]);
    expect(echoed.changes).toHaveLength(1);
  });
});
