import type { ReactElement, ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import { fireEvent, screen, within } from '@testing-library/react';
import { render as renderPlain } from '../../test-support/render';
import { describe, expect, it } from 'vitest';
import { texts } from '../../../shared/texts/pt-BR';
import { giveTablesAViewport } from '../../test-support/table-viewport';
import { DataTable, type DataTableColumn } from './data-table';

const t = texts.dataTable;

interface Item {
  id: string;
  name: string;
  price: number;
  kind: 'a' | 'b';
}

const items: Item[] = Array.from({ length: 120 }, (_, index) => ({
  id: `i${index}`,
  name: `Item ${String(index).padStart(3, '0')}`,
  // Scrambled, so sorting by price is not the rows' order.
  price: ((index * 37) % 120) + 0.5,
  kind: index % 3 === 0 ? 'a' : 'b',
}));

const columns: DataTableColumn<Item>[] = [
  { key: 'name', title: 'Nome', sortValue: (item) => item.name, filter: 'text' },
  {
    key: 'price',
    title: 'Preço',
    sortValue: (item) => item.price,
    render: (item) => `R$ ${item.price}`,
    align: 'end',
  },
  {
    key: 'kind',
    title: 'Tipo',
    filter: [
      { value: 'a', label: 'Tipo A' },
      { value: 'b', label: 'Tipo B' },
    ],
  },
];

const wrapper = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={ptBR} theme={{ token: { motion: false } }}>
    {children}
  </ConfigProvider>
);
const render = (ui: ReactElement) => renderPlain(ui, { wrapper });

const table = (
  rows: Item[] = items,
  extra: Partial<Parameters<typeof DataTable<Item>>[0]> = {},
) => (
  <DataTable
    rows={rows}
    columns={columns}
    rowKey={(item) => item.id}
    ariaLabel="Itens"
    rowLabel={(item) => item.name}
    expandedRow={(item) => <p>Detalhe de {item.name}</p>}
    {...extra}
  />
);

/** The body rows' first text cell (after the toggle), top to bottom. */
const names = () =>
  within(screen.getByRole('table', { name: 'Itens' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

// jsdom lays nothing out: give the table's scrolling area a viewport so rows virtualize.
giveTablesAViewport();

describe('DataTable', () => {
  it('shows a window of the first page of 50, with its place among the rows', () => {
    render(table());
    const grid = screen.getByRole('table', { name: 'Itens' });
    expect(grid.getAttribute('aria-rowcount')).toBe('121');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Nome',
      'Preço',
      'Tipo',
    ]);
    const shown = names();
    // 560 px of 41 px rows plus overscan: a window, not the page.
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(35);
    expect(shown[0]).toBe('Item 000');
    expect(screen.getByText(t.range(1, 50, 120))).toBeTruthy();
    // Default cell text: the field as a pt-BR line.
    expect(within(grid).getAllByRole('cell', { name: 'b' }).length).toBeGreaterThan(0);
  });

  it('sorts on a header click: ascending, descending, then the rows’ own order', () => {
    render(table());
    const header = screen.getByRole('columnheader', { name: /Preço/ });
    const button = within(header).getByRole('button', { name: 'Preço' });
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    const byPrice = [...items].sort((a, b) => a.price - b.price).map((item) => item.name);
    expect(names().slice(0, 3)).toEqual(byPrice.slice(0, 3));
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(names().slice(0, 3)).toEqual(byPrice.slice(-3).reverse());
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBeNull();
    expect(names()[0]).toBe('Item 000');
  });

  it('filters by text (accents and case aside) and by options, back to page 1', async () => {
    render(table());
    fireEvent.click(screen.getByTitle('2'));
    expect(names()[0]).toBe('Item 050');

    fireEvent.click(screen.getByRole('button', { name: t.filterBy('Nome') }));
    fireEvent.change(await screen.findByRole('textbox', { name: t.filterText('Nome') }), {
      target: { value: 'ITEM 11' },
    });
    expect(names()).toEqual([
      'Item 110',
      'Item 111',
      'Item 112',
      'Item 113',
      'Item 114',
      'Item 115',
      'Item 116',
      'Item 117',
      'Item 118',
      'Item 119',
    ]);
    expect(screen.getByText(t.range(1, 10, 10))).toBeTruthy();
    expect(
      screen.getByRole('button', { name: t.filterBy('Nome') }).getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: t.filterBy('Tipo') }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tipo A' }));
    // 111, 114, 117 are multiples of 3 among them.
    expect(names()).toEqual(['Item 111', 'Item 114', 'Item 117']);

    fireEvent.change(screen.getByRole('textbox', { name: t.filterText('Nome') }), {
      target: { value: 'nada assim' },
    });
    expect(screen.getByText(t.noMatch)).toBeTruthy();
  });

  it('opens and closes a row’s details from its own toggle', () => {
    render(table());
    const open = screen.getByRole('button', { name: t.expandRow('Item 002') });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    const close = screen.getByRole('button', { name: t.collapseRow('Item 002') });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(close.getAttribute('aria-controls')!);
    expect(details?.textContent).toBe('Detalhe de Item 002');
    expect(screen.queryByText('Detalhe de Item 001')).toBeNull();
    fireEvent.click(close);
    expect(screen.queryByText('Detalhe de Item 002')).toBeNull();
  });

  it('changes the page and the page size (50, 500, 1000)', async () => {
    render(table());
    fireEvent.click(screen.getByTitle('3'));
    expect(names()[0]).toBe('Item 100');
    expect(screen.getByText(t.range(101, 120, 120))).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '50 / página',
      '500 / página',
      '1000 / página',
    ]);
    fireEvent.click(screen.getByText('500 / página'));
    expect(await screen.findByText(t.range(1, 120, 120))).toBeTruthy();
    expect(names()[0]).toBe('Item 000');
  });

  it('holds at most 1,000 rows and says how many it left out', () => {
    const many = Array.from({ length: 1250 }, (_, index) => ({
      ...items[index % 120],
      id: `m${index}`,
    }));
    render(table(many));
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('1001');
    expect(screen.getByText(t.cutOff(1000, 250))).toBeTruthy();
  });

  it('says when there are no rows, with the screen’s own text', () => {
    render(table([], { emptyText: 'Nenhum item aqui.' }));
    expect(screen.getByText('Nenhum item aqui.')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('1');
  });
});
