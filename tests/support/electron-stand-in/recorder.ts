/** One call the main process made into the `electron` module, in the order it was made. */
export interface RecordedCall {
  api: string;
  args: unknown[];
}

export function createRecorder() {
  const calls: RecordedCall[] = [];
  return {
    calls,
    record(api: string, ...args: unknown[]): void {
      calls.push({ api, args });
    },
    /** Index of the first call to `api` (optionally whose first argument is `first`), or -1. */
    indexOf(api: string, first?: unknown): number {
      return calls.findIndex(
        (call) => call.api === api && (first === undefined || call.args[0] === first),
      );
    },
    named(api: string): RecordedCall[] {
      return calls.filter((call) => call.api === api);
    },
  };
}
export type Recorder = ReturnType<typeof createRecorder>;

/** Electron's cancellable event object. */
export function preventableEvent() {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}
