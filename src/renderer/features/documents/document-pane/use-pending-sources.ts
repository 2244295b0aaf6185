import { useCallback, useState } from 'react';

/**
 * Pending changes reported by several forms at once (the document and the documents embedded in
 * it): pending while any of them is.
 */
export function usePendingSources() {
  const [sources, setSources] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback((source: string, pending: boolean) => {
    setSources((current) => {
      if (current.has(source) === pending) return current;
      const next = new Set(current);
      if (pending) next.add(source);
      else next.delete(source);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSources(new Set()), []);
  return { pending: sources.size > 0, report, clear };
}
