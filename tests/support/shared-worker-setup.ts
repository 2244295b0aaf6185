import { afterAll, vi } from 'vitest';

// Files that share a worker (vitest.config.ts) hand it on as they found it: a file that fakes
// the clock or stubs a global gives them back at its end, even when a test failed before its
// own clean-up ran.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
