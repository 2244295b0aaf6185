/**
 * Pending changes reported by several forms at once (the document and the documents embedded in
 * it): pending while any of them is. A store outside React, so a report re-renders only what
 * reads it (PendingSourcesGuard), not the pane that hands `report` to its forms: every save
 * status change reports, and the pane's header, actions and frame redrew each time.
 */
export interface PendingSources {
  report(source: string, pending: boolean): void;
  clear(): void;
  isPending(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createPendingSources(): PendingSources {
  const sources = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    report(source, pending) {
      if (sources.has(source) === pending) return;
      if (pending) sources.add(source);
      else sources.delete(source);
      changed();
    },
    clear() {
      if (sources.size === 0) return;
      sources.clear();
      changed();
    },
    isPending: () => sources.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
