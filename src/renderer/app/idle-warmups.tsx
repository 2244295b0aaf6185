import { lazy, Suspense, useEffect, useState } from 'react';

const FormStylesWarmup = lazy(
  () => import('../features/form/fields/plain-controls/form-styles-warmup'),
);

/** Work a screen would otherwise do on first open, done once the console is idle. */
export function IdleWarmups() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // jsdom has no idle callbacks: there, nothing is warmed.
    if (typeof requestIdleCallback !== 'function') return;
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 3_000 });
    return () => cancelIdleCallback(handle);
  }, []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <FormStylesWarmup />
    </Suspense>
  );
}
