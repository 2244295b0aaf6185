import type { Browser, Page } from '@playwright/test';

/*
 * Main-thread CPU per frame, from a Chromium trace: what the page's own work costs a frame,
 * whatever the machine's load does to the wall clock (a busy machine stretches a frame's wall
 * time, not its thread time).
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, in microseconds. */
  tdur?: number;
  args?: { name?: string; src_file?: string };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
];

/** The User Timing marks that bound the measured span, set by `measureFrames` in the page. */
const START = 'bench:frames-start';
const END = 'bench:frames-end';

export interface MainThreadFrames {
  /** Main-thread CPU (ms) of each frame interval in the span, in order. */
  frames: number[];
  /** The span's whole main-thread CPU (ms). */
  totalMs: number;
  /** The main-thread CPU (ms) of the span's tasks posted by source files matching `file`. */
  postedBy(file: RegExp): number;
}

/**
 * Traces `action` on `page` and answers the renderer main thread's CPU per frame interval:
 * the thread time of the top-level tasks that started between one main-thread frame's start
 * (BeginMainThreadFrame) and the next. Input handling, timers, React's work, style, layout and
 * paint recording all run there; raster and compositing (other threads) do not count.
 */
export async function measureFrames(
  browser: Browser,
  page: Page,
  action: () => Promise<void>,
): Promise<MainThreadFrames> {
  await browser.startTracing(page, { categories: CATEGORIES });
  try {
    await page.evaluate((name) => performance.mark(name), START);
    await action();
    await page.evaluate((name) => performance.mark(name), END);
  } catch (error) {
    await browser.stopTracing();
    throw error;
  }
  const trace = await browser.stopTracing();
  return framesOf(JSON.parse(trace.toString('utf8')).traceEvents as TraceEvent[]);
}

function framesOf(events: TraceEvent[]): MainThreadFrames {
  const start = events.find((event) => event.name === START);
  const end = events.find((event) => event.name === END);
  if (!start || !end) throw new Error('the trace holds no bench marks');
  // The marks are set on the page's main thread: that thread's events are the ones measured.
  const onMain = (event: TraceEvent) => event.pid === start.pid && event.tid === start.tid;
  const within = (event: TraceEvent) => event.ts >= start.ts && event.ts <= end.ts;
  const frameStarts = events
    .filter((event) => event.name === 'BeginMainThreadFrame' && onMain(event) && within(event))
    .map((event) => event.ts)
    .sort((a, b) => a - b);
  const tasks = events.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && onMain(event) && within(event),
  );
  if (tasks.some((task) => task.tdur === undefined)) {
    throw new Error('the trace holds no thread times (tdur)');
  }
  const bounds = [start.ts, ...frameStarts, end.ts];
  const frames = bounds.slice(0, -1).map(() => 0);
  let totalMs = 0;
  for (const task of tasks) {
    const ms = task.tdur! / 1000;
    totalMs += ms;
    // The interval the task started in: the last bound at or before it.
    let at = 0;
    while (at + 1 < frames.length && bounds[at + 1] <= task.ts) at++;
    frames[at] += ms;
  }
  const sourced = events.filter(
    (event) => event.name === 'ThreadControllerImpl::RunTask' && onMain(event) && within(event),
  );
  const postedBy = (file: RegExp) =>
    sourced
      .filter((task) => file.test(task.args?.src_file ?? ''))
      .reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0);
  return { frames, totalMs, postedBy };
}
