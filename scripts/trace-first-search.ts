/**
 * The first search typed at once after load (see docs/load.md), for two builds alternated run by
 * run: the bench's figure (lib/site/first-search-bench.ts: from the input event to the first
 * results painted) per run, then the medians and ranges. With --trace, each run is traced (CDP) and
 * the main thread's tasks from the input event to the results' paint are listed with what fills them.
 * With --profile too, the page's JS functions sampled in that window (build the reader unminified for names).
 * Usage: npx tsx scripts/trace-first-search.ts [--runs N] [--dir out] [--vs dir] [--after ms] [--trace] [--profile]
 */
import { resolve } from 'node:path';
import { firstSearchRun, gzipStaticServer, launchBenchBrowser, median, searchBoxPoint, type FirstSearchRun, type RunWatch } from '../lib/site/first-search-bench';
import { profileOf, type Profile } from '../lib/site/trace-profile';
import { startTrace } from '../lib/site/trace-capture';
import { fillers, tasksOf, within } from '../lib/site/trace-tasks';
import { BENCH_OPTIONS, builtDirs, commandLine } from './cli';

const { options } = commandLine(
  { ...BENCH_OPTIONS, after: { kind: 'whole', min: 0, max: 60_000 }, trace: { kind: 'flag' }, profile: { kind: 'flag' } },
  'usage: npx tsx scripts/trace-first-search.ts [--runs N] [--dir out] [--vs dir] [--after ms] [--trace] [--profile]',
);
const runs = options.runs ?? 5;
const afterLoadMs = options.after ?? 0;
const dirs = builtDirs(options.dir, options.vs);
const profile = options.profile ?? false;
const PATH = '/rules/space-combat/';
const QUERY = 'retreat';

/** Traces the visit; once the figures are in, prints the tasks from the input event to the first results' paint. */
const traced = (origin: string): RunWatch => async (page, context) => {
  // When the first result is in the DOM (the figure ends when it is painted), and what was fetched when.
  await page.addInitScript(() => {
    const w = window as unknown as { __listed: number };
    new MutationObserver(() => {
      if (!w.__listed && document.querySelector('#search-results [role=option]')) w.__listed = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  const endTrace = await startTrace(cdp);
  return async (run: FirstSearchRun) => {
    const events = await endTrace();
    const marks = await page.evaluate(() => ({
      listed: (window as unknown as { __listed: number }).__listed,
      input: (window as unknown as { __firstSearch: { input: number } }).__firstSearch.input,
      marks: performance.getEntriesByType('mark').map((m) => [m.name, m.startTime] as const),
      fetched: performance.getEntriesByType('resource').map((e) => [e.name.replace(location.origin, ''), Math.round(e.startTime), Math.round((e as PerformanceResourceTiming).responseEnd)] as const),
    }));
    const since = (t: number) => Math.round(t - marks.input);
    console.log(`    first result in the DOM at ${since(marks.listed)} ms; fetched (from, to, since input): ${marks.fetched.filter(([n]) => /search|reader/.test(n)).map(([n, a, b]) => `${n} ${since(a)}..${since(b)}`).join(', ')}`);
    console.log(`    marks since input: ${marks.marks.map(([n, t]) => `${n} ${since(t)}`).join(', ')}`);
    const { topLevel, slices } = tasksOf(events, origin);
    const input = slices.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'input');
    if (!input) return console.log('    (no input event in the trace)');
    const load = slices.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'load');
    const end = input.ts + run.firstResultsMs * 1000;
    const at = (ts: number) => `${((ts - input.ts) / 1000).toFixed(0).padStart(5)} ms`;
    if (load) console.log(`    load event at ${at(load.ts)}`);
    for (const task of topLevel.filter((t) => t.ts + t.dur! >= input.ts - 300_000 && t.ts <= end)) {
      if (task.dur! < 1000) continue;
      const top = fillers(within(slices, task), 500).slice(0, 5).map(([name, us]) => `${name} ${(us / 1000).toFixed(1)}`).join('; ');
      console.log(`    ${at(task.ts)} +${(task.dur! / 1000).toFixed(1)} ms (${((task.tdur ?? 0) / 1000).toFixed(1)} CPU): ${top}`);
    }
    if (profile) {
      const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      profileOf(p, [{ ts: input.ts, end }], origin);
    }
  };
};

const sites = await Promise.all(dirs.map((d) => gzipStaticServer(resolve(d))));
const browser = await launchBenchBrowser();
try {
  const box = await searchBoxPoint(browser, `${sites[0]!.url}${PATH}`);
  const figures: FirstSearchRun[][] = dirs.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [i, site] of sites.entries()) {
      const watch = options.trace || profile ? traced(site.url) : undefined;
      const r = await firstSearchRun(browser, `${site.url}${PATH}`, box, QUERY, { afterLoadMs }, watch);
      figures[i]!.push(r);
      console.log(`${dirs[i]} run ${run + 1}: first results ${Math.round(r.firstResultsMs)} ms (${r.firstStage}), typed ${Math.round(r.typedAfterLoadMs)} ms after load, full ${Math.round(r.fullResultsMs)} ms, longest task ${Math.round(r.longestTaskMs)} ms`);
    }
  }
  for (const [i, d] of dirs.entries()) {
    const first = figures[i]!.map((r) => Math.round(r.firstResultsMs));
    const longest = figures[i]!.map((r) => Math.round(r.longestTaskMs));
    const full = figures[i]!.map((r) => Math.round(r.fullResultsMs));
    console.log(
      `${d}: first results median ${median(first)} ms (${Math.min(...first)}-${Math.max(...first)}; ${first.join(', ')}), ` +
        `full results median ${median(full)} ms (${Math.min(...full)}-${Math.max(...full)}), longest task median ${median(longest)} ms (${longest.join(', ')})`,
    );
  }
} finally {
  await browser.close();
  for (const site of sites) site.close();
}
