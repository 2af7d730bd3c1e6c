/**
 * Attributes the long tasks of a cold page load (see docs/load.md): a CDP trace of one visit on
 * the bench's phone (CPU 4x slower, 1.6 Mbit/s), each main-thread task of `--min` ms or more with
 * its thread CPU time and what fills it, then (with --profile) a JS profile's top self times.
 * With --vs <dir> the runs alternate between two builds (the machine's load drifts) and the medians
 * of the longest task, of the longest ending after the load event (bench:web's second figure), of the first-rendering task (the task with the most style, layout and paint:
 * the browser's first layout) and of the island's longest task (the longest that ran /islands/ code)
 * are printed, each in wall and thread CPU time, and the font lookups of each visit (a count: unlike
 * the times, not swayed by the machine's load).
 * With --cpu 1 the CPU is not slowed (network still the phone's): the most CPU one task took is then
 * the page's own work, steady at any machine load (bench:web's "CPU not slowed" figure); that task's
 * fillers are printed too, and with --vs its median.
 * Usage: npx tsx scripts/trace-load.ts <route> [--runs N] [--min ms] [--detail N] [--profile] [--cpu N] [--dir out] [--vs dir]
 */
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { gzipStaticServer, launchBenchBrowser, median, PHONE, phonePage } from '../lib/site/first-search-bench';
import { profileOf, type Profile } from '../lib/site/trace-profile';
import { startTrace } from '../lib/site/trace-capture';
import { fillers, lengthOf, loadEventAt, longestOf, tasksOf, within, type Length, type TraceEvent } from '../lib/site/trace-tasks';
import { BENCH_OPTIONS, builtDirs, commandLine } from './cli';

const { options, words } = commandLine(
  { ...BENCH_OPTIONS, min: { kind: 'number', min: 0, max: 60_000 }, detail: { kind: 'whole', min: 0, max: 1000 }, profile: { kind: 'flag' }, cpu: { kind: 'whole', min: 1, max: 20 } },
  'usage: npx tsx scripts/trace-load.ts <route> [--runs N] [--min ms] [--detail N] [--profile] [--cpu N] [--dir out] [--vs dir]',
  1,
);
const route = words[0] ?? '';
const runs = options.runs ?? 1;
const minMs = options.min ?? 30;
/** How many of a task's fillers are listed. */
const detail = options.detail ?? 10;
const profile = options.profile ?? false;
const cpuSlowdown = options.cpu ?? PHONE.cpuSlowdown;
const dirs = builtDirs(options.dir, options.vs);

interface Described {
  long: { ts: number; end: number }[];
  /** The longest task that ran the island's code (its module, or a timer or callback of its chunks). */
  island: Length;
  longest: Length;
  /** The task that took the most thread CPU time. */
  mostCpu: Length;
  /** The longest task ending after the load event (bench:web's second figure; it counts the task that dispatches load). */
  afterLoad: Length;
  /** The task with the most style, layout and paint (the page's first rendering on a cold load). */
  rendering: Length;
  /** Font lookups on the main thread, and those that asked the browser process (Linux: a synchronous round trip). */
  fonts: { lookups: number; trips: number };
}

/** The lifecycle slices of a rendering: style recalc, layout, paint (not nested in one another). */
const RENDERING = /^(Document::updateStyle|UpdateLayoutTree|Layout|LocalFrameView::performLayout|Paint|PrePaint)$/;

/** The top-level task whose rendering slices last longest. */
function renderingTask(topLevel: TraceEvent[], slices: TraceEvent[]): TraceEvent | undefined {
  const rendering = slices.filter((e) => RENDERING.test(e.name));
  const spent = (task: TraceEvent) => within(rendering, task).reduce((sum, e) => sum + e.dur!, 0);
  return topLevel.reduce<[TraceEvent | undefined, number]>((best, task) => {
    const us = spent(task);
    return us > best[1] ? [task, us] : best;
  }, [undefined, 0])[0];
}

/**
 * Prints the tasks that ran the site's scripts, named by the first script they ran, and returns the
 * island's longest. A module evaluation names no URL in the trace: the reader's is told by the
 * reader's own calls in the same task, so a module task with no URL is the island's.
 */
function scriptTasks(topLevel: TraceEvent[], slices: TraceEvent[], origin: string, ms: (t: TraceEvent) => string): Length {
  const island = { wallMs: 0, cpuMs: 0 };
  for (const task of topLevel) {
    const inside = within(slices, task);
    const script = inside.find((e) => /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|RunMicrotasks)$/.test(e.name));
    if (!script) continue;
    const url = inside.find((e) => e.args?.data?.url?.startsWith(origin))?.args?.data?.url?.replace(origin, '') ?? '';
    if (url.startsWith('/islands/') || (script.name === 'v8.evaluateModule' && url === '')) {
      island.wallMs = Math.max(island.wallMs, task.dur! / 1000);
      island.cpuMs = Math.max(island.cpuMs, (task.tdur ?? 0) / 1000);
    }
    if ((task.tdur ?? 0) >= 10_000) console.log(`    script task: ${ms(task)}: ${script.name} ${url}`);
  }
  return island;
}

/** Prints the longest task, the script tasks and each task of `minMs` or more with what fills it. */
function describeTasks(events: TraceEvent[], origin: string): Described {
  const { topLevel, slices } = tasksOf(events, origin);
  const t0 = Math.min(...slices.map((e) => e.ts));
  const most = (key: 'dur' | 'tdur') => longestOf(topLevel, key)!;
  const ms = (t: TraceEvent) => `${(t.dur! / 1000).toFixed(0)} ms wall, ${((t.tdur ?? 0) / 1000).toFixed(0)} ms CPU, at ${((t.ts - t0) / 1000).toFixed(0)} ms`;
  console.log(`  longest task: ${ms(most('dur'))}; most CPU: ${ms(most('tdur'))}`);
  const island = scriptTasks(topLevel, slices, origin, ms);
  // The most CPU task is listed even when its wall time is under --min (an unslowed visit's tasks are short).
  const long = topLevel.filter((task) => task.dur! / 1000 >= minMs || task === most('tdur'));
  for (const task of long) {
    console.log(`  task: ${ms(task)}`);
    for (const [name, us] of fillers(within(slices, task)).slice(0, detail)) console.log(`      ${(us / 1000).toFixed(1).padStart(6)} ms  ${name}`);
  }
  const loadAt = loadEventAt(events, slices);
  const after = longestOf(topLevel.filter((t) => t.ts + t.dur! > loadAt));
  if (after) console.log(`  load event at ${((loadAt - t0) / 1000).toFixed(0)} ms; longest task ending after it: ${ms(after)}`);
  const rendering = renderingTask(topLevel, slices);
  if (rendering) console.log(`  first rendering (most style, layout and paint): ${ms(rendering)}`);
  const count = (name: string) => slices.filter((e) => e.name === name).length;
  const fonts = { lookups: count('FontCache::GetFontPlatformData'), trips: count('FontDataManager::onMatchFamilyStyle') };
  console.log(`  font lookups: ${fonts.lookups}, of them to the browser process: ${fonts.trips}`);
  return { long: long.map((t) => ({ ts: t.ts, end: t.ts + t.dur! })), island, longest: lengthOf(most('dur')), mostCpu: lengthOf(most('tdur')), afterLoad: lengthOf(after), rendering: lengthOf(rendering), fonts };
}

/** One traced cold visit: its tasks printed, the longest, the rendering and the island's longest returned. */
async function visit(browser: Browser, url: string, origin: string): Promise<Omit<Described, 'long'>> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  try {
    const page = await phonePage(context, cpuSlowdown);
    const cdp = await context.newCDPSession(page);
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const endTrace = await startTrace(cdp);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const { long, ...lengths } = describeTasks(await endTrace(), origin);
    if (profile) {
      const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      profileOf(p, long, origin);
    }
    return lengths;
  } finally {
    await context.close();
  }
}

const sites = await Promise.all(dirs.map((d) => gzipStaticServer(resolve(d))));
const browser = await launchBenchBrowser();
try {
  const visits: Omit<Described, 'long'>[][] = dirs.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [i, site] of sites.entries()) {
      console.log(`/${route} (${dirs[i]}) run ${run + 1}: main-thread tasks of ${minMs} ms or more`);
      visits[i]!.push(await visit(browser, `${site.url}/${route}${route ? '/' : ''}`, site.url));
    }
  }
  for (const [i, d] of dirs.entries()) {
    for (const [key, name] of [['longest', 'the longest task'], ['mostCpu', 'the task with the most CPU'], ['afterLoad', 'the longest task ending after the load event'], ['rendering', 'the first rendering'], ['island', "the island's longest task"]] as const) {
      const of = (k: keyof Length) => visits[i]!.map((x) => Math.round(x[key][k]));
      console.log(`${d}: ${name}, median ${median(of('wallMs'))} ms wall (${of('wallMs').join(', ')}), ${median(of('cpuMs'))} ms CPU (${of('cpuMs').join(', ')})`);
    }
    const fonts = visits[i]!.map((x) => `${x.fonts.lookups}/${x.fonts.trips}`);
    console.log(`${d}: font lookups / round trips to the browser process: ${fonts.join(', ')}`);
  }
} finally {
  await browser.close();
  for (const site of sites) site.close();
}
