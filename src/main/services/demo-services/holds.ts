import { callMatches } from './scripts';

/** Which calls a hold keeps waiting: one route (or '*'), optionally only calls whose URL contains `match`. */
export interface HoldInput {
  route: string;
  match?: string;
}

/**
 * A test's grip on calls in flight: matching calls wait, unanswered, until `release()`, so a
 * test that needs a call in flight never races a timer (no latency guess, whatever the load).
 */
export interface SandboxHold {
  /** Calls waiting on this hold now. */
  held(): number;
  /** Resolves once at least `count` calls (default 1) have been held since the hold began. */
  untilHeld(count?: number): Promise<void>;
  /** Lets every held call go on (scripts and validation still apply) and stops holding. */
  release(): void;
}

interface ActiveHold extends HoldInput {
  waiting: Array<() => void>;
  seen: number;
  watchers: Array<{ count: number; resolve: () => void }>;
}

/** The sandbox's holds, in the order they were made. In-process only: no control route. */
export class HoldBook {
  private readonly holds = new Set<ActiveHold>();

  add(input: HoldInput): SandboxHold {
    const hold: ActiveHold = { ...input, waiting: [], seen: 0, watchers: [] };
    this.holds.add(hold);
    return {
      held: () => hold.waiting.length,
      untilHeld: (count = 1) =>
        hold.seen >= count
          ? Promise.resolve()
          : new Promise<void>((resolve) => hold.watchers.push({ count, resolve })),
      release: () => this.release(hold),
    };
  }

  /** Runs `proceed` now, or when the first hold matching this call is released. */
  gate(routeId: string, rawUrl: string, proceed: () => void): void {
    for (const hold of this.holds) {
      if (!callMatches(hold, routeId, rawUrl)) continue;
      hold.waiting.push(proceed);
      hold.seen += 1;
      hold.watchers = hold.watchers.filter((watcher) => {
        if (hold.seen < watcher.count) return true;
        watcher.resolve();
        return false;
      });
      return;
    }
    proceed();
  }

  /** Every hold let go (reset, close). */
  releaseAll(): void {
    for (const hold of [...this.holds]) this.release(hold);
  }

  private release(hold: ActiveHold): void {
    if (!this.holds.delete(hold)) return;
    const waiting = hold.waiting.splice(0);
    for (const proceed of waiting) proceed();
  }
}
