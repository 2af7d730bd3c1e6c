/**
 * The first-search figure of `npm run bench:web`: on a reading page of the static export, in
 * Chromium slowed like a mid-range phone (CPU 4x slower through CDP, workers included; 1.6 Mbit/s
 * down, 150 ms round trips), the time from the first keystroke in the search box to the first
 * results painted (from the quick index or the full one, whichever answers first), the time to the
 * full index's results, and the longest main-thread task from load to then (a tap waits that long
 * at worst). The keystroke comes at once after the load event, a second after it, three seconds
 * after it, and while the service worker downloads the offline precache.
 *
 * The page is served gzipped, as any static host serves it, to a fresh browser profile: a first
 * visit, service worker (and its offline precache) included.
 */
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

export const PHONE = {
  cpuSlowdown: 4,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  latencyMs: 150,
} as const;

export interface FirstSearchRun {
  /** Time from the page's load event to the keystroke. */
  typedAfterLoadMs: number;
  /** From the keystroke (the input event) to the first result painted. */
  firstResultsMs: number;
  /** Which index gave those first results: the quick one (titles and numbers) or the full one. */
  firstStage: string;
  /** From the keystroke to the full index's first result painted. */
  fullResultsMs: number;
  /** The longest main-thread task from navigation to the results (PerformanceObserver long tasks, >= 50 ms). */
  longestTaskMs: number;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

async function fileFor(dir: string, path: string): Promise<string | undefined> {
  const clean = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, join(clean, 'index.html'), `${clean}.html`]) {
    const file = join(dir, candidate);
    if (!file.startsWith(dir)) return undefined;
    const s = await stat(file).catch(() => undefined);
    if (s?.isFile()) return file;
  }
  return undefined;
}

/**
 * A static server for the bench only: gzips what it sends, as real hosts do, and like them
 * compresses each file once (the bench's server shares the machine with the browser it measures:
 * compressing the 760 files of the offline precache again on every visit would slow the browser).
 */
export async function gzipStaticServer(dir: string): Promise<{ url: string; close: () => void }> {
  const zipped = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    void (async () => {
      const file = await fileFor(dir, new URL(req.url ?? '/', 'http://x').pathname);
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const zip = /gzip/.test(String(req.headers['accept-encoding'])) && !type.startsWith('image/png');
      let body = zip ? zipped.get(file) : undefined;
      if (!body) {
        body = await readFile(file);
        if (zip) zipped.set(file, (body = gzipSync(body)));
      }
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', ...(zip ? { 'content-encoding': 'gzip' } : {}) });
      res.end(body);
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

// Installed before the page's own scripts: records long tasks, the first input event into the
// search box and when the first result's title is painted (Element Timing: the frame's presentation
// time, so work the page queues after that paint is not counted), from either index and then from
// the full one. Where Element Timing reports nothing, the frame after the result is in the page.
/** What the probe logs once both figures are in. */
const PROBE_DONE = 'first-search-probe-done';

const PROBE = `(() => {
  const DONE = '${PROBE_DONE}';
  const probe = (window.__firstSearch = { longest: 0, input: 0, shown: 0, stage: '', full: 0, load: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longest = Math.max(probe.longest, e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const timed = PerformanceObserver.supportedEntryTypes.includes('element');
  // Identifiers: "first-search <keys> <stage>"; a key is set once, by the first list painted that carries it.
  const record = (keys, stage, time) => {
    for (const key of keys) {
      if (probe[key] !== -1) continue;
      probe[key] = time;
      if (key === 'shown') probe.stage = stage;
    }
    if (probe.shown > 0 && probe.full > 0) console.debug(DONE);
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const [name, keys, stage] = e.identifier.split(' ');
      if (name === 'first-search') record(keys.split(','), stage, e.renderTime || e.loadTime);
    }
  }).observe({ type: 'element', buffered: true });
  addEventListener('load', () => { probe.load = performance.now(); });
  document.addEventListener('input', (e) => { if (!probe.input) probe.input = e.timeStamp; }, true);
  // A list replaced before it was painted is never timed: the one that replaces it is tagged instead.
  let tagged = null;
  new MutationObserver(() => {
    if (!probe.input) return;
    const list = document.querySelector('#search-results');
    const option = list && list.querySelector('[role=option]');
    if (!option || option === tagged) return;
    const stage = list.getAttribute('data-stage') || '';
    const keys = ['shown', ...(stage === 'full' ? ['full'] : [])].filter((key) => probe[key] <= 0);
    if (!keys.length) return;
    tagged = option;
    for (const key of keys) probe[key] = -1;
    // The title is its own block (a flex item): its text is timed as one.
    if (timed) for (const el of option.querySelectorAll('span')) el.setAttribute('elementtiming', 'first-search ' + keys.join(',') + ' ' + stage);
    else requestAnimationFrame(() => setTimeout(() => record(keys, stage, performance.now())));
  }).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

interface Probe {
  longest: number;
  input: number;
  shown: number;
  stage: string;
  full: number;
  load: number;
}

/** When the keystroke comes: so long after the load event, or once the offline precache is downloading. */
export type TypeWhen = { afterLoadMs: number } | 'during precache';

type Point = { x: number; y: number };

/**
 * The middle of the search box on the phone-sized page, found on an unthrottled visit. The timed
 * visits tap there straight away: asking Playwright where the box is (or tapping through a
 * locator, which checks it first) takes most of a second on the slowed CPU, and the keystroke "at
 * once" would come that much after the load event.
 */
export async function searchBoxPoint(browser: Browser, url: string): Promise<Point> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = (await page.locator('#search-input').boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/** A new page in `context`, its CPU and network slowed like the phone's (through CDP, workers included); `cpuSlowdown` 1 leaves the CPU alone. */
export async function phonePage(context: BrowserContext, cpuSlowdown: number = PHONE.cpuSlowdown): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}

/** Called with the page before it loads; what it returns is called once the run's figures are in (scripts/trace-first-search.ts traces between). */
export type RunWatch = (page: Page, context: BrowserContext) => Promise<(run: FirstSearchRun) => Promise<void>>;

/** One cold visit to `url`: waits as `when` says, taps the search box (at `box`) and types `query` in one input event. */
export async function firstSearchRun(browser: Browser, url: string, box: Point, query: string, when: TypeWhen, watch?: RunWatch): Promise<FirstSearchRun> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
  try {
    const page = await phonePage(context);
    const watched = await watch?.(page, context);
    await page.addInitScript(PROBE);
    await page.goto(url, { waitUntil: 'load' });
    if (when === 'during precache') {
      // The service worker is registered once the full index is in; its install downloads the site.
      const installing = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.installing));
      for (const started = Date.now(); !(await installing()); await page.waitForTimeout(50)) {
        if (Date.now() - started > 60_000) throw new Error('the service worker never started installing');
      }
    } else await page.waitForTimeout(when.afterLoadMs);
    // Waiting on the probe's log line, not by polling the page: Playwright's polling script is
    // evaluated in the page on first use, a quarter of a second of main-thread work on the slowed
    // CPU that would land between the results and their paint.
    const done = page.waitForEvent('console', { predicate: (message) => message.text() === PROBE_DONE, timeout: 60_000 });
    await page.touchscreen.tap(box.x, box.y);
    // A word committed at once, as a phone keyboard's suggestion or a paste does: the figure is
    // the engine's delay, not the typist's.
    await page.keyboard.insertText(query);
    await done;
    const probe = await page.evaluate(() => (window as unknown as { __firstSearch: Probe }).__firstSearch);
    const run = {
      typedAfterLoadMs: probe.input - probe.load,
      firstResultsMs: probe.shown - probe.input,
      firstStage: probe.stage,
      fullResultsMs: probe.full - probe.input,
      longestTaskMs: probe.longest,
    };
    await watched?.(run);
    return run;
  } finally {
    await context.close();
  }
}

export async function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** The median of some numbers (the bench repeats each run: one slow machine hiccup must not be the figure). */
export function median(values: number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The scenarios printed: a player typing at once, soon, or a little after the page has loaded, or while the site downloads for offline use. */
const SCENARIOS: { label: string; when: TypeWhen }[] = [
  { label: 'at once after load', when: { afterLoadMs: 0 } },
  { label: '1 s after load', when: { afterLoadMs: 1000 } },
  { label: '3 s after load', when: { afterLoadMs: 3000 } },
  { label: 'during precache', when: 'during precache' },
];
/** Runs per scenario (BENCH_RUNS overrides): the median is printed. */
const RUNS = Number(process.env.BENCH_RUNS) || 5;
export const FIRST_SEARCH_TARGET_MS = 300;

/** Runs the first-search bench over the static export in `dir` and prints its figures. */
export async function printFirstSearch(dir: string, path = '/rules/space-combat/', query = 'retreat'): Promise<void> {
  console.log(
    `\nFirst search on ${path}, "${query}" typed in one input event (CPU ${PHONE.cpuSlowdown}x slower, ${PHONE.downloadBitsPerSecond / 1e6} Mbit/s, ` +
      `${PHONE.latencyMs} ms RTT, gzip, first visit; median of ${RUNS}; target < ${FIRST_SEARCH_TARGET_MS} ms):`,
  );
  const site = await gzipStaticServer(resolve(dir));
  const browser = await launchBenchBrowser();
  try {
    const url = `${site.url}${path}`;
    const box = await searchBoxPoint(browser, url);
    for (const { label, when } of SCENARIOS) {
      const runs: FirstSearchRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await firstSearchRun(browser, url, box, query, when));
      const first = median(runs.map((r) => r.firstResultsMs));
      const ms = (values: number[]) => `${Math.round(median(values))} ms`;
      const stages = [...new Set(runs.map((r) => r.firstStage))].join('/');
      console.log(
        `  typed ${label.padEnd(19)} first results ${ms(runs.map((r) => r.firstResultsMs)).padStart(7)} (target < ${FIRST_SEARCH_TARGET_MS} ms${first > FIRST_SEARCH_TARGET_MS ? ', OVER' : ''}; ${stages} index)` +
          `, full-index results ${ms(runs.map((r) => r.fullResultsMs))}, typed ${ms(runs.map((r) => r.typedAfterLoadMs))} after load` +
          `, longest main-thread task ${ms(runs.map((r) => r.longestTaskMs))}; runs: ${runs.map((r) => Math.round(r.firstResultsMs)).join(', ')} ms`,
      );
    }
  } finally {
    await browser.close();
    site.close();
  }
}
