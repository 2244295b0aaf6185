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
    /** A call Electron itself refuses (wrong phase of the app's life): recorded, then thrown. */
    refuse(api: string, message: string): Error {
      calls.push({ api: '(refused)', args: [api, message] });
      return new Error(message);
    },
    /** Electron's messages for the calls it refused, in order. */
    refusals(): string[] {
      return calls.filter((call) => call.api === '(refused)').map((call) => String(call.args[1]));
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
