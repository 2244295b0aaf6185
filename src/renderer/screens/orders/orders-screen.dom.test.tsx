import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SeedData } from '../../../shared/data/seed';
import { formatDateTime } from '../../../shared/format/pt-br-format';
import { texts } from '../../../shared/texts/pt-BR';
import type { DataPorts } from '../../data/ports';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { renderScreen } from '../../test-support/render-screen';
import { createTestLocalPorts } from '../../test-support/local-ports';
import { resetSettingsStore } from '../../stores/settings-store';

// The first screen of a file waits for vite to transform its lazy chunks; the machine is shared.
vi.setConfig({ testTimeout: 120_000 });

const t = texts.shell.screens.orders;

const order = (
  project: string,
  id: string,
  customerId: string,
  createdAt: string,
  total: number,
  products: unknown[] = [],
) => ({
  path: `project/${project}/order/${id}`,
  data: {
    number: id.toUpperCase(),
    customerId,
    createdAt: { __date: createdAt },
    status: { order: 'completed', payment: 'paid', shipment: 'weird-code' },
    total,
    products,
  },
});

const seed: SeedData['documents'] = [
  { path: 'project/demo', data: { name: 'Loja Demo' } },
  { path: 'project/outlet', data: { name: 'Outlet Demo' } },
  order('demo', 'a1', 'cli-ana', '2026-11-01T12:00:00.000Z', 100, [
    { ProductCode: '1011', name: 'Panela de Pressão', qty: 2, price: 429.9 },
    { ProductCode: '3301', name: 'Faca para Churrasco', qty: 1, price: 89.9 },
  ]),
  order('demo', 'a2', 'cli-ana', '2026-11-03T12:00:00.000Z', 1299),
  order('demo', 'a3', 'cli-ana', '2026-10-20T12:00:00.000Z', 10.5),
  order('demo', 'b1', 'cli-bruno', '2026-11-02T12:00:00.000Z', 50),
  order('outlet', 'o1', 'cli-ana', '2026-09-01T12:00:00.000Z', 299.9),
];

let ports: DataPorts | null = null;

async function setup(path: string) {
  ports = await createTestLocalPorts(seed);
  const real = ports;
  const bridge = createFakeBridge();
  const view = renderScreen(bridge, async () => ({ ...real, dispose: async () => {} }), path);
  return { ...view, bridge, documents: real.documents };
}

/** The order numbers in the table, top to bottom. */
const numbers = () =>
  within(screen.getByRole('table', { name: t.table }))
    .getAllByRole('row')
    // The orders' own rows: not the header, nor the rows of an open order's items.
    .filter((row) => Number(row.getAttribute('aria-rowindex')) > 1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

// jsdom lays nothing out: the table's scrolling area gets a viewport so rows virtualize.
let restore: () => void;
beforeAll(() => {
  const saved = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.getAttribute('role') === 'table' ? 560 : saved.get!.call(this);
    },
  });
  restore = () => Object.defineProperty(Element.prototype, 'clientHeight', saved);
});
afterAll(() => restore());
beforeEach(() => resetSettingsStore());
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

describe('/console/orders', () => {
  it("lists the customer's orders newest first, live, with their items on expansion", async () => {
    const { documents } = await setup('/console/orders?customerId=cli-ana');
    await waitFor(() => expect(numbers()).toEqual(['A2', 'A1', 'A3']));
    expect(screen.getByText(t.ofCustomer('cli-ana'))).toBeTruthy();
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('R$ 1.299,00')).toBeTruthy();
    expect(within(first).getByText('Concluído')).toBeTruthy();
    expect(within(first).getByText('Pago')).toBeTruthy();
    // A code the console does not know shows as stored.
    expect(within(first).getByText('weird-code')).toBeTruthy();
    // The machine's time zone decides the hour; the format is the shared one.
    expect(
      within(first).getByText(formatDateTime(new Date('2026-11-03T12:00:00.000Z'))),
    ).toBeTruthy();

    fireEvent.click(
      screen.getByRole('button', { name: texts.dataTable.expandRow(t.rowLabel('A1')) }),
    );
    const items = await screen.findByRole('table', { name: t.items.label('A1') });
    // Body rows only: the header's cells are column headers.
    const itemRows = within(items)
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length > 0);
    expect(
      itemRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1011', 'Panela de Pressão', '2', 'R$\u00a0429,90', 'R$\u00a0859,80'],
      ['3301', 'Faca para Churrasco', '1', 'R$\u00a089,90', 'R$\u00a089,90'],
    ]);

    await act(() =>
      documents.set(
        'project/demo/order/a9',
        order('demo', 'a9', 'cli-ana', '2026-11-20T12:00:00.000Z', 5).data,
      ),
    );
    await waitFor(() => expect(numbers()).toEqual(['A9', 'A2', 'A1', 'A3']));
  });

  it('lists every order of the project without a customer, and says when a customer has none', async () => {
    const view = await setup('/console/orders');
    await waitFor(() => expect(numbers()).toEqual(['A2', 'B1', 'A1', 'A3']));
    expect(screen.getByText(t.ofProject('demo'))).toBeTruthy();
    view.unmount();
    await ports?.dispose();
    await setup('/console/orders?customerId=ninguem');
    expect(await screen.findByText(t.emptyForCustomer('ninguem'))).toBeTruthy();
  });

  it('makes the link’s project the active one and shows its orders', async () => {
    const { bridge } = await setup('/console/orders?project=outlet&customerId=cli-ana');
    await waitFor(() => expect(numbers()).toEqual(['O1']));
    expect(bridge.state.activeProjectId).toBe('outlet');
  });

  it('says a project that is not known, and changes nothing', async () => {
    const { bridge } = await setup('/console/orders?project=nao-existe&customerId=cli-ana');
    expect(await screen.findByText(t.unknownProject('nao-existe'))).toBeTruthy();
    expect(bridge.state.activeProjectId).toBe('demo');
    expect(screen.queryByRole('table', { name: t.table })).toBeNull();
  });

  it('says when the orders cannot be read, and tries again on request', async () => {
    ports = await createTestLocalPorts(seed);
    const real = ports;
    let fail = true;
    const documents = new Proxy(real.documents, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key === 'watchQuery' && fail) {
          return (_path: string, _spec: unknown, _next: unknown, onError: (e: Error) => void) => {
            setTimeout(() => onError(new Error('sem permissão')));
            return () => {};
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    renderScreen(
      createFakeBridge(),
      async () => ({ ...real, documents, dispose: async () => {} }),
      '/console/orders?customerId=cli-ana',
    );
    expect(await screen.findByText(t.failed('sem permissão'))).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(numbers()).toEqual(['A2', 'A1', 'A3']));
    expect(screen.queryByText(t.failed('sem permissão'))).toBeNull();
  });
});
