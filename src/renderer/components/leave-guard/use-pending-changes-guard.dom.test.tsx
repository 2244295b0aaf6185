import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { texts } from '../../../shared/texts/pt-BR';
import { createFakeBridge } from '../../../../tests/support/fake-bridge';
import { renderWithApp } from '../../test-support/render-with-app';
import { usePendingChangesGuard } from './use-pending-changes-guard';

vi.setConfig({ testTimeout: 60_000 });

const t = texts.web.desktop;

function Editor({ initiallyPending = true }: { initiallyPending?: boolean }) {
  const [pending, setPending] = useState(initiallyPending);
  usePendingChangesGuard(pending);
  return (
    <div>
      <span>{pending ? 'pendente' : 'salvo'}</span>
      <button onClick={() => setPending((value) => !value)}>alternar</button>
      <Link to="/other">ir embora</Link>
      <Link to="/editor?tab=2">mesma tela</Link>
    </div>
  );
}

function setup(initiallyPending = true) {
  const bridge = createFakeBridge();
  bridge.script('app.setPendingChanges', () => true);
  const view = renderWithApp(
    {
      '/editor': <Editor initiallyPending={initiallyPending} />,
      '/other': <p>outra tela</p>,
    },
    { path: '/editor', bridge },
  );
  return view;
}

const dialog = () => screen.findByRole('dialog');

describe('usePendingChangesGuard', () => {
  beforeEach(() => {
    delete window.consoleDesktop;
  });
  afterEach(() => {
    delete window.consoleDesktop;
  });

  it('blocks an in-app navigation while pending; Cancelar stays, Sair leaves', async () => {
    const view = setup();
    fireEvent.click(screen.getByText('ir embora'));
    expect((await dialog()).textContent).toContain(t.pendingChanges);
    expect(view.currentPath()).toBe('/editor');

    fireEvent.click(screen.getByRole('button', { name: t.pendingChangesStay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.currentPath()).toBe('/editor');
    expect(screen.getByText('pendente')).toBeTruthy();

    fireEvent.click(screen.getByText('ir embora'));
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: t.pendingChangesLeave }));
    await screen.findByText('outra tela');
    expect(view.currentPath()).toBe('/other');
  });

  it('lets every navigation through once nothing is pending', async () => {
    const view = setup(false);
    fireEvent.click(screen.getByText('ir embora'));
    await screen.findByText('outra tela');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.currentPath()).toBe('/other');
  });

  it('blocks a change of query too (another document view), not only of path', async () => {
    const view = setup();
    fireEvent.click(screen.getByText('mesma tela'));
    await dialog();
    expect(view.currentPath()).toBe('/editor');
  });

  it('tells main while pending and clears it when saved and on unmount', async () => {
    const view = setup();
    await waitFor(() =>
      expect(view.bridge.callsOf('app.setPendingChanges')).toEqual([{ pending: true }]),
    );
    fireEvent.click(screen.getByText('alternar'));
    await screen.findByText('salvo');
    expect(view.bridge.callsOf('app.setPendingChanges')).toEqual([
      { pending: true },
      { pending: false },
    ]);
    fireEvent.click(screen.getByText('alternar'));
    await screen.findByText('pendente');
    view.unmount();
    expect(view.bridge.callsOf('app.setPendingChanges')).toEqual([
      { pending: true },
      { pending: false },
      { pending: true },
      { pending: false },
    ]);
  });

  it('keeps guarding in-app navigation when main cannot be told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const bridge = createFakeBridge();
    bridge.script('app.setPendingChanges', () => {
      throw new Error('main fora do ar');
    });
    renderWithApp(
      { '/editor': <Editor />, '/other': <p>outra tela</p> },
      { path: '/editor', bridge },
    );
    await waitFor(() => expect(warn).toHaveBeenCalled());
    fireEvent.click(screen.getByText('ir embora'));
    expect((await dialog()).textContent).toContain(t.pendingChanges);
    warn.mockRestore();
  });

  it('in the web shell, asks the browser to warn before unload only while pending', async () => {
    setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);
    act(() => fireEvent.click(screen.getByText('alternar')));
    await screen.findByText('salvo');
    expect(unload()).toBe(false);
  });

  it('in Electron, leaves the window close to main (no beforeunload, which would cancel it silently)', () => {
    window.consoleDesktop = {} as NonNullable<typeof window.consoleDesktop>;
    setup();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
