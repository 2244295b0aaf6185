import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '../test-support/render';
import { MemoryRouter, Route, Routes } from 'react-router';
import { texts } from '../../shared/texts/pt-BR';
import { ScreenErrorBoundary } from './screen-error-boundary';

const t = texts.shell.errors;
/** While true, the screen fails to render (every attempt React makes). */
let broken = false;

function Fragile() {
  if (broken) throw new Error('Falha ao ler o documento');
  return <h1>Tela ok</h1>;
}

describe('ScreenErrorBoundary', () => {
  beforeEach(() => {
    // React logs caught render errors; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  function renderBoundary() {
    const goHome = vi.fn();
    render(
      <MemoryRouter>
        <ScreenErrorBoundary onGoHome={goHome}>
          <Fragile />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    return goHome;
  }

  it('shows the message with retry and a way back to Início', () => {
    broken = true;
    renderBoundary();
    expect(screen.getByRole('heading', { name: t.screenFailed })).toBeTruthy();
    expect(screen.getByText('Falha ao ler o documento')).toBeTruthy();
    expect(screen.getByRole('button', { name: t.retry })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.goHome })).toBeTruthy();
  });

  it('renders the screen again on retry', () => {
    broken = true;
    renderBoundary();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(screen.getByRole('heading', { name: 'Tela ok' })).toBeTruthy();
    expect(screen.queryByText(t.screenFailed)).toBeNull();
  });

  it('shows the error again when the retry fails too', () => {
    broken = true;
    renderBoundary();
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(screen.getByRole('heading', { name: t.screenFailed })).toBeTruthy();
  });

  it('goes to Início and clears itself', () => {
    broken = true;
    const goHome = renderBoundary();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: t.goHome }));
    expect(goHome).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Tela ok' })).toBeTruthy();
  });

  it('keeps a failing screen from taking the others down (routed)', () => {
    broken = true;
    render(
      <MemoryRouter initialEntries={['/console/x']}>
        <p>menu</p>
        <Routes>
          <Route
            path="/console/x"
            element={
              <ScreenErrorBoundary onGoHome={() => {}}>
                <Fragile />
              </ScreenErrorBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('menu')).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.screenFailed })).toBeTruthy();
    broken = false;
  });
});
