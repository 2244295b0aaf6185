import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { texts } from '../../shared/texts/pt-BR';
import { render } from '../test-support/render';
import { loadableScreen } from './loadable-screen';
import { ScreenErrorBoundary } from './screen-error-boundary';

const t = texts.shell.errors;

/** A chunk the test answers when it wants, as a slow network would. */
function heldChunk() {
  const answers: { resolve(): void; reject(cause: Error): void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<{ default: () => ReactNode }>((resolve, reject) =>
        answers.push({
          resolve: () => resolve({ default: () => <h1>Tela carregada</h1> }),
          reject,
        }),
      ),
  );
  return { load, answers };
}

function renderInFrame(Screen: ReturnType<typeof loadableScreen>) {
  return render(
    <MemoryRouter>
      <ScreenErrorBoundary onGoHome={() => {}}>
        <Screen />
      </ScreenErrorBoundary>
    </MemoryRouter>,
  );
}

describe('loadableScreen', () => {
  beforeEach(() => {
    // React logs the error the boundary catches; keep the output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the loading state until its chunk comes, then the screen at once', async () => {
    const { load, answers } = heldChunk();
    const Screen = loadableScreen(load);
    renderInFrame(Screen);
    expect(screen.getByRole('status').textContent).toContain(t.loadingScreen);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!.resolve());
    expect(screen.getByRole('heading', { name: 'Tela carregada' })).toBeTruthy();
    expect(screen.queryByText(t.loadingScreen)).toBeNull();
  });

  it('renders a preloaded screen in its first frame, and fetches its chunk once', async () => {
    const { load, answers } = heldChunk();
    const Screen = loadableScreen(load);
    const preloaded = Screen.preload();
    void Screen.preload();
    answers[0]!.resolve();
    await preloaded;
    renderInFrame(Screen);
    expect(screen.getByRole('heading', { name: 'Tela carregada' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails shows the error with a retry, which fetches it again', async () => {
    const { load, answers } = heldChunk();
    const Screen = loadableScreen(load);
    renderInFrame(Screen);
    await act(async () => answers[0]!.reject(new Error('Falha ao baixar o módulo')));
    expect(screen.getByRole('heading', { name: t.screenFailed })).toBeTruthy();
    expect(screen.getByText('Falha ao baixar o módulo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!.resolve());
    expect(screen.getByRole('heading', { name: 'Tela carregada' })).toBeTruthy();
  });
});
