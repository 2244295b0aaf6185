import { afterAll, vi } from 'vitest';

// Files that share a worker (vitest.config.ts) hand it on as they found it: a file that fakes
// the clock or stubs a global gives them back at its end, even when a test failed before its
// own clean-up ran. A chunk a file started loading (an idle preload, say) is waited for: cut
// off by the file's end, its failed import stayed in the shared module cache, and the next
// file that loaded it got the error (the palette in shell-wayfinding, once).
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await vi.dynamicImportSettled();
});
