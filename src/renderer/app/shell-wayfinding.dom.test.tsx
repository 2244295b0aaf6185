import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SettingsState } from '../../shared/bridge/settings';
import { texts } from '../../shared/texts/pt-BR';
import { resetSettingsStore } from '../stores/settings-store';
import { useAppearanceStore } from '../stores/appearance-store';
import { createFakeBridge } from '../../../tests/support/fake-bridge';
import { createFakePorts } from '../test-support/fake-ports';
import { renderConsole } from '../test-support/render-console';
import { closePalette } from './command-palette/palette-store';

vi.setConfig({ testTimeout: 60_000 });

const w = texts.wayfinding;

function setup(path = '/console/settings') {
  const fake = createFakeBridge();
  const ports = createFakePorts({
    documents: {
      'project/demo': { name: 'Loja Demo' },
      'project/demo/product-data/1011': {
        ProductCode: '1011',
        ProductSiteName: 'Panela Tramontina',
      },
      'project/demo/category/c1': { title: 'Panelas de pressão' },
    },
  });
  return { fake, ...renderConsole(fake, async () => ports.ports, path) };
}

describe('the shell’s way-finding', () => {
  beforeEach(() => {
    resetSettingsStore();
    closePalette();
    useAppearanceStore.setState({ mode: 'light' });
  });

  it('remembers the theme and the collapsed menu for the user', async () => {
    const { fake } = setup();
    const themes = await screen.findByRole('radiogroup', { name: w.appearance.label });
    fireEvent.click(within(themes).getByText(w.appearance.dark));
    await waitFor(() => expect(useAppearanceStore.getState().mode).toBe('dark'));
    fireEvent.click(screen.getByRole('button', { name: w.sider.collapse }));
    expect(await screen.findByRole('button', { name: w.sider.expand })).toBeTruthy();
    expect(fake.invoke).toHaveBeenCalledWith('settings.setUserPreferences', {
      userKey: expect.stringMatching(/^local:/),
      preferences: { siderCollapsed: true },
    });
    const state = (await fake.invoke('settings.getState', {})) as SettingsState;
    expect(Object.values(state.userPreferences ?? {})).toEqual([
      { theme: 'dark', siderCollapsed: true },
    ]);
  });

  it('opens the palette with Ctrl+K and goes to a product found by name with the keyboard', async () => {
    const { currentPath } = setup();
    await screen.findByRole('searchbox', { name: w.palette.open });
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    // The dialog's code loads after the shell shows (a transform under vitest, slow when loaded).
    const input = await screen.findByRole(
      'combobox',
      { name: w.palette.input },
      { timeout: 15_000 },
    );
    fireEvent.change(input, { target: { value: 'panela' } });
    const results = screen.getByRole('listbox', { name: w.palette.results });
    const product = await within(results).findByRole('option', { name: /Panela Tramontina/ });
    const category = await within(results).findByRole('option', { name: /Panelas de pressão/ });
    expect(product.getAttribute('aria-selected')).toBe('true');
    expect(category).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(currentPath()).toBe('/console/product/1011'));
    expect(screen.queryByRole('combobox', { name: w.palette.input })).toBeNull();
  });

  it('lists the shortcuts on ?', async () => {
    setup();
    await screen.findByRole('searchbox', { name: w.palette.open });
    fireEvent.keyDown(window, { key: '?' });
    // antd names every dialog by one test id in jsdom: found by its title's text instead.
    const dialog = (await screen.findByText(w.shortcuts.title)).closest('[role="dialog"]');
    // The list's table loads after the shell shows: it may come a moment after the dialog.
    expect(
      await within(dialog as HTMLElement).findByText('Ctrl+K', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });
});
