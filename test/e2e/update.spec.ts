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
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
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
    res.writeHead(found ? 200 : 404, { 'content-type': type, 'cache-control': path === '/sw.js' ? 'no-cache' : 'max-age=600' });
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
  const config = join(b, '..', 'serwist.b.config.mjs');
  await writeFile(
    config,
    `import base from ${JSON.stringify(pathToFileURL(resolve('serwist.config.mjs')).href)};\n` +
      `export default { ...base, globDirectory: ${JSON.stringify(b)}, swDest: ${JSON.stringify(join(b, 'sw.js'))} };\n`,
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
  const host = new Host();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    work = await mkdtemp(join(tmpdir(), 'rc-update-'));
    await cp('out', join(work, 'a'), { recursive: true });
    await buildVersionB(join(work, 'a'), join(work, 'b'));
    // Version C only changes the page again (its worker is not deployed in this spec).
    await changedCopy(join(work, 'b'), join(work, 'c'), MARKER_C);
  });

  test.afterAll(async () => {
    await host.stop();
    await rm(work, { recursive: true, force: true });
  });

  test('sees the new rule text on the first navigation, and offline afterwards', async ({ page }) => {
    test.setTimeout(90_000);
    expect(await revisionOf(join(work, 'b'), PAGE), 'the rebuilt service worker precaches the changed page anew').not.toBe(await revisionOf(join(work, 'a'), PAGE));
    const rule = page.locator('section[id="89.1"]');

    // Version A: first visit, then the worker controls the page and holds the precache.
    await host.start(join(work, 'a'));
    await page.goto(`${host.origin}${PAGE}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
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
});
