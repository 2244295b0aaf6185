import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../forms/field-definition';
import { buildProductSchema, DRAFT_07 } from './product-schema';

const form = (fields: FieldDefinition[]) => buildProductSchema({ title: 'Produtos', fields });

describe('buildProductSchema', () => {
  it('is a draft-07 object titled by the form', () => {
    const schema = form([]);
    expect(schema).toEqual({
      $schema: DRAFT_07,
      title: 'Produtos',
      type: 'object',
      properties: {},
    });
  });

  it('maps each scalar type with the field title', () => {
    const schema = form([
      { type: 'text', name: 'name', title: 'Nome' },
      { type: 'textarea', name: 'description', title: 'Descrição', help: 'Até 500 letras' },
      { type: 'number', name: 'price', title: 'Preço' },
      { type: 'checkbox', name: 'active', title: 'Ativo' },
      { type: 'date', name: 'launch', title: 'Lançamento' },
      { type: 'datetime', name: 'publishedAt' },
    ]);
    expect(schema.properties).toEqual({
      name: { title: 'Nome', type: 'string' },
      description: { title: 'Descrição', description: 'Até 500 letras', type: 'string' },
      price: { title: 'Preço', type: 'number' },
      active: { title: 'Ativo', type: 'boolean' },
      launch: { title: 'Lançamento', type: 'string', format: 'date' },
      // No title: the name stands in.
      publishedAt: { title: 'publishedAt', type: 'string', format: 'date-time' },
    });
  });

  it('uses the stored name (mapTo) and nests dotted names, keeping required at each level', () => {
    const schema = form([
      { type: 'text', name: 'mpn', mapTo: 'ProductCode', title: 'MPN', required: true },
      { type: 'text', name: 'location.pathname', title: 'Caminho', required: true },
      { type: 'text', name: 'location.search', title: 'Busca' },
    ]);
    expect(Object.keys(schema.properties!)).toEqual(['ProductCode', 'location']);
    expect(schema.required).toEqual(['ProductCode', 'location']);
    expect(schema.properties!.location).toEqual({
      type: 'object',
      title: 'location',
      properties: {
        pathname: { title: 'Caminho', type: 'string' },
        search: { title: 'Busca', type: 'string' },
      },
      required: ['pathname'],
    });
  });

  it('turns a select into an enum of its option values, typed when they share a type', () => {
    const schema = form([
      {
        type: 'select',
        name: 'status',
        title: 'Status',
        options: [
          { value: 'draft', label: 'Rascunho' },
          { value: 'published', label: 'Publicado' },
        ],
      },
      {
        type: 'select',
        name: 'mixed',
        options: [
          { value: 1, label: 'Um' },
          { value: 'two', label: 'Dois' },
        ],
      },
    ]);
    expect(schema.properties!.status).toEqual({
      title: 'Status',
      type: 'string',
      enum: ['draft', 'published'],
    });
    expect(schema.properties!.mixed).toEqual({ title: 'mixed', enum: [1, 'two'] });
  });

  it('describes structs, lists, lists of structs, per-document maps and block content', () => {
    const schema = form([
      {
        type: 'struct',
        name: 'size',
        title: 'Medidas',
        fields: [
          { type: 'number', name: 'width', title: 'Largura', required: true },
          { type: 'number', name: 'height', title: 'Altura' },
        ],
      },
      { type: 'array_field', name: 'tags', title: 'Tags', field: { type: 'text', name: 'x' } },
      {
        type: 'array_struct',
        name: 'faq',
        title: 'Perguntas',
        fields: [{ type: 'text', name: 'q', title: 'Pergunta' }],
      },
      {
        type: 'collection_doc_form',
        name: 'Stock',
        title: 'Estoque',
        collection: 'stock-locations',
        fields: [{ type: 'number', name: 'qty', title: 'Quantidade' }],
      },
      { type: 'editor', name: 'content', title: 'Conteúdo' },
    ]);
    const props = schema.properties!;
    expect(props.size).toEqual({
      title: 'Medidas',
      type: 'object',
      properties: {
        width: { title: 'Largura', type: 'number' },
        height: { title: 'Altura', type: 'number' },
      },
      required: ['width'],
    });
    expect(props.tags).toEqual({
      title: 'Tags',
      type: 'array',
      items: { title: 'x', type: 'string' },
    });
    expect(props.faq).toEqual({
      title: 'Perguntas',
      type: 'array',
      items: { type: 'object', properties: { q: { title: 'Pergunta', type: 'string' } } },
    });
    expect(props.Stock.type).toBe('object');
    expect(props.Stock.additionalProperties).toEqual({
      type: 'object',
      properties: { qty: { title: 'Quantidade', type: 'number' } },
    });
    expect(props.content.type).toBe('object');
    expect(props.content.properties!.blocks.type).toBe('array');
  });

  it('leaves out deferred and embedded types, also inside structs', () => {
    const schema = form([
      { type: 'image', name: 'image' },
      { type: 'file', name: 'file' },
      { type: 'video', name: 'video' },
      { type: 'condition', conditionFields: 'product', name: 'rule' },
      { type: 'editor-layout', name: 'layout' },
      { type: 'collection-editor', name: 'lessons', collection: 'lessons' },
      { type: 'doc-editor', name: 'page', collection: 'pages' },
      { type: 'component', name: 'widget', component: 'x' },
      {
        type: 'struct',
        name: 'seo',
        fields: [
          { type: 'image', name: 'cover' },
          { type: 'text', name: 'title', title: 'Título' },
        ],
      },
      { type: 'array_field', name: 'pictures', field: { type: 'image', name: 'x' } },
    ]);
    expect(Object.keys(schema.properties!)).toEqual(['seo']);
    expect(Object.keys(schema.properties!.seo.properties!)).toEqual(['title']);
  });

  it('survives a JSON round trip unchanged (it is sent as a request body)', () => {
    const schema = form([
      { type: 'number', name: 'a.b.c', title: 'Fundo', required: true },
      { type: 'select_nested', name: 'parent', collection: 'categories' },
    ]);
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
    expect(schema.properties!.a.properties!.b.properties!.c).toEqual({
      title: 'Fundo',
      type: 'number',
    });
    expect(schema.properties!.parent.type).toBe('string');
  });

  it('marks read-only fields and the top-level id field readOnly', () => {
    const schema = form([
      { type: 'text', name: 'id', title: 'Código' },
      { type: 'text', name: 'sku', readOnly: true },
      {
        type: 'struct',
        name: 'meta',
        fields: [{ type: 'text', name: 'id', title: 'Id interno' }],
      },
    ]);
    expect(schema.properties!.id).toEqual({ title: 'Código', type: 'string', readOnly: true });
    expect(schema.properties!.sku.readOnly).toBe(true);
    // Only the document's own id is locked; an `id` inside a struct is plain data.
    expect(schema.properties!.meta.properties!.id.readOnly).toBeUndefined();
  });
});
