import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { texts } from '../../shared/texts/pt-BR';
import { LoadingState } from '../components/loading-state/loading-state';

/** A routed screen in its own chunk, which can be fetched before it is opened. */
export type LoadableScreen = (() => ReactNode) & {
  /** Starts fetching the chunk (once); resolves when the screen can render at once. */
  preload(): Promise<void>;
};

/**
 * A screen loaded on first use, without Suspense. React holds a Suspense reveal back up to
 * 300 ms after its fallback showed (its fallback throttle), which made every first visit of
 * a screen feel slow; here the loading state shows while the chunk comes, and the screen the
 * moment it is there. A chunk already fetched (by `preload`) renders in the same frame. A
 * chunk that fails to load goes to the screen's error boundary, as React.lazy's would.
 */
export function loadableScreen(load: () => Promise<{ default: ComponentType }>): LoadableScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const fetchScreen = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (cause: unknown) => {
        loading = null; // the next visit tries again
        throw cause ?? new Error('screen chunk');
      },
    );
    return loading;
  };

  function Screen(): ReactNode {
    const [Component, setComponent] = useState<ComponentType | null>(() => loaded);
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (Component) return;
      let live = true;
      fetchScreen().then(
        (screen) => live && setComponent(() => screen),
        (cause: unknown) => live && setFailure(cause),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    if (failure) throw failure;
    if (!Component) return <LoadingState label={texts.shell.errors.loadingScreen} />;
    return <Component />;
  }

  return Object.assign(Screen, {
    preload: () =>
      fetchScreen().then(
        () => undefined,
        () => undefined, // a visit shows the failure; a preload only tried
      ),
  });
}
