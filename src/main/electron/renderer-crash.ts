/** How many crashes a minute still get a reload; past that the page keeps crashing on load. */
export const CRASH_RELOADS_PER_MINUTE = 3;

/**
 * Whether a gone renderer should be reloaded: yes after a crash or a kill (the run lives in
 * main and goes on), no on a clean exit, and no more after {@link CRASH_RELOADS_PER_MINUTE}
 * within a minute, so a page that crashes as it loads does not spin the CPU.
 */
export function createCrashReloadPolicy(now: () => number = Date.now) {
  const recent: number[] = [];
  return {
    shouldReload(reason: string): boolean {
      if (reason === 'clean-exit') return false;
      const at = now();
      while (recent.length && at - recent[0] >= 60_000) recent.shift();
      if (recent.length >= CRASH_RELOADS_PER_MINUTE) return false;
      recent.push(at);
      return true;
    },
  };
}
