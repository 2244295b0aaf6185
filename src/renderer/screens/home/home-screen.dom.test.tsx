import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { texts } from '../../../shared/texts/pt-BR';
import { resetSettingsStore } from '../../stores/settings-store';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { createFakePorts } from '../../test-support/fake-ports';
import { renderScreen } from '../../test-support/render-screen';

vi.setConfig({ testTimeout: 120_000 });

const t = texts.shell.home;

function setup(documents: Record<string, Record<string, unknown>>) {
  const ports = createFakePorts({ documents });
  const view = renderScreen(createFakeBridge(), async () => ports.ports, '/console');
  return { ports, ...view };
}

describe('Início', () => {
  beforeEach(() => resetSettingsStore());

  it('lists the active project products with BRL prices and links to each product', async () => {
    const { ports, currentPath } = setup({
      'project/demo/product-data/1011': {
        ProductCode: '1011',
        ProductSiteName: 'Panela Tramontina 20 cm',
        Company: 1,
        Price: 1299.9,
      },
      'project/demo/product-data/2020': { ProductCode: '2020', Price: 'sem preço' },
      'project/demo/category/a': { name: 'Panelas' },
      'project/outlet/product-data/3030': { ProductCode: '3030' },
    });
    const link = await screen.findByRole('link', { name: '1011' });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Panela Tramontina 20 cm')).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy();
    expect(within(row).getByText(/^R\$\s1\.299,90$/)).toBeTruthy();
    // Unreadable values are shown as absent, not as garbage.
    const other = screen.getByRole('link', { name: '2020' }).closest('tr')!;
    expect(within(other).getAllByText('—')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: '3030' })).toBeNull();

    // Live: a new product appears without reloading.
    act(() => ports.put('project/demo/product-data/4040', { ProductCode: '4040', Price: 5 }));
    expect(await screen.findByRole('link', { name: '4040' })).toBeTruthy();

    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Produto 1011' })).toBeTruthy();
    expect(currentPath()).toBe('/console/product/1011');
  });

  it('counts a few collections', async () => {
    setup({
      'project/demo/product-data/1': {},
      'project/demo/product-data/2': {},
      'project/demo/category/a': {},
      'project/demo/customer-event/e1': {},
      'project/demo/customer-event/e2': {},
      'project/demo/customer-event/e3': {},
    });
    await screen.findByRole('heading', { level: 1, name: t.title });
    const card = async (label: string) =>
      (await screen.findByText(label, { selector: '.ant-statistic-title' })).closest(
        '.ant-statistic',
      ) as HTMLElement;
    await vi.waitFor(async () =>
      expect(within(await card(t.collections['customer-event'])).getByText('3')).toBeTruthy(),
    );
    expect(within(await card(t.collections.category)).getByText('1')).toBeTruthy();
    expect(within(await card(t.collections.content)).getByText('0')).toBeTruthy();
  });

  it('says when there are no products', async () => {
    setup({});
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('shows a clear error when the products cannot be read', async () => {
    const { ports } = setup({ 'project/demo/product-data/1011': { ProductCode: '1011' } });
    await screen.findByRole('link', { name: '1011' });
    act(() => ports.fail('project/demo/product-data', new Error('permissão negada')));
    expect(await screen.findByText(t.loadFailed('permissão negada'))).toBeTruthy();
  });
});
