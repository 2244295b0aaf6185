/**
 * Runs `task` once the page has nothing more urgent to do (requestIdleCallback, at most
 * `timeoutMs` later; a plain timer where there is none). Returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
