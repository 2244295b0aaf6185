import type { ComponentType, ExoticComponent } from 'react';

// Counts how often given components render by reading React's commits through the DevTools
// global hook, which react-dom calls on every commit: no module is replaced, so a test that
// counts renders shares its worker's modules (vitest.config.ts `ownsWorker`). The hook must
// exist before react-dom first loads: tests/support/jsdom-setup.ts imports this file first.

/** The few fields of React's fibers read here (react-reconciler's Fiber). */
interface Fiber {
  type: unknown;
  memoizedProps: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}
interface FiberRoot {
  current: Fiber;
}
type CommitListener = (root: FiberRoot) => void;

interface CountingHook {
  supportsFiber: true;
  renderers: Map<number, unknown>;
  listeners: Set<CommitListener>;
  inject(internals: unknown): number;
  onCommitFiberRoot(rendererId: number, root: FiberRoot): void;
  onCommitFiberUnmount(): void;
  onPostCommitFiberRoot(): void;
  onScheduleFiberRoot(): void;
}

const HOOK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';
// react-reconciler's PerformedWork flag: set on a fiber whose component ran and did not bail out.
const PERFORMED_WORK = 1;

function installHook(): CountingHook {
  const global = globalThis as unknown as Record<string, CountingHook | undefined>;
  const existing = global[HOOK];
  if (existing?.listeners) return existing;
  const hook: CountingHook = {
    supportsFiber: true,
    renderers: new Map(),
    listeners: new Set(),
    inject(internals) {
      const id = hook.renderers.size + 1;
      hook.renderers.set(id, internals);
      return id;
    },
    onCommitFiberRoot(_rendererId, root) {
      for (const listener of hook.listeners) listener(root);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
  };
  global[HOOK] = hook;
  return hook;
}

// One hook per worker: react-dom keeps the one it found when it loaded.
const hook = installHook();

/**
 * Calls `onRender` for each fiber that rendered in this commit: mounted, or ran its component
 * without bailing out. A subtree whose child list was not cloned bailed out whole (its fibers
 * still carry the flags of an older commit), so it is not walked: as React DevTools does.
 */
function visitRendered(first: Fiber | null, mounting: boolean, onRender: (fiber: Fiber) => void) {
  for (let fiber = first; fiber; fiber = fiber.sibling) {
    const previous = mounting ? null : fiber.alternate;
    if (!previous || (fiber.flags & PERFORMED_WORK) !== 0) onRender(fiber);
    if (!previous || fiber.child !== previous.child)
      visitRendered(fiber.child, !previous, onRender);
  }
}

export interface RenderCounter {
  /** Renders since the counter was made or last reset. */
  readonly total: number;
  /** Renders per key (`keyOf` of the props; one key '' without it). */
  readonly byKey: ReadonlyMap<string, number>;
  reset(): void;
}

/**
 * Counts the renders of `component` from now on, per key of its props if `keyOf` is given.
 * A memo component counts when its inner component draws, not when the memo skips it.
 * Counters stop at the end of their test (jsdom-setup): make them inside the test.
 */
export function countRenders<P>(
  component: ComponentType<P> | ExoticComponent<P>,
  keyOf: (props: P) => string = () => '',
): RenderCounter {
  if (hook.renderers.size === 0) {
    throw new Error('countRenders: react-dom loaded before the DevTools hook (jsdom-setup)');
  }
  // memo(inner): fibers of the inner function carry its type (memo's simple and full forms).
  const memoInner = (component as { type?: unknown }).type;
  const type = typeof memoInner === 'function' ? memoInner : component;
  const byKey = new Map<string, number>();
  let total = 0;
  hook.listeners.add((root) =>
    visitRendered(root.current, false, (fiber) => {
      if (fiber.type !== type) return;
      total += 1;
      const key = keyOf(fiber.memoizedProps as P);
      byKey.set(key, (byKey.get(key) ?? 0) + 1);
    }),
  );
  return {
    get total() {
      return total;
    },
    byKey,
    reset() {
      total = 0;
      byKey.clear();
    },
  };
}

/** Stops every counter (jsdom-setup calls it after each test). */
export function stopRenderCounts(): void {
  hook.listeners.clear();
}
