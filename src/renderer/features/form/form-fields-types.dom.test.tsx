import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIELD_TYPES, type FieldDefinition } from '../../../shared/forms/field-definition';
import { newLayoutNode, serializeLayout } from '../../../shared/layout';
import type { DataPorts } from '../../data/ports';
import { createTestLocalPorts } from '../../test-support/local-ports';
import { renderForm, valuesOf } from '../../test-support/render-form';

let ports: DataPorts | null = null;
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

const everyType: FieldDefinition[] = [
  { type: 'text', name: 'text', title: 'T text' },
  { type: 'number', name: 'number', title: 'T number' },
  { type: 'checkbox', name: 'checkbox', title: 'T checkbox' },
  { type: 'datetime', name: 'datetime', title: 'T datetime' },
  { type: 'date', name: 'date', title: 'T date' },
  { type: 'textarea', name: 'textarea', title: 'T textarea' },
  { type: 'condition', name: 'condition', title: 'T condition', conditionFields: 'product' },
  { type: 'select', name: 'select', title: 'T select', options: [{ value: 'a', label: 'A' }] },
  { type: 'select_nested', name: 'select_nested', title: 'T select_nested', collection: 'cat' },
  { type: 'file', name: 'file', title: 'T file' },
  { type: 'image', name: 'image', title: 'T image' },
  { type: 'video', name: 'video', title: 'T video' },
  { type: 'struct', name: 'struct', title: 'T struct', fields: [{ type: 'text', name: 'x' }] },
  {
    type: 'array_field',
    name: 'array_field',
    title: 'T array_field',
    field: { type: 'text', name: 'x' },
  },
  {
    type: 'array_struct',
    name: 'array_struct',
    title: 'T array_struct',
    fields: [{ type: 'text', name: 'y', title: 'Y' }],
  },
  {
    type: 'collection_doc_form',
    name: 'collection_doc_form',
    title: 'T collection_doc_form',
    collection: 'cat',
    fields: [{ type: 'number', name: 'qty', title: 'Qtd' }],
  },
  {
    type: 'collection-editor',
    name: 'collection-editor',
    title: 'T collection-editor',
    collection: 'cat',
  },
  { type: 'doc-editor', name: 'doc-editor', title: 'T doc-editor', collection: 'cat' },
  { type: 'editor', name: 'editor', title: 'T editor' },
  { type: 'editor-layout', name: 'editor-layout', title: 'T editor-layout' },
  { type: 'component', name: 'component', title: 'T component', component: 'json' },
];

const deferredValues = {
  condition: { map: { type: 'AND', params: [] }, sql: "Brand = 'X' AND Price > 10" },
  file: 'https://cdn.example.com/manual.pdf',
  image: [
    { url: 'https://cdn.example.com/a.png', filename: 'a.png', width: 350, height: 400 },
    { url: 'javascript:alert(1)', filename: 'mal.png' },
  ],
  video: { url: 'https://video.example.com/v/1', cdn: { bunny: { id: 'v1', status: 4 } } },
  'editor-layout': serializeLayout({
    ROOT: { ...newLayoutNode('container'), nodes: ['t1'] },
    t1: { ...newLayoutNode('text', { html: '<p>Oi</p>' }), parent: 'ROOT' },
  }),
};

describe('every field type', () => {
  it('is covered by this test', () => {
    expect(everyType.map((field) => field.type).sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('renders each type with its label, against a real store', async () => {
    ports = await createTestLocalPorts([
      { path: 'project/demo/cat/c1', data: { title: 'Categoria 1' } },
    ]);
    renderForm(everyType, {
      documents: ports.documents,
      values: { ...deferredValues, array_struct: [{ y: 'yy' }] },
      renderEmbeddedDocument: (collection, id) => <p>embutido {`${collection}/${id}`}</p>,
    });
    for (const field of everyType) {
      expect(screen.getByText(field.title!), field.type).toBeTruthy();
    }
    expect(screen.getByLabelText('T text').tagName).toBe('INPUT');
    expect(screen.getByLabelText('T textarea').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('T component').tagName).toBe('TEXTAREA');
    const row = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLElement;
    expect(row('struct').tagName).toBe('FIELDSET');
    expect(within(row('array_struct')).getByLabelText('Y')).toHaveProperty('value', 'yy');
    // Fields reading the other collection settle; the block editor loads lazily.
    expect(await screen.findByRole('region', { name: 'Categoria 1' })).toBeTruthy();
    const editorRow = document.querySelector('[data-field="editor"]') as HTMLElement;
    await waitFor(() => expect(editorRow.querySelector('.ant-skeleton')).toBeNull());
    // Loaded: the block editor's own controls are in the row.
    expect(within(editorRow).getAllByRole('button').length).toBeGreaterThan(0);
    // The layout editor loads lazily too, inside its own row.
    const layoutRow = document.querySelector('[data-field="editor-layout"]') as HTMLElement;
    expect(
      await within(layoutRow).findByRole(
        'region',
        { name: 'Editor de layout' },
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
  });
});

describe('file, image and video fields', () => {
  it('show their files by name, images previewed from http(s) URLs only', () => {
    renderForm(
      everyType.filter((field) => ['file', 'image', 'video'].includes(field.type)),
      { values: deferredValues },
    );
    const file = within(screen.getByRole('list', { name: 'T file' }));
    expect(file.getByText('manual.pdf')).toBeTruthy();
    expect(file.queryByRole('img', { name: 'manual.pdf' })).toBeNull();
    const image = within(screen.getByRole('list', { name: 'T image' }));
    expect(image.getByRole('img', { name: 'a.png' }).getAttribute('src')).toBe(
      'https://cdn.example.com/a.png',
    );
    // A non-http URL never reaches an src: the file shows as an icon and its name.
    expect(image.queryByRole('img', { name: 'mal.png' })).toBeNull();
    expect(image.getByText('mal.png')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'T video' })).getByText('1')).toBeTruthy();
    // Each takes more files by drop or dialog.
    for (const title of ['T file', 'T image', 'T video']) {
      expect(
        screen.getByRole('group', { name: `Área para soltar arquivos: ${title}` }),
      ).toBeTruthy();
    }
    expect(screen.queryByText(/Somente leitura/)).toBeNull();
  });

  it('are never rewritten when other fields are edited', () => {
    const { store } = renderForm(
      [
        { type: 'text', name: 'title', title: 'Título' },
        ...everyType.filter((field) =>
          ['condition', 'file', 'image', 'video', 'editor-layout'].includes(field.type),
        ),
      ],
      { values: { ...deferredValues, untouched: { deep: [1, 2] } } },
    );
    const before = valuesOf(store);
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Novo' } });
    const after = valuesOf(store);
    expect(after.title).toBe('Novo');
    for (const key of [...Object.keys(deferredValues), 'untouched']) {
      expect(after[key], key).toBe(before[key]);
    }
  });

  it('show odd values as JSON and missing ones as empty', () => {
    renderForm(
      [
        { type: 'condition', name: 'c', title: 'C', conditionFields: 'product' },
        { type: 'image', name: 'i', title: 'I' },
      ],
      { values: { c: { map: { type: 'AND' } } } },
    );
    expect(
      within(screen.getByRole('group', { name: 'C' })).getByText('{"map":{"type":"AND"}}'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'I' })).getByText('Nenhum arquivo.'),
    ).toBeTruthy();
  });
});

describe('component fields', () => {
  it('an unknown component name shows a notice and keeps the value', () => {
    const { store } = renderForm(
      [{ type: 'component', name: 'x', title: 'X', component: 'nao-existe' }],
      { values: { x: { a: 1 } } },
    );
    expect(screen.getByText(/Componente "nao-existe" não encontrado/)).toBeTruthy();
    expect(valuesOf(store)).toEqual({ x: { a: 1 } });
  });

  it("'json' edits a value as JSON, dates as wrappers, refusing invalid JSON", () => {
    const when = new Date('2026-03-14T12:00:00.000Z');
    const { store } = renderForm(
      [{ type: 'component', name: 'filters', title: 'Filtros', component: 'json' }],
      { values: { filters: { brand: ['X'], since: when } } },
    );
    const editor = screen.getByLabelText('Filtros') as HTMLTextAreaElement;
    expect(JSON.parse(editor.value)).toEqual({
      brand: ['X'],
      since: { __date: '2026-03-14T12:00:00.000Z' },
    });

    fireEvent.change(editor, { target: { value: '{"brand": [' } });
    expect(screen.getByRole('alert').textContent).toMatch(/^JSON inválido: /);
    expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(editor.value).toBe('{"brand": [');
    expect(valuesOf(store).filters).toEqual({ brand: ['X'], since: when });
    expect(store.getState().revision).toBe(0);

    fireEvent.change(editor, { target: { value: '{"when": {"__date": "ontem"}}' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'JSON inválido: data inválida em $.when: "ontem"',
    );

    fireEvent.change(editor, {
      target: { value: '[1, {"at": {"__date": "2027-01-02T03:04:05.000Z"}}]' },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(valuesOf(store).filters).toEqual([1, { at: new Date('2027-01-02T03:04:05.000Z') }]);

    fireEvent.change(editor, { target: { value: '  ' } });
    expect(valuesOf(store).filters).toBeNull();
  });
});
