/**
 * A returning user after a new deploy: the site is built (out/, version A), a copy is changed the
 * way a rebuild with one new rule text changes it (the page, and the service worker rebuilt over the
 * copy by the same `serwist build` step, so its precache manifest changes), and the spec checks that
 * the first navigation shows the new text, that offline still works afterwards, that an unknown URL
 * offline shows the site's 404 page, and that a slow network falls back to the cache in seconds,
 * with a "Rules updated — Reload" notice once the late answer turns out newer.
 *
 * The two versions are served by a small host of the spec's own on a port of its own, so it can
 * swap the files and go offline for real (the server closes; Playwright's offline emulation does
 * not reach a service worker's fetches). Like GitHub Pages it lets browsers cache HTML for ten
 * minutes, the hard case for freshness.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

const PAGE = '/rules/wormholes/';
const MARKER = 'Changed in version B: identical wormholes are adjacent, as errata say.';
const MARKER_C = 'Changed again in version C.';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
};

/** A static host whose files, speed and presence the test controls. */
class Host {
  root = '';
  delayPagesMs = 0;
  /** How long browsers may keep a file (not sw.js), as GitHub Pages lets them. */
  cacheSeconds = 600;
  private server?: http.Server;
  port = 0;

  async start(root: string): Promise<void> {
    this.root = root;
    const server = http.createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((done) => server.listen(this.port, '127.0.0.1', done));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Offline for real: the port refuses connections, kept-alive ones included. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  private async file(path: string): Promise<string | undefined> {
    const full = resolve(this.root, `.${normalize(decodeURIComponent(path))}`);
    if (full !== this.root && !full.startsWith(this.root + sep)) return undefined;
    for (const candidate of [full, join(full, 'index.html'), `${full}.html`]) {
      if ((await stat(candidate).catch(() => undefined))?.isFile()) return candidate;
    }
    return undefined;
  }

  private async answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    const found = await this.file(path);
    const file = found ?? join(this.root, '404.html');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    if (type.startsWith('text/html') && this.delayPagesMs) await new Promise((done) => setTimeout(done, this.delayPagesMs));
    if (res.destroyed) return;
    res.writeHead(found ? 200 : 404, { 'content-type': type, 'cache-control': path === '/sw.js' || !this.cacheSeconds ? 'no-cache' : `max-age=${this.cacheSeconds}` });
    createReadStream(file).pipe(res);
  }
}

/** A copy of version `from` with text put at the start of rule 89.1. */
async function changedCopy(from: string, to: string, text: string): Promise<void> {
  await cp(from, to, { recursive: true });
  const file = join(to, PAGE, 'index.html');
  const html = await readFile(file, 'utf8');
  const changed = html.replace(/(<section id="89\.1"[^>]*>[\s\S]*?<p>)/, `$1${text} `);
  expect(changed, 'the wormholes page has a rule 89.1 paragraph to change').not.toBe(html);
  await writeFile(file, changed);
}

/** Version B: one rule's text changed, and sw.js rebuilt over the copy as scripts/postbuild.ts does. */
async function buildVersionB(a: string, b: string): Promise<void> {
  await changedCopy(a, b, MARKER);
  rebuildWorker(b);
}

/**
 * A copy of version `from` whose reader loads its marking code from another chunk (`RENAMED_CHUNK`)
 * and starts another search worker (`RENAMED_WORKER`), as a build that changed their code names
 * them, with sw.js rebuilt over it; the names the copy no longer has.
 */
async function renamedChunkCopy(from: string, to: string): Promise<{ chunk: string; worker: string }> {
  await cp(from, to, { recursive: true });
  const main = await readFile(join(to, 'reader/main.js'), 'utf8');
  const chunk = /chunk-[A-Z0-9]+\.js/.exec(main)?.[0];
  if (!chunk) throw new Error('the reader script loads no chunk');
  const scripts = async () => (await readdir(join(to, 'reader'))).filter((name) => name.endsWith('.js'));
  const worker = (await scripts()).find((name) => /^search-worker-[A-Z0-9]{8}\.js$/.test(name));
  if (!worker) throw new Error('the reader has no search worker named by its hash');
  for (const [name, renamed] of [
    [chunk, RENAMED_CHUNK],
    [worker, RENAMED_WORKER],
  ] as const) {
    await rename(join(to, 'reader', name), join(to, 'reader', renamed));
    for (const script of await scripts()) {
      const file = join(to, 'reader', script);
      await writeFile(file, (await readFile(file, 'utf8')).replaceAll(name, renamed));
    }
  }
  rebuildWorker(to);
  return { chunk, worker };
}

const RENAMED_CHUNK = 'chunk-NEWVERSN.js';
const RENAMED_WORKER = 'search-worker-NEWVERSN.js';

/** sw.js of the copy in `dir` built again over it, as scripts/postbuild.ts builds it over out/. */
function rebuildWorker(dir: string): void {
  const config = join(dir, '..', `serwist.${basename(dir)}.config.mjs`);
  writeFileSync(
    config,
    `import base from ${JSON.stringify(pathToFileURL(resolve('serwist.config.mjs')).href)};\n` +
      `export default { ...base, globDirectory: ${JSON.stringify(dir)}, swDest: ${JSON.stringify(join(dir, 'sw.js'))} };\n`,
  );
  execFileSync('npx', ['serwist', 'build', config], { stdio: 'pipe' });
}

/** The precache revision of a page in a built sw.js. */
async function revisionOf(dir: string, url: string): Promise<string> {
  const sw = await readFile(join(dir, 'sw.js'), 'utf8');
  const m = new RegExp(`revision:"([0-9a-f]+)",url:"${url.replace(/[/.]/g, '\\$&')}"`).exec(sw);
  if (!m) throw new Error(`${url} is not in ${dir}/sw.js`);
  return m[1]!;
}

/** True once every cached copy of the page (the precache after the new worker activated) is version B. */
const precacheIsB = (page: Page) =>
  page.evaluate(
    async ({ path, marker }) => {
      const texts: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const r of await cache.matchAll(path, { ignoreSearch: true })) texts.push(await r.text());
      }
      return texts.length > 0 && texts.every((t) => t.includes(marker));
    },
    { path: PAGE, marker: MARKER },
  );

test.describe('a returning user after a new deploy', () => {
  let work: string;
  /** The reader's chunk and search worker in version A, which version D names otherwise. */
  let oldChunk: string;
  let oldWorker: string;
  const host = new Host();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    work = await mkdtemp(join(tmpdir(), 'rc-update-'));
    await cp('out', join(work, 'a'), { recursive: true });
    await buildVersionB(join(work, 'a'), join(work, 'b'));
    // Version C only changes the page again (its worker is not deployed in this spec).
    await changedCopy(join(work, 'b'), join(work, 'c'), MARKER_C);
    ({ chunk: oldChunk, worker: oldWorker } = await renamedChunkCopy(join(work, 'a'), join(work, 'd')));
  });

  /** Version A: first visit, then the worker controls the page and holds the precache. */
  async function visitVersionA(page: Page): Promise<void> {
    await host.start(join(work, 'a'));
    await page.goto(`${host.origin}${PAGE}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  }

  test.afterAll(async () => {
    await host.stop();
    await rm(work, { recursive: true, force: true });
  });

  test('sees the new rule text on the first navigation, and offline afterwards', async ({ page }) => {
    test.setTimeout(90_000);
    expect(await revisionOf(join(work, 'b'), PAGE), 'the rebuilt service worker precaches the changed page anew').not.toBe(await revisionOf(join(work, 'a'), PAGE));
    const rule = page.locator('section[id="89.1"]');

    await visitVersionA(page);
    await expect(rule).not.toContainText(MARKER);

    // Version B is deployed: one navigation shows it, although version A's worker answers it.
    await host.stop();
    await host.start(join(work, 'b'));
    await page.goto(`${host.origin}${PAGE}`);
    await expect(rule).toContainText(MARKER);

    // The new worker installs and takes over with version B's precache.
    await expect.poll(() => precacheIsB(page), { timeout: 30_000 }).toBe(true);

    // Offline: the page comes from the precache, and an unknown URL gets the site's 404 page.
    await host.stop();
    await page.goto(`${host.origin}${PAGE}`);
    await expect(rule).toContainText(MARKER);
    const missing = await page.goto(`${host.origin}/no/such/page/`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
    // The 404 page is the site's own, with the header and its search box.
    await expect(page.getByRole('combobox', { name: /Search the rules/ })).toBeVisible();

    // A network that does not answer in time: the precached page after the timeout, not a spinner.
    // When the late answer (version C) differs, the page says so, and Reload shows it at once.
    host.delayPagesMs = 8_000;
    await host.start(join(work, 'c'));
    const started = Date.now();
    await page.goto(`${host.origin}${PAGE}`);
    await expect(rule).toContainText(MARKER);
    expect(Date.now() - started, "the cached page, without waiting for the network").toBeLessThan(7_000);
    const notice = page.getByRole('status').filter({ hasText: 'Rules updated' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: 'test-results/screens/update-notice.png' });
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(rule).toContainText(MARKER_C, { timeout: 10_000 });
    await expect(notice).toHaveCount(0);
    host.delayPagesMs = 0;
  });

  test('a page of the version before, still open, loads its own chunks and starts its own search worker after the new worker took over, online and offline', async ({ page }) => {
    test.setTimeout(180_000);
    await host.stop();
    // The page stays open for longer than the browser keeps version A's files (10 minutes here): none is in its HTTP cache then.
    host.cacheSeconds = 0;
    await visitVersionA(page);

    // Version D is deployed; another tab's navigation would install its worker, here the page asks.
    await host.stop();
    await host.start(join(work, 'd'));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    // Taken over: D's worker controls the page, and its precache holds D's chunk, not A's.
    const inPrecache = (path: string) =>
      page.evaluate(async (p) => {
        for (const name of await caches.keys()) if (name.includes('precache') && (await (await caches.open(name)).match(p, { ignoreSearch: true }))) return true;
        return false;
      }, path);
    await expect.poll(async () => [await inPrecache(`/reader/${RENAMED_CHUNK}`), await inPrecache(`/reader/${oldChunk}`)], { timeout: 120_000 }).toEqual([true, false]);

    // The page, still version A, loads A's chunk (when a result on it is tapped). Before: 404, "Failed to fetch dynamically imported module".
    expect(await page.evaluate((path) => import(path).then(() => 'loaded', (error: unknown) => String(error)), `/reader/${oldChunk}`)).toBe('loaded');
    // And it starts its own search worker, not D's (which might speak another protocol), that loads the index.
    const startsWorker = (path: string) =>
      page.evaluate(
        (p) =>
          new Promise<string>((done) => {
            const worker = new Worker(p);
            worker.onmessage = (e: MessageEvent<{ kind: string }>) => (worker.terminate(), done(e.data.kind));
            worker.onerror = () => (worker.terminate(), done('error'));
          }),
        path,
      );
    expect(await startsWorker(`/reader/${oldWorker}`)).toBe('ready');
    await host.stop();
    expect(await page.evaluate((path) => fetch(path).then((r) => r.status), `/reader/${oldChunk}`)).toBe(200);
    expect(await startsWorker(`/reader/${oldWorker}`)).toBe('ready');
    host.cacheSeconds = 600;
  });
});
