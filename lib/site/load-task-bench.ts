/**
 * The load figure of `npm run bench:web`: the longest main-thread task while a page loads and
 * settles, on a first visit in Chromium slowed like the phone of ./first-search-bench.ts (CPU 4x
 * slower, 1.6 Mbit/s). A tap during that task waits for its end: the budget is 50 ms. The window
 * runs from navigation to some seconds after the load event, so it holds the page's first layout,
 * the reader script, the quick index's parse, build and warm-up, the search worker's start and the
 * service worker's registration. The longest task after the load event is printed apart: before
 * it the browser's own parsing, style and first layout dominate; after it, mostly work the site queues.
 */
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { gzipStaticServer, launchBenchBrowser, median, PHONE, phonePage } from './first-search-bench';

/** A long task as the Long Tasks API reports it (ms since navigation). */
export interface LongTask {
  start: number;
  duration: number;
}

export interface LoadTasks {
  /** The longest task from navigation to the end of the window (0: none of 50 ms or more). */
  longestMs: number;
  /** The longest task that ended after the load event. */
  longestAfterLoadMs: number;
}

/** The longest tasks of a visit, overall and of those ending after `loadAt`. */
export function longestTasks(tasks: readonly LongTask[], loadAt: number): LoadTasks {
  const longest = (list: readonly LongTask[]) => list.reduce((max, t) => Math.max(max, t.duration), 0);
  return { longestMs: longest(tasks), longestAfterLoadMs: longest(tasks.filter((t) => t.start + t.duration > loadAt)) };
}

/** How long after the load event the window ends: past the quick index's warm-up and the service worker's registration. */
export const SETTLE_MS = 6000;

// Installed before the page's own scripts: records every long task and the load event's time.
const PROBE = `(() => {
  const probe = (window.__loadTasks = { tasks: [], load: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('load', () => { probe.load = performance.now(); });
})();`;

/** One cold visit to `url`: its long tasks until `settleMs` after the load event. */
export async function loadTasksRun(browser: Browser, url: string, settleMs = SETTLE_MS): Promise<LoadTasks> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  try {
    const page = await phonePage(context);
    await page.addInitScript(PROBE);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const probe = await page.evaluate(() => (window as unknown as { __loadTasks: { tasks: LongTask[]; load: number } }).__loadTasks);
    return longestTasks(probe.tasks, probe.load);
  } finally {
    await context.close();
  }
}

/** Runs per page (LOAD_RUNS overrides): the median is printed. */
const RUNS = Number(process.env.LOAD_RUNS) || 3;
export const LONG_TASK_BUDGET_MS = 50;

/** Prints the longest main-thread task at load of each route of the static export in `dir`. */
export async function printLoadTasks(dir: string, routes: readonly string[]): Promise<void> {
  console.log(
    `\nLongest main-thread task at load, first visit (CPU ${PHONE.cpuSlowdown}x slower, ${PHONE.downloadBitsPerSecond / 1e6} Mbit/s; ` +
      `navigation to ${SETTLE_MS / 1000} s after load; median of ${RUNS}; budget ${LONG_TASK_BUDGET_MS} ms):`,
  );
  const site = await gzipStaticServer(resolve(dir));
  const browser = await launchBenchBrowser();
  try {
    for (const route of routes) {
      const runs: LoadTasks[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await loadTasksRun(browser, `${site.url}/${route}${route ? '/' : ''}`));
      const ms = (values: number[]) => `${Math.round(median(values))} ms`.padStart(7);
      const after = median(runs.map((r) => r.longestAfterLoadMs));
      console.log(
        `  /${route.padEnd(22)} longest ${ms(runs.map((r) => r.longestMs))}, after the load event ${ms(runs.map((r) => r.longestAfterLoadMs))}` +
          `${after > LONG_TASK_BUDGET_MS ? ' OVER' : ''}; runs: ${runs.map((r) => `${Math.round(r.longestMs)}/${Math.round(r.longestAfterLoadMs)}`).join(', ')} ms`,
      );
    }
  } finally {
    await browser.close();
    site.close();
  }
}
