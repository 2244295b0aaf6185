import { describe, expect, it } from 'vitest';
import { CRASH_RELOADS_PER_MINUTE, createCrashReloadPolicy } from './renderer-crash';

describe('createCrashReloadPolicy', () => {
  it('reloads after a crash, not after a clean exit', () => {
    const policy = createCrashReloadPolicy(() => 0);
    expect(policy.shouldReload('clean-exit')).toBe(false);
    expect(policy.shouldReload('crashed')).toBe(true);
    expect(policy.shouldReload('killed')).toBe(true);
  });

  it('stops reloading a page that keeps crashing, and tries again a minute later', () => {
    let clock = 0;
    const policy = createCrashReloadPolicy(() => clock);
    for (let i = 0; i < CRASH_RELOADS_PER_MINUTE; i += 1) {
      expect(policy.shouldReload('crashed')).toBe(true);
      clock += 1_000;
    }
    expect(policy.shouldReload('crashed')).toBe(false);
    clock = 60_000;
    expect(policy.shouldReload('oom')).toBe(true);
  });
});
