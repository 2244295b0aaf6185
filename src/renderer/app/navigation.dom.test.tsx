import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { texts } from '../../shared/texts/pt-BR';
import { resetSettingsStore } from '../stores/settings-store';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { createFakePorts } from '../test-support/fake-ports';
import { renderConsole } from '../test-support/render-console';
import { navItems, navKeyForPath } from './nav-items';

// The first document screen loads its form engine: slow on a loaded machine, not stuck.
vi.setConfig({ testTimeout: 60_000 });

const nav = texts.shell.nav;

function setup(path = '/console') {
  const fake = createFakeBridge();
  const ports = createFakePorts({ documents: { 'project/demo': { name: 'Loja Demo' } } });
  const view = renderConsole(fake, async () => ports.ports, path);
  return { fake, ports, ...view };
}

describe('navigation', () => {
  beforeEach(() => resetSettingsStore());

  it('has one menu entry per screen, in order, with pt-BR names', async () => {
    setup();
    const menu = await screen.findByRole('navigation', { name: nav.label });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Início',
      'Sincronização',
      'Produto',
      'Coleções',
      'Configuração do projeto',
      'Layouts',
      'Arquivos',
      'Eventos',
      'Segmentos',
      'Campanhas',
      'Templates WhatsApp',
      'Conversas',
      'Pedidos',
      'Configurações',
    ]);
    // Reachable with Tab: real links, none taken out of the tab order.
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^\/console/);
      expect(link.tabIndex).toBeGreaterThanOrEqual(0);
    }
  });

  it('routes every menu entry to its screen heading and highlights it', async () => {
    const { currentPath } = setup('/console/settings');
    const menu = await screen.findByRole('navigation', { name: nav.label });
    for (const item of navItems) {
      fireEvent.click(within(menu).getByRole('link', { name: item.label }));
      expect(await screen.findByRole('heading', { level: 1, name: item.label })).toBeTruthy();
      expect(currentPath()).toBe(item.path);
      expect(
        within(menu).getByRole('link', { name: item.label }).getAttribute('aria-current'),
      ).toBe('page');
      const others = within(menu)
        .getAllByRole('link')
        .filter((link) => link.textContent !== item.label);
      for (const other of others) expect(other.getAttribute('aria-current')).toBeNull();
    }
  }, 120_000);

  it('redirects / to Início', async () => {
    const { currentPath } = setup('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
    expect(currentPath()).toBe('/console');
  });

  it('shows the spec routes: product code, collection document and orders with its query', async () => {
    setup('/console/product/1011');
    expect(await screen.findByRole('heading', { name: 'Produto 1011' })).toBeTruthy();
    expect(screen.getByRole('link', { name: nav.product }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows a collection document under Coleções', async () => {
    setup('/console/category/abc');
    // The browser's title is the collection; the open document's is under it.
    expect(await screen.findByRole('heading', { level: 1, name: 'Categorias' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'abc' })).toBeTruthy();
    // The menu's entry (the breadcrumbs link to Coleções too).
    const menu = screen.getByRole('navigation', { name: nav.label });
    expect(
      within(menu).getByRole('link', { name: nav.collections }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('reads project and customerId on /console/orders', async () => {
    setup('/console/orders?project=outlet&customerId=c42');
    expect(await screen.findByRole('heading', { level: 1, name: nav.orders })).toBeTruthy();
    // No such project in this store: the link's project is named, and no table shows.
    expect(
      await screen.findByText(texts.shell.screens.orders.unknownProject('outlet')),
    ).toBeTruthy();
    expect(screen.queryByRole('table', { name: texts.shell.screens.orders.table })).toBeNull();
  });

  it('says "Página não encontrada" for an unknown route, with a way back', async () => {
    const { currentPath } = setup('/nada/por/aqui');
    expect(await screen.findByRole('heading', { name: texts.shell.errors.notFound })).toBeTruthy();
    const main = screen.getByRole('main');
    fireEvent.click(within(main).getByRole('link', { name: texts.shell.errors.goHome }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Início' })).toBeTruthy();
    expect(currentPath()).toBe('/console');
  });

  it('follows app.navigate deep links in-app and ignores routes outside the console', async () => {
    const { fake, currentPath } = setup('/console');
    await screen.findByRole('heading', { level: 1, name: 'Início' });
    act(() => fake.emit('app.navigate', { route: '/console/product/123' }));
    expect(await screen.findByRole('heading', { name: 'Produto 123' })).toBeTruthy();
    act(() => fake.emit('app.navigate', { route: '//evil.example/x' }));
    act(() => fake.emit('app.navigate', { route: '/consolex' }));
    expect(currentPath()).toBe('/console/product/123');
  });
});

describe('navKeyForPath', () => {
  it('maps routes to their menu entry', () => {
    expect(navKeyForPath('/console')).toBe('home');
    expect(navKeyForPath('/console/sync')).toBe('sync');
    expect(navKeyForPath('/console/product/77')).toBe('product');
    expect(navKeyForPath('/console/category')).toBe('collections');
    expect(navKeyForPath('/console/category/x')).toBe('collections');
    expect(navKeyForPath('/console/category/x/y')).toBeNull();
    expect(navKeyForPath('/console/project-config')).toBe('project-config');
    expect(navKeyForPath('/console/config/payment')).toBe('project-config');
    expect(navKeyForPath('/elsewhere')).toBeNull();
  });
});
