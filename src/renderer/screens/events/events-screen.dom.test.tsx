import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SeedData } from '../../../shared/data/seed';
import { texts } from '../../../shared/texts/pt-BR';
import type { DataPorts } from '../../data/ports';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { renderScreen } from '../../test-support/render-screen';
import { createTestLocalPorts } from '../../test-support/local-ports';
import { resetSettingsStore } from '../../stores/settings-store';

// The first screen of a file waits for vite to transform its lazy chunks; the machine is shared.
vi.setConfig({ testTimeout: 120_000 });

const t = texts.events;
const NEWEST = Date.now() - 60_000;

const event = (project: string, index: number, extra: Record<string, unknown> = {}) => ({
  path: `project/${project}/customer-event/${project}-${String(index).padStart(3, '0')}`,
  data: {
    customerId: index % 2 ? 'cli-ana' : '',
    action: 'start',
    location: 'https://www.lojademo.com.br/?utm_source=google&utm_campaign=bf',
    // demo: 1, 3, 5 ... minutes before NEWEST; outlet: 0, 2, 4 ...
    createdAt: {
      __date: new Date(NEWEST - (index * 2 + (project === 'demo' ? 1 : 0)) * 60_000).toISOString(),
    },
    project,
    device: { bot: '', brand: 'Apple', type: 'smartphone' },
    about: { ip: '1.2.3.4', ipCity: 'Recife', ipRegion: 'PE' },
    ...extra,
  },
});

const seed: SeedData['documents'] = [
  { path: 'project/demo', data: { name: 'Loja Demo' } },
  { path: 'project/outlet', data: { name: 'Outlet Demo' } },
  { path: 'project/demo/config/console', data: { storefrontDomain: 'www.lojademo.com.br' } },
  {
    path: 'project/demo/customer/cli-ana',
    data: {
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@exemplo.com.br',
      phoneNumber: '+5511987654321',
    },
  },
  event('demo', 0, {
    action: 'view_item',
    ProductCode: '1011',
    search: 'panela',
    zipcode: '01310-100',
  }),
  ...Array.from({ length: 54 }, (_, index) => event('demo', index + 1)),
  event('outlet', 0, { action: 'purchase', ProductCode: 'OUT-1' }),
  ...Array.from({ length: 9 }, (_, index) => event('outlet', index + 1)),
];

let ports: DataPorts | null = null;

async function setup(path: string, initial: Parameters<typeof createFakeBridge>[0] = {}) {
  ports = await createTestLocalPorts(seed);
  const real = ports;
  const bridge = createFakeBridge(initial);
  bridge.script('app.openExternal', () => true);
  return { bridge, real };
}

const feed = () => screen.findByRole('list', { name: t.feed });
const rows = () => within(screen.getByRole('list', { name: t.feed })).getAllByRole('listitem');

beforeEach(() => resetSettingsStore());
afterEach(async () => {
  await ports?.dispose();
  ports = null;
});

describe('Eventos', () => {
  it('shows the latest 50 events live, each with its details, and a new one fades in at the top', async () => {
    const { bridge, real } = await setup('/console/events');
    const view = renderScreen(
      bridge,
      async () => ({ ...real, dispose: async () => {} }),
      '/console/events',
    );
    await feed();
    await waitFor(() => expect(rows()).toHaveLength(50));
    const top = rows()[0];
    expect(top.getAttribute('data-event')).toBe('demo/demo-000');
    expect(within(top).getByText('Viu um produto')).toBeTruthy();
    expect(within(top).getByText('há 2 minutos')).toBeTruthy();
    expect(within(top).getByText('Apple · Celular')).toBeTruthy();
    expect(within(top).getByText('https://www.lojademo.com.br/')).toBeTruthy();
    expect(within(top).getByText('utm_source: google')).toBeTruthy();
    expect(within(top).getByText('utm_campaign: bf')).toBeTruthy();
    expect(within(top).getByText('panela')).toBeTruthy();
    expect(within(top).getByText('01310-100')).toBeTruthy();
    expect(within(top).getByText('Recife/PE')).toBeTruthy();
    expect(within(top).getByText(t.anonymous)).toBeTruthy();
    expect(top.className).not.toMatch(/fresh/);
    // Only the active project's events: none of outlet's.
    expect(rows().some((row) => row.getAttribute('data-event')?.startsWith('outlet/'))).toBe(false);

    // The product opens on the storefront, in the system browser.
    fireEvent.click(within(top).getByRole('button', { name: t.openProduct('1011') }));
    await waitFor(() =>
      expect(bridge.callsOf('app.openExternal')).toEqual([
        { url: 'https://www.lojademo.com.br/1011' },
      ]),
    );

    await act(() =>
      real.documents.set('project/demo/customer-event/new-1', {
        action: 'add_to_cart',
        createdAt: new Date(),
        customerId: 'cli-ana',
      }),
    );
    await waitFor(() => expect(rows()[0].getAttribute('data-event')).toBe('demo/new-1'));
    expect(rows()).toHaveLength(50);
    expect(rows()[0].className).toMatch(/fresh/);
    expect(within(rows()[0]).getByText('há poucos segundos')).toBeTruthy();
    expect(within(rows()[0]).getByText('Adicionou ao carrinho')).toBeTruthy();
    expect(rows()[1].className).not.toMatch(/fresh/);
    view.unmount();
  });

  it('filters to a customer from a link and says who it is', async () => {
    const { bridge, real } = await setup('/console/events');
    const view = renderScreen(
      bridge,
      async () => ({ ...real, dispose: async () => {} }),
      '/console/events',
    );
    await feed();
    await waitFor(() => expect(rows()).toHaveLength(50));
    // The link reads the customer's name, not the id.
    fireEvent.click(
      await within(rows()[1]).findByRole('link', { name: t.customerLink('Ana Souza') }),
    );
    await waitFor(() => expect(view.currentPath()).toBe('/console/events?customerId=cli-ana'));
    expect(await screen.findByText(t.customer.of('Ana Souza'))).toBeTruthy();
    expect(screen.getByText('ana@exemplo.com.br')).toBeTruthy();
    expect(screen.getByText('(11) 98765-4321')).toBeTruthy();
    // The odd demo events are Ana's: 27 of 0..54.
    await waitFor(() => expect(rows()).toHaveLength(27));
    expect(rows().every((row) => within(row).queryByText(t.anonymous) === null)).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: t.customer.clear }));
    await waitFor(() => expect(rows()).toHaveLength(50));
    view.unmount();
  });

  it('says when the customer of a link is not found, and shows no product link without a storefront', async () => {
    const { bridge, real } = await setup('/console/events?customerId=cli-ninguem');
    const view = renderScreen(
      bridge,
      async () => ({ ...real, dispose: async () => {} }),
      '/console/events?customerId=cli-ninguem',
    );
    expect(await screen.findByText(t.customer.notFound('cli-ninguem'))).toBeTruthy();
    expect(await screen.findByText(t.emptyForCustomer)).toBeTruthy();
    view.unmount();

    // outlet has no storefront domain: the code shows, with no button.
    const again = await setup('/console/events', { activeProjectId: 'outlet' });
    const other = renderScreen(
      again.bridge,
      async () => ({ ...again.real, dispose: async () => {} }),
      '/console/events',
    );
    await feed();
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(within(rows()[0]).getByText(t.product('OUT-1'))).toBeTruthy();
    expect(within(rows()[0]).queryByRole('button')).toBeNull();
    other.unmount();
  });

  it('merges the chosen projects in the multi-project view, and a failing one shows its error while the others stream', async () => {
    const { bridge, real } = await setup('/console/events', { activeProjectId: 'all' });
    await bridge.invoke('settings.setMultiProjects', { projectIds: ['demo', 'broken', 'outlet'] });
    const watchQuery = real.documents.watchQuery.bind(real.documents);
    const documents = Object.assign(Object.create(real.documents) as typeof real.documents, {
      watchQuery: ((path, spec, onNext, onError) => {
        if (path.startsWith('project/broken/')) {
          queueMicrotask(() => onError?.(new Error('Permissão negada.')));
          return () => {};
        }
        return watchQuery(path, spec, onNext, onError);
      }) as typeof real.documents.watchQuery,
    });
    const view = renderScreen(
      bridge,
      async () => ({ ...real, documents, dispose: async () => {} }),
      '/console/events',
    );
    await feed();
    expect(await screen.findByText(t.projectFailed('broken', 'Permissão negada.'))).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(50));
    const keys = rows().map((row) => row.getAttribute('data-event'));
    // Interleaved by time: outlet's are the newer of each pair, until outlet's 10 run out.
    expect(keys.slice(0, 4)).toEqual([
      'outlet/outlet-000',
      'demo/demo-000',
      'outlet/outlet-001',
      'demo/demo-001',
    ]);
    expect(keys.filter((key) => key?.startsWith('outlet/'))).toHaveLength(10);
    expect(within(rows()[0]).getByText(t.projectTag('outlet'))).toBeTruthy();
    // Links carry the project.
    const link = within(rows()[2]).getByRole('link', { name: t.customerLink('cli-ana') });
    expect(link.getAttribute('href')).toBe('/console/events?customerId=cli-ana&project=outlet');

    // Still live for the others.
    await act(() =>
      real.documents.set('project/outlet/customer-event/new-o', {
        action: 'exit',
        createdAt: new Date(),
      }),
    );
    await waitFor(() => expect(rows()[0].getAttribute('data-event')).toBe('outlet/new-o'));
    view.unmount();
  });

  it('asks to choose projects when the multi-project view has none', async () => {
    const { bridge, real } = await setup('/console/events', { activeProjectId: 'all' });
    const view = renderScreen(
      bridge,
      async () => ({ ...real, dispose: async () => {} }),
      '/console/events',
    );
    expect(await screen.findByText(t.noProjectsChosen)).toBeTruthy();
    expect(screen.queryByRole('list', { name: t.feed })).toBeNull();
    view.unmount();
  });
});
