import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component in its own chunk, which can be fetched before it is first drawn. */
export type LoadableComponent<P extends object> = ComponentType<P> & {
  /** Starts fetching the chunk (once); resolves when the component can render at once. */
  preload(): Promise<void>;
};

/**
 * A component loaded on first use, without Suspense. React holds a Suspense reveal back up to
 * 300 ms after its fallback showed (its fallback throttle); here `pending` shows while the
 * chunk comes, and the component the moment it is there. A chunk already fetched (by
 * `preload` or an earlier use) renders in the same frame. A chunk that fails to load goes to
 * the nearest error boundary, as React.lazy's would, and the next use tries again.
 */
export function loadableComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  pending: () => ReactNode,
): LoadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchComponent = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (cause: unknown) => {
        loading = null;
        throw cause ?? new Error('component chunk');
      },
    );
    return loading;
  };

  function Loadable(props: P): ReactNode {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (Component) return;
      let live = true;
      fetchComponent().then(
        (component) => live && setComponent(() => component),
        (cause: unknown) => live && setFailure(cause),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    if (failure) throw failure;
    if (!Component) return pending();
    return <Component {...props} />;
  }

  return Object.assign(Loadable, {
    preload: () =>
      fetchComponent().then(
        () => undefined,
        () => undefined, // a use shows the failure; a preload only tried
      ),
  });
}
