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
 * machine's load average are printed beside it. At 4x that CPU time still moves with the load:
 * Chromium slows the thread by spinning in a signal handler for 3x the wall time the thread ran
 * since its last pause (blink's ThreadCPUThrottler), so time taken by other processes comes back
 * tripled as spin (a loop of 26-28 ms of CPU took 97-115 ms of CPU at 4x; /units' most CPU in one
 * task was 71 ms at load 12 and 125 ms at load 14). Each run therefore also visits the page with
 * the CPU not slowed (network still the phone's): the thread CPU time of that visit is the page's
 * own work, steady within about 10% at any load, and 4x it is the phone's estimate, as Lighthouse's
 * simulated slowdown reckons it.
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
const SETTLE_MS = 6000;

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

/** A run of a route: a visit on the slowed phone and one with the CPU not slowed (its CPU time is the page's own work). */
export interface LoadPair {
  slowed: LoadRun;
  unslowed: LoadRun;
}

/** One cold visit to `url` (served at `origin`) with the CPU slowed `cpuSlowdown` times, traced until `SETTLE_MS` after the load event. */
async function loadTasksRun(browser: Browser, url: string, origin: string, cpuSlowdown: number = PHONE.cpuSlowdown): Promise<LoadRun> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  try {
    const page = await phonePage(context, cpuSlowdown);
    const loadAverage = loadavg()[0]!;
    const endTrace = await startTrace(await context.newCDPSession(page), LOAD_TRACE_CATEGORIES);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    return { ...loadTasksOf(await endTrace(), origin), loadAverage };
  } finally {
    await context.close();
  }
}

/** Runs per page (LOAD_RUNS overrides): the median of each figure is printed. */
const RUNS = Number(process.env.LOAD_RUNS) || 3;
export const LONG_TASK_BUDGET_MS = 50;

/** One route's printed lines: the medians over its runs (each figure's own), then each run's longest task. */
export function loadTasksLines(route: string, runs: readonly LoadPair[]): string {
  const of = (pick: (r: LoadPair) => number) => median(runs.map(pick));
  const ms = (pick: (r: LoadPair) => number) => `${Math.round(of(pick))}`.padStart(4);
  const over = (value: number) => (value > LONG_TASK_BUDGET_MS ? ' OVER' : '');
  const phone = (pick: (r: LoadRun) => number) => of((r) => pick(r.unslowed)) * PHONE.cpuSlowdown;
  return (
    `  /${route.padEnd(22)} longest ${ms((r) => r.slowed.longest.wallMs)} ms wall, ${ms((r) => r.slowed.longest.cpuMs)} ms CPU; ` +
    `after the load event ${ms((r) => r.slowed.afterLoad.wallMs)} ms wall${over(of((r) => r.slowed.afterLoad.wallMs))}, ${ms((r) => r.slowed.afterLoad.cpuMs)} ms CPU; ` +
    `most CPU in a task ${ms((r) => r.slowed.mostCpuMs)} ms; main-thread CPU ${ms((r) => r.slowed.totalCpuMs)} ms; ` +
    `load ${of((r) => r.slowed.loadAverage).toFixed(1)}; runs (wall/CPU): ${runs.map((r) => `${Math.round(r.slowed.longest.wallMs)}/${Math.round(r.slowed.longest.cpuMs)}`).join(', ')} ms\n` +
    `  ${''.padEnd(23)} CPU not slowed: most in a task ${ms((r) => r.unslowed.mostCpuMs)} ms (x${PHONE.cpuSlowdown} ${Math.round(phone((r) => r.mostCpuMs))} ms${over(phone((r) => r.mostCpuMs))}), ` +
    `after the load event ${ms((r) => r.unslowed.afterLoad.cpuMs)} ms, main-thread CPU ${ms((r) => r.unslowed.totalCpuMs)} ms (x${PHONE.cpuSlowdown} ${Math.round(phone((r) => r.totalCpuMs))} ms); ` +
    `runs (most in a task): ${runs.map((r) => Math.round(r.unslowed.mostCpuMs)).join(', ')} ms`
  );
}

/** Prints the load figures of each route of the static export in `dir`. */
export async function printLoadTasks(dir: string, routes: readonly string[]): Promise<void> {
  console.log(
    `\nLongest main-thread task at load, first visit (CPU ${PHONE.cpuSlowdown}x slower, ${PHONE.downloadBitsPerSecond / 1e6} Mbit/s; ` +
      `navigation to ${SETTLE_MS / 1000} s after load; median of ${RUNS} traced runs, LOAD_RUNS overrides; budget ${LONG_TASK_BUDGET_MS} ms). ` +
      `Wall time is what a tap waits here and swings with the machine's load (1-minute load average shown); CPU at ${PHONE.cpuSlowdown}x moves with it too ` +
      `(the slowdown spins for 3x any preemption). The second line's visits do not slow the CPU: their CPU time is the page's own work, steady at any load, ` +
      `x${PHONE.cpuSlowdown} the phone's estimate:`,
  );
  const site = await gzipStaticServer(resolve(dir));
  const browser = await launchBenchBrowser();
  try {
    for (const route of routes) {
      const url = `${site.url}/${route}${route ? '/' : ''}`;
      const runs: LoadPair[] = [];
      for (let i = 0; i < RUNS; i++) runs.push({ slowed: await loadTasksRun(browser, url, site.url), unslowed: await loadTasksRun(browser, url, site.url, 1) });
      console.log(loadTasksLines(route, runs));
    }
  } finally {
    await browser.close();
    site.close();
  }
}
