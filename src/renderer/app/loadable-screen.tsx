import type { ComponentType, ReactNode } from 'react';
import { texts } from '../../shared/texts/pt-BR';
import { loadableComponent } from '../components/loadable/loadable-component';
import { LoadingState } from '../components/loading-state/loading-state';

/** A routed screen in its own chunk, which can be fetched before it is opened. */
export type LoadableScreen = (() => ReactNode) & {
  /** Starts fetching the chunk (once); resolves when the screen can render at once. */
  preload(): Promise<void>;
};

/**
 * A screen loaded on first use, without Suspense (see loadableComponent): the loading state
 * shows while the chunk comes, and the screen the moment it is there. A chunk that fails to
 * load goes to the screen's error boundary, as React.lazy's would.
 */
export function loadableScreen(load: () => Promise<{ default: ComponentType }>): LoadableScreen {
  const Screen = loadableComponent<object>(
    () => load().then((module) => module.default),
    () => <LoadingState label={texts.shell.errors.loadingScreen} />,
  );
  return Object.assign(() => <Screen />, { preload: Screen.preload });
}
