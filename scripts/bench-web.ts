/**
 * npm run bench:web: first-load JS per route (gzipped), the first search on a slowed phone (see
 * lib/site/first-search-bench.ts; target: results within 300 ms of the keystroke), the longest
 * main-thread task at load per route on that phone (lib/site/load-task-bench.ts; budget 50 ms) and a Lighthouse
 * mobile run (performance, accessibility, best practices, LCP, TBT, CLS) against the served static export. Prints
 * figures; asserts nothing.
 * Targets: first-load JS < 80 KB gzipped per route (FIRST_LOAD_BUDGET_BYTES), performance >= 95, accessibility 100,
 * best practices 100, CLS 0.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FIRST_LOAD_BUDGET_BYTES, firstLoadJs } from '../lib/site/first-load-js';
import { printFirstSearch } from '../lib/site/first-search-bench';
import { printLoadTasks } from '../lib/site/load-task-bench';
import { createStaticServer } from '../lib/serve/static-server';
import { COMMAND_LINES } from '../lib/cli/command-lines';
import { argsFor, builtDirs, fromRoot } from './cli';

// Each kind of page: home, entry pages (rules/abilities is the longest LRR entry), the FAQ, the unit
// cards, the islands.
const ROUTES = ['', 'rules/space-combat', 'rules/abilities', 'faq', 'units', 'calc', 'calc/eotv', 'timing'];
const LIGHTHOUSE_ROUTES = ['', 'rules/abilities', 'calc', 'timing'];
argsFor(COMMAND_LINES['bench-web']);
const [OUT] = builtDirs() as [string];

console.log(`First-load JS per route (gzipped, with the modules the scripts import; target < ${FIRST_LOAD_BUDGET_BYTES / 1024} KB):`);
for (const route of ROUTES) {
  if (!existsSync(`${OUT}/${route}/index.html`)) {
    console.log(`  /${route.padEnd(22)} (not built)`);
    continue;
  }
  const w = await firstLoadJs(OUT, route);
  console.log(`  /${route.padEnd(22)} ${(w.gzipBytes / 1024).toFixed(1).padStart(6)} KB in ${w.scripts} scripts${w.gzipBytes > FIRST_LOAD_BUDGET_BYTES ? '  OVER TARGET' : ''}`);
}

await printFirstSearch(OUT);
await printLoadTasks(OUT, ROUTES);

const server = createStaticServer(OUT).listen(0);
await new Promise((r) => server.once('listening', r));
const port = (server.address() as AddressInfo).port;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  console.log('\nLighthouse 12, mobile (targets: performance >= 95, accessibility 100, best practices 100, CLS 0):');
  for (const route of LIGHTHOUSE_ROUTES) {
    const result = await lighthouse(`http://localhost:${port}/${route}${route ? '/' : ''}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, audits } = result.lhr;
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
    const ms = (k: string) => `${Math.round(audits[k]?.numericValue ?? NaN)} ms`;
    console.log(
      `  /${route.padEnd(22)} performance ${score('performance')}, accessibility ${score('accessibility')}, best practices ${score('best-practices')}, ` +
        `LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)}`,
    );
  }
} finally {
  await chrome.kill();
  server.close();
}
