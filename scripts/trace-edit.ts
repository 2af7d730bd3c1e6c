/**
 * The main-thread cost of the first edit on /timing (see docs/load.md): on the bench's phone (CPU 4x
 * slower, 1.6 Mbit/s), a cold visit, 3 s for the page to settle, then a CDP trace of one edit (adding
 * Morale Boost by name) and the 3 s after it, in which the new order must be shown. Prints the main thread's task time in the
 * trace (wall and thread CPU) and its longest task; with --vs <dir> the runs alternate between two
 * builds (the machine's load drifts) and the medians are printed.
 * Usage: npx tsx scripts/trace-edit.ts [--runs N] [--dir out] [--vs dir]
 */
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { gzipStaticServer, launchBenchBrowser, median, phonePage } from '../lib/site/first-search-bench';
import { startTrace } from '../lib/site/trace-capture';
import { tasksOf } from '../lib/site/trace-tasks';
import { BENCH_OPTIONS, builtDirs, commandLine } from './cli';

const { options } = commandLine(BENCH_OPTIONS, 'usage: npx tsx scripts/trace-edit.ts [--runs N] [--dir out] [--vs dir]');
const runs = options.runs ?? 1;
const dirs = builtDirs(options.dir, options.vs);

interface EditCost {
  wallMs: number;
  cpuMs: number;
  longestMs: number;
}

/** One cold visit and its first edit, traced from the tap until the new order is on screen. */
async function firstEdit(browser: Browser, origin: string): Promise<EditCost> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  try {
    const page = await phonePage(context);
    await page.goto(`${origin}/timing/`, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    // Nothing may run in the page while tracing but the edit and what it causes: Playwright's own
    // evaluations (an actionability check, a waitFor's polling) are tasks on the page's main thread,
    // so the edit is sent as raw input and checked only after the trace.
    const cdp = await context.newCDPSession(page);
    // The edit: Ann plays Morale Boost, typed into the ability field (focused before the trace) and added with Enter.
    await page.getByLabel('Ability: a card name or its trigger text').click();
    await page.waitForTimeout(500);
    const endTrace = await startTrace(cdp);
    await page.keyboard.insertText('Morale Boost');
    await page.keyboard.press('Enter');
    await new Promise((r) => setTimeout(r, 3000));
    const events = await endTrace();
    const shown = await page.locator('section[aria-labelledby="order-title"]:not([aria-busy="true"]) ol > li').count();
    if (shown !== 4) throw new Error(`the edit's answer was not shown within 3 s (${shown} abilities in the order)`);
    const { topLevel } = tasksOf(events, origin);
    const sum = (key: 'dur' | 'tdur') => topLevel.reduce((n, t) => n + (t[key] ?? 0), 0) / 1000;
    return { wallMs: sum('dur'), cpuMs: sum('tdur'), longestMs: Math.max(...topLevel.map((t) => t.dur!)) / 1000 };
  } finally {
    await context.close();
  }
}

const sites = await Promise.all(dirs.map((d) => gzipStaticServer(resolve(d))));
const browser = await launchBenchBrowser();
try {
  const costs: EditCost[][] = dirs.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [i, site] of sites.entries()) {
      const cost = await firstEdit(browser, site.url);
      costs[i]!.push(cost);
      console.log(`/timing/ (${dirs[i]}) run ${run + 1}: first edit ${cost.wallMs.toFixed(0)} ms of main-thread tasks (${cost.cpuMs.toFixed(0)} ms CPU), longest ${cost.longestMs.toFixed(0)} ms`);
    }
  }
  for (const [i, d] of dirs.entries()) {
    const of = (k: keyof EditCost) => costs[i]!.map((c) => Math.round(c[k]));
    console.log(`${d}: the first edit, median ${median(of('wallMs'))} ms of main-thread tasks (${of('wallMs').join(', ')}), ${median(of('cpuMs'))} ms CPU, longest task ${median(of('longestMs'))} ms (${of('longestMs').join(', ')})`);
  }
} finally {
  await browser.close();
  for (const site of sites) site.close();
}
