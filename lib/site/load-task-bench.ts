/**
 * The load figure of `npm run bench:web`: the longest main-thread task while a page loads and
 * settles, on a first visit in Chromium slowed like the phone of ./first-search-bench.ts (CPU 4x
 * slower, 1.6 Mbit/s). A tap during that task waits for its end: the budget is 50 ms. The window
 * runs from navigation to some seconds after the load event, so it holds the page's first layout,
 * the reader script, the quick index's parse, build and warm-up, the search worker's start and the
 * service worker's registration. The longest task after the load event is printed apart: before
 * it the browser's own parsing, style and first layout dominate; after it, mostly work the site queues.
 *
 * Read from a CDP trace of each visit: each task's wall time and its thread CPU time. On this
 * shared machine the wall time swings 2-3x with the load (a 121 ms task once used 1 ms of CPU: the
 * renderer was preempted), so the CPU time of the longest task, the main thread's total CPU and the
 * machine's load average are printed beside it. Chromium's 4x slowdown keeps the thread busy, it does
 * not sleep: a loop of 26-28 ms of CPU unthrottled took 97-115 ms of CPU at 4x. So a task's CPU time
 * is its length on the slowed phone less the time other processes took the CPU from it: the figure
 * to hold against the budget when the machine is busy (it errs low only if the throttle itself is
 * preempted mid-pause).
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { gzipStaticServer, launchBenchBrowser, median, PHONE, phonePage } from './first-search-bench';
import { startTrace } from './trace-capture';
import { lengthOf, loadEventAt, longestOf, tasksOf, type Length, type TraceEvent } from './trace-tasks';

export interface LoadTasks {
  /** The longest main-thread task from navigation to the end of the window, in wall time, with its CPU time. */
  longest: Length;
  /** The longest (wall) of the tasks that ended after the load event. */
  afterLoad: Length;
  /** The most CPU time one task took (a task can be long in wall time only because it was preempted). */
  mostCpuMs: number;
  /** The main thread's CPU time over the window: all its tasks. */
  totalCpuMs: number;
}

/** The load figures of one traced visit to the site at `origin`. */
export function loadTasksOf(events: TraceEvent[], origin: string): LoadTasks {
  const { topLevel, slices } = tasksOf(events, origin);
  const loadAt = loadEventAt(events, slices);
  return {
    longest: lengthOf(longestOf(topLevel)),
    afterLoad: lengthOf(longestOf(topLevel.filter((t) => t.ts + t.dur! > loadAt))),
    mostCpuMs: lengthOf(longestOf(topLevel, 'tdur')).cpuMs,
    totalCpuMs: topLevel.reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000,
  };
}

/** How long after the load event the window ends: past the quick index's warm-up and the service worker's registration. */
export const SETTLE_MS = 6000;

/**
 * Trace categories: 'toplevel' holds the tasks (with their thread time), 'devtools.timeline' the
 * script and document events that tell the page's main thread and the load event. Fewer than
 * ./trace-tasks.ts TRACE_CATEGORIES: tracing itself costs the throttled thread time.
 */
const LOAD_TRACE_CATEGORIES = ['toplevel', 'devtools.timeline'];

/** One traced visit: its figures and the machine's 1-minute load average as it began. */
export interface LoadRun extends LoadTasks {
  loadAverage: number;
}

/** One cold visit to `url` (served at `origin`), traced until `settleMs` after the load event. */
export async function loadTasksRun(browser: Browser, url: string, origin: string, settleMs = SETTLE_MS): Promise<LoadRun> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  try {
    const page = await phonePage(context);
    const loadAverage = loadavg()[0]!;
    const endTrace = await startTrace(await context.newCDPSession(page), LOAD_TRACE_CATEGORIES);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    return { ...loadTasksOf(await endTrace(), origin), loadAverage };
  } finally {
    await context.close();
  }
}

/** Runs per page (LOAD_RUNS overrides): the median of each figure is printed. */
const RUNS = Number(process.env.LOAD_RUNS) || 3;
export const LONG_TASK_BUDGET_MS = 50;

/** One route's printed line: the medians over its runs (each figure's own), then each run's longest task. */
export function loadTasksLine(route: string, runs: readonly LoadRun[]): string {
  const of = (pick: (r: LoadRun) => number) => median(runs.map(pick));
  const ms = (pick: (r: LoadRun) => number) => `${Math.round(of(pick))}`.padStart(4);
  const over = (pick: (r: LoadRun) => number) => (of(pick) > LONG_TASK_BUDGET_MS ? ' OVER' : '');
  return (
    `  /${route.padEnd(22)} longest ${ms((r) => r.longest.wallMs)} ms wall, ${ms((r) => r.longest.cpuMs)} ms CPU; ` +
    `after the load event ${ms((r) => r.afterLoad.wallMs)} ms wall${over((r) => r.afterLoad.wallMs)}, ${ms((r) => r.afterLoad.cpuMs)} ms CPU${over((r) => r.afterLoad.cpuMs)}; ` +
    `most CPU in a task ${ms((r) => r.mostCpuMs)} ms; main-thread CPU ${ms((r) => r.totalCpuMs)} ms; load ${of((r) => r.loadAverage).toFixed(1)}; ` +
    `runs (wall/CPU): ${runs.map((r) => `${Math.round(r.longest.wallMs)}/${Math.round(r.longest.cpuMs)}`).join(', ')} ms`
  );
}

/** Prints the load figures of each route of the static export in `dir`. */
export async function printLoadTasks(dir: string, routes: readonly string[]): Promise<void> {
  console.log(
    `\nLongest main-thread task at load, first visit (CPU ${PHONE.cpuSlowdown}x slower, ${PHONE.downloadBitsPerSecond / 1e6} Mbit/s; ` +
      `navigation to ${SETTLE_MS / 1000} s after load; median of ${RUNS} traced runs, LOAD_RUNS overrides; budget ${LONG_TASK_BUDGET_MS} ms). ` +
      `Wall time is what a tap waits here and swings with the machine's load (1-minute load average shown); CPU is the thread's own time ` +
      `at ${PHONE.cpuSlowdown}x, which other processes' preemption does not inflate:`,
  );
  const site = await gzipStaticServer(resolve(dir));
  const browser = await launchBenchBrowser();
  try {
    for (const route of routes) {
      const runs: LoadRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadTasksRun(browser, `${site.url}/${route}${route ? '/' : ''}`, site.url));
      console.log(loadTasksLine(route, runs));
    }
  } finally {
    await browser.close();
    site.close();
  }
}
