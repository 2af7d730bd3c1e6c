import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from '@/lib/serve/headers';
import { BUILD_STAMP } from '@/lib/serve/build-inputs';
import { inputsFingerprint, isStale } from '@/lib/serve/stale';
import { ALLOWED_METHODS } from '@/lib/serve/early-answer';
import { HEADERS_TIMEOUT_MS, STALLED_MS } from '@/lib/serve/static-server';

const repo = resolve('.');
const tsx = join(repo, 'node_modules/.bin/tsx');
const site = mkdtempSync(join(tmpdir(), 'serve-'));
const out = join(site, 'out');
const searchIndex = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ id: `r${i}`, text: `rule ${i} of the movement step` })));
const files: Record<string, string | Buffer> = {
  'index.html': 'home',
  'r/49.4/index.html': 'rule 49.4',
  'calc/index.html': 'calculator',
  '404.html': 'not here',
  'sw.js': 'self.x = 1;',
  'search-index.json': searchIndex,
  // Larger than what the kernel buffers for a connection, so a response is still going out when its client leaves.
  'big.bin': Buffer.alloc(8 << 20, 'x'),
  '_next/static/chunks/app-1a2b.js': 'console.log(1);',
  '_headers': '/*\n  X-Test: 1\n',
  '.env': 'SECRET=1',
  'favicon.ico': readFileSync(join(repo, 'public/favicon.ico')),
};
for (const [path, content] of Object.entries(files)) {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), content);
}

// A symbolic link out of out/ (a build never makes one; a hand-copied site might): never followed.
writeFileSync(join(site, 'secret.txt'), 'outside');
symlinkSync(join(site, 'secret.txt'), join(out, 'leak.txt'));
symlinkSync(site, join(out, 'up'));
symlinkSync(join(out, 'index.html'), join(out, 'home.html'));

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
type Ask = { method?: string; path: string; headers?: Record<string, string>; body?: string };

/** One request on its own connection, with no decoding of the body: the test sees the bytes sent. */
function ask(port: number, { method = 'GET', path, headers = {}, body }: Ask): Promise<Reply> {
  return new Promise((done, failed) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false, timeout: 5000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', failed);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', failed);
    req.end(body);
  });
}

describe('the bundled static server', () => {
  let child: ChildProcess;
  let port = 0;
  let serverPid = 0;
  const get = (path: string, headers: Record<string, string> = {}) => ask(port, { path, headers });

  beforeAll(async () => {
    // Its own process: a request that ended it would show as an exit, not as a test-runner error.
    child = spawn(tsx, [join(repo, 'test/site/serve-child.ts'), out], { stdio: ['ignore', 'pipe', 'inherit'] });
    const started = await new Promise<string>((done) => child.stdout!.once('data', (d: Buffer) => done(String(d))));
    [port, serverPid] = started.trim().split(' ').map(Number) as [number, number];
  });
  afterAll(() => {
    child.kill();
  });

  it('serves folders with a dot in their name, and redirects a folder without its slash, query kept', async () => {
    const res = await get('/r/49.4/');
    expect(res.status).toBe(200);
    expect(String(res.body)).toBe('rule 49.4');
    const bare = await get('/r/49.4');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/r/49.4/');
    expect((await get('/calc?side=a&dice=3')).headers.location).toBe('/calc/?side=a&dice=3');
    // A Location never starts with `//`, which a browser would read as another host.
    expect((await get('//calc')).headers.location).toBe('/calc/');
  });

  it('sends a path with a doubled slash to its own address, file or folder, query kept', async () => {
    // Served at //calc/, the page wrote its state to `//calc/?…`, which a browser reads as the host `calc`.
    for (const [path, location] of [['//calc/', '/calc/'], ['/calc//?a.units.cruiser=3', '/calc/?a.units.cruiser=3'], ['//', '/'], ['/r//49.4/', '/r/49.4/'], ['//sw.js', '/sw.js']]) {
      const res = await get(path!);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(location);
    }
    // What is not there is still not there, at any address.
    expect((await get('//evil.example/calc/')).status).toBe(404);
  });

  it('answers an unknown path, traversal, dotfiles and host files with the site 404 page and status 404', async () => {
    for (const path of ['/nope/', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/.env', '/_headers', '/%FF', '/index.html/', '/index.html%00', '/r%5c49.4/']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(String(res.body)).toBe('not here');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('never follows a symbolic link out of the export, and still follows one inside it', async () => {
    for (const path of ['/leak.txt', '/up/secret.txt']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(String(res.body)).toBe('not here');
    }
    expect(String((await get('/home.html')).body)).toBe('home');
  });

  it('serves the three ranges that ended the old server as RFC 9110 says', async () => {
    const whole = Buffer.from(searchIndex);
    const invalid = await get('/search-index.json', { Range: 'bytes=5-2' });
    expect(invalid.status).toBe(200);
    expect(invalid.body.equals(whole)).toBe(true);
    for (const range of ['bytes=0-9007199254740992', 'bytes=-99999999999999999999']) {
      const res = await get('/search-index.json', { Range: range });
      expect(res.status, range).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes 0-${whole.length - 1}/${whole.length}`);
      expect(res.body.equals(whole)).toBe(true);
    }
    expect((await get('/')).status).toBe(200);
  });

  it('serves a byte range uncompressed and answers 416 to one past the end', async () => {
    const part = await get('/search-index.json', { Range: 'bytes=2-5', 'Accept-Encoding': 'br, gzip' });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(String(part.body)).toBe(searchIndex.slice(2, 6));
    const past = await get('/search-index.json', { Range: `bytes=${searchIndex.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${searchIndex.length}`);
  });

  it('answers every method but GET, HEAD and OPTIONS with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'TRACE']) {
      const res = await ask(port, { method, path: '/', body: method === 'TRACE' ? undefined : 'x=1' });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe(ALLOWED_METHODS);
    }
    // CONNECT bypasses the request handler: the answer is written on the socket.
    const connect = await new Promise<string>((done) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com\r\n\r\n'));
      let got = '';
      socket.on('data', (d: Buffer) => (got += String(d)));
      socket.on('close', () => done(got));
    });
    expect(connect).toMatch(new RegExp(`^HTTP/1\\.1 405 .*\r\nAllow: ${ALLOWED_METHODS}\r\n`, 's'));
    const head = await ask(port, { method: 'HEAD', path: '/search-index.json' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(searchIndex.length));
    expect(head.body.length).toBe(0);
  });

  it('answers HEAD with the headers of the GET it stands for, compressed or not, and no body', async () => {
    const wanted = (r: Reply) => ({ status: r.status, encoding: r.headers['content-encoding'], length: r.headers['content-length'], vary: r.headers.vary, type: r.headers['content-type'], range: r.headers['content-range'] });
    for (const [path, headers] of [
      ['/search-index.json', { 'Accept-Encoding': 'br' }],
      ['/search-index.json', { 'Accept-Encoding': 'gzip' }],
      ['/search-index.json', { 'Accept-Encoding': 'identity' }],
      ['/search-index.json', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' }],
      ['/sw.js', { 'Accept-Encoding': 'br' }],
      ['/nope', { 'Accept-Encoding': 'br' }],
      ['/r/49.4', {}],
    ] as const) {
      const [get, head] = await Promise.all([ask(port, { path, headers }), ask(port, { method: 'HEAD', path, headers })]);
      // Before: HEAD said Content-Length: <uncompressed size> and no Content-Encoding where the GET was brotli or gzip.
      expect(wanted(head), `${path} ${JSON.stringify(headers)}`).toEqual(wanted(get));
      expect(head.body.length).toBe(0);
    }
  });

  it('answers OPTIONS, of the server (*) or of any path, with 204 and the same Allow as a 405', async () => {
    // Before: 405 for both (RFC 9110 section 9.3.7: OPTIONS * asks what the server in general supports).
    for (const target of ['*', '/', '/r/49.4/', '/nope']) {
      const reply = await raw(`OPTIONS ${target} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(reply, target).toMatch(/^HTTP\/1\.1 204 No Content\r\n/);
      expect(reply, target).toContain(`\r\nAllow: ${ALLOWED_METHODS}\r\n`);
      expect(reply, target).toMatch(/\r\n\r\n$/);
    }
  });

  it('compresses the search index with brotli or gzip, as the client accepts', async () => {
    const br = await get('/search-index.json', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(searchIndex.length / 4);
    expect(String(brotliDecompressSync(br.body))).toBe(searchIndex);
    const gzip = await get('/search-index.json', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(gunzipSync(gzip.body))).toBe(searchIndex);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/search-index.json', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.body)).toBe(searchIndex);
  });

  it('caches hashed assets for a year and makes everything else revalidate', async () => {
    expect((await get('/_next/static/chunks/app-1a2b.js')).headers['cache-control']).toBe(IMMUTABLE);
    for (const path of ['/', '/r/49.4/', '/sw.js', '/search-index.json', '/favicon.ico', '/_next/static/chunks/missing.js', '/r/49.4']) {
      expect((await get(path)).headers['cache-control'], path).toBe(REVALIDATE);
    }
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/sw.js');
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/sw.js', { 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the security headers with every answer', async () => {
    const answers = [await get('/'), await get('/nope'), await ask(port, { method: 'POST', path: '/' }), await get('/r/49.4'), await get('/', { Range: 'bytes=9-' })];
    for (const res of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()], `${res.status} ${name}`).toBe(value);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('serves /favicon.ico', async () => {
    const res = await get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(res.body.equals(files['favicon.ico'] as Buffer)).toBe(true);
  });

  it('keeps answering, with a sane status, whatever the method, path and headers', async () => {
    const sane = new Set([200, 204, 206, 301, 304, 400, 404, 405, 412, 416]);
    const byte = fc.integer({ min: 0, max: 0xff }).map((c) => String.fromCharCode(c));
    const raw = fc.string({ unit: byte, maxLength: 12 });
    // The HTTP client refuses control characters and spaces in a path: those go percent-encoded.
    const piece = fc.oneof(
      fc.constantFrom('/', '//', '..', '.', '%2e%2e', '%2f', '%5c', '\\', '%00', '%', '%zz', '%E0%A4%A', '?', '#', 'r', '49.4', 'index.html', '_next', 'static', 'search-index.json', '.env', '_headers', '~'),
      raw.map((s) => s.replace(/[\x00-\x20]/g, (c) => encodeURIComponent(c))),
    );
    const path = fc.array(piece, { maxLength: 10 }).map((p) => `/${p.join('')}`);
    const value = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 40 });
    const number = fc.oneof(fc.nat(100_000).map(String), fc.bigInt({ min: 0n, max: 10n ** 40n }).map(String), fc.constant(''));
    const range = fc.oneof(
      value,
      fc.tuple(number, number).map(([a, b]) => `bytes=${a}-${b}`),
      fc.array(fc.tuple(number, number), { maxLength: 5 }).map((rs) => `bytes=${rs.map(([a, b]) => `${a}-${b}`).join(',')}`),
      fc.constantFrom('bytes=5-2', 'bytes=0-9007199254740992', 'bytes=-99999999999999999999', 'bytes=-0', 'bytes=', 'bytes=-', 'items=0-1', 'bytes=0-0,-1'),
    );
    const headers = fc.record(
      {
        Range: range,
        'Accept-Encoding': fc.oneof(value, fc.constantFrom('br', 'gzip', 'deflate', 'identity;q=0', '*', 'br;q=0.5, gzip;q=1.0', 'gzip;q=nope')),
        'If-None-Match': fc.oneof(value, fc.constantFrom('*', 'W/"x"', '"x", W/"y"')),
        'If-Match': fc.oneof(value, fc.constant('*')),
        'If-Modified-Since': fc.oneof(value, fc.date({ noInvalidDate: true }).map((d) => d.toUTCString())),
        'If-Unmodified-Since': fc.oneof(value, fc.date({ noInvalidDate: true }).map((d) => d.toUTCString())),
        'If-Range': fc.oneof(value, fc.constant('W/"x"')),
        'X-Junk': value,
      },
      { requiredKeys: [] },
    );
    const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE', 'PROPFIND', 'SEARCH', 'FOO');
    await fc.assert(
      fc.asyncProperty(method, path, headers, async (m, p, h) => {
        const res = await ask(port, { method: m, path: p, headers: h });
        expect(sane.has(res.status), `${res.status} for ${m} ${p} ${JSON.stringify(h)}`).toBe(true);
        if (res.status === 405 || res.status === 204) expect(res.headers.allow).toBe(ALLOWED_METHODS);
        if (res.status === 206) expect(res.headers['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/);
      }),
      { numRuns: 400 },
    );
    expect(child.exitCode).toBeNull();
    expect(child.signalCode).toBeNull();
    expect((await get('/')).status).toBe(200);
  });

  /** How many files of the export the server holds open now. */
  const openFiles = () => readdirSync(`/proc/${serverPid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${serverPid}/fd/${fd}`).startsWith(out);
    } catch {
      return false; // closed while listed
    }
  }).length;

  it.runIf(existsSync('/proc/self/fd'))('closes every file it was sending when clients leave mid-response, pipelined requests included', async () => {
    // Each connection asks for the big file three times in one write (HTTP/1.1 pipelining) and
    // leaves once the first answer starts: the two waiting behind it never get the connection.
    const leave = () =>
      new Promise<void>((done) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(3)));
        socket.once('data', () => socket.destroy());
        socket.on('error', () => {});
        socket.on('close', () => done());
      });
    await Promise.all(Array.from({ length: 10 }, leave));
    // Closing a file is asynchronous: give the server a moment.
    for (let i = 0; i < 20 && openFiles() > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(openFiles()).toBe(0);
    expect((await get('/')).status).toBe(200);
  });

  it.runIf(existsSync('/proc/self/fd'))('opens a bounded number of files for one connection, however many requests it pipelines', async () => {
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, openFiles())), 2);
    const statuses = await new Promise<string[]>((done) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /search-index.json HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(400)));
      // Status lines follow each other's bodies with no line break; one may straddle two chunks.
      const found: string[] = [];
      let tail = '';
      socket.on('data', (d: Buffer) => {
        const text = tail + d.toString('latin1');
        found.push(...(text.match(/HTTP\/1\.1 \d{3}/g) ?? []));
        // Shorter than a status line, so none is counted twice.
        tail = text.slice(-11);
        if (found.length === 400) socket.destroy();
      });
      socket.on('error', () => {});
      socket.on('close', () => done(found));
    });
    clearInterval(watch);
    expect(peak).toBeLessThanOrEqual(120);
    // The first hundred are answered; the connection then closes, and the rest are refused at once.
    expect(statuses.filter((s) => s.endsWith('200'))).toHaveLength(100);
    expect(statuses.every((s) => s.endsWith('200') || s.endsWith('503'))).toBe(true);
  });

  it.runIf(existsSync('/proc/self/fd'))('closes the connections and files of clients that ask for a file and never read it, once STALLED_MS has passed', async () => {
    const stalled = Array.from({ length: 10 }, () => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n'));
      socket.on('error', () => {});
      socket.pause();
      return socket;
    });
    const start = Date.now();
    // Seen from the server: its files of big.bin open, then closed (a paused client never sees the close).
    while (openFiles() < 10 && Date.now() - start < 5000) await new Promise((r) => setTimeout(r, 50));
    expect(openFiles()).toBe(10);
    // Before: held for as long as the clients liked (node sets no idle limit).
    while (openFiles() > 0 && Date.now() - start < STALLED_MS + 8000) await new Promise((r) => setTimeout(r, 200));
    expect(openFiles()).toBe(0);
    for (const socket of stalled) socket.destroy();
  }, STALLED_MS + 15_000);

  it('answers a client that half-closes its side after sending the request', async () => {
    const reply = await new Promise<string>((done) => {
      let text = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.end('GET /r/49.4/ HTTP/1.1\r\nHost: x\r\n\r\n'));
      socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => done(text));
    });
    // Before: nothing, node dropped the request on the client's FIN.
    expect(reply).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(reply.endsWith('rule 49.4')).toBe(true);
  });

  /**
   * The whole of what the server writes back to `request` sent raw on its own connection, which the
   * client then half-closes: in one write, or cut into `writes` pieces that each go out as a packet
   * of their own. With `openMs`, the client keeps its side open instead, as a pipelining client
   * does while it waits for its answers, and gives up after that long (the reply then ends in
   * `[timed out]`).
   */
  const raw = (request: string, writes = 1, openMs?: number) =>
    new Promise<string>((done) => {
      let text = '';
      let timedOut = false;
      const piece = Math.max(1, Math.ceil(request.length / writes));
      const socket = net.connect(port, '127.0.0.1', async () => {
        for (let at = 0; at < request.length && !socket.destroyed; at += piece) {
          socket.write(request.slice(at, at + piece));
          if (writes > 1) await new Promise((r) => setTimeout(r, 2));
        }
        if (openMs === undefined) socket.end();
      });
      const timer = openMs === undefined ? undefined : setTimeout(() => ((timedOut = true), socket.destroy()), openMs);
      socket.setNoDelay(true);
      socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(timer);
        done(timedOut ? `${text}[timed out]` : text);
      });
    });
  const statuses = (reply: string) => [...reply.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => Number(m[1]));

  it('answers a malformed request with 400 and closes: two Host lines, a Host that is no host, GET *, broken percent-encoding', async () => {
    // Before: 200, 200, 200, 404, 404 (RFC 9112 section 3.2: a server MUST answer the Host cases with 400).
    for (const request of [
      'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a b/c\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: a:http\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /r/?q=%G1 HTTP/1.1\r\nHost: x\r\n\r\n',
    ]) {
      const reply = await raw(`${request}GET / HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(statuses(reply), request).toEqual([400]);
      expect(reply).toMatch(/\r\nConnection: close\r\n/i);
      for (const name of Object.keys(SECURITY_HEADERS)) expect(reply.toLowerCase()).toContain(`\r\n${name.toLowerCase()}: `);
    }
    // Still well-formed: HTTP/1.0 without Host, an empty Host, an IPv6 literal, absolute-form, OPTIONS *.
    expect(statuses(await raw('GET / HTTP/1.0\r\n\r\n'))).toEqual([200]);
    expect(statuses(await raw('GET / HTTP/1.1\r\nHost:\r\n\r\n'))).toEqual([200]);
    expect(statuses(await raw('GET / HTTP/1.1\r\nHost: [::1]:8080\r\n\r\n'))).toEqual([200]);
    expect(statuses(await raw('GET http://elsewhere.example/r/49.4/ HTTP/1.1\r\nHost: x\r\n\r\n'))).toEqual([200]);
  });

  it('answers a request line of HTTP/2.0 or of HTTP/0.9 (no version) with 505, not as HTTP/1.1 (200 before)', async () => {
    for (const line of ['GET / HTTP/2.0\r\nHost: x', 'GET /']) expect(statuses(await raw(`${line}\r\n\r\n`)), line).toEqual([505]);
  });

  it('answers a URL too long to read with 414 URI Too Long, and headers too long with 431', async () => {
    // Before: 431 for both (node's answer to anything past its 16 KiB header limit).
    for (const length of [20_000, 200_000]) expect(await raw(`GET /${'a'.repeat(length)} HTTP/1.1\r\nHost: x\r\n\r\n`)).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431 /);
    // The same sent in 40 writes of about 500 bytes. Before: 431 for the long URL too.
    expect(await raw(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 40)).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`, 40)).toMatch(/^HTTP\/1\.1 431 /);
    expect(await raw(`GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 40)).toMatch(/^HTTP\/1\.1 200 [^]*HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(statuses(await raw(`GET /${'a'.repeat(8_000)} HTTP/1.1\r\nHost: x\r\n\r\n`))).toEqual([404]);
    // What node's parser refuses is still 400 (a NUL in the path, a bad Content-Length).
    expect(statuses(await raw('GET /a\0b HTTP/1.1\r\nHost: x\r\n\r\n'))).toEqual([400]);
    expect(statuses(await raw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n'))).toEqual([400]);
  });

  it('answers any raw bytes with well-formed status lines, or closes, and never hangs or dies', async () => {
    const junk = fc.string({ unit: fc.integer({ min: 0, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 16 });
    const method = fc.oneof(fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'TRACE', 'CONNECT', 'PRI', 'get', 'G ET', ''), junk);
    const target = fc.oneof(fc.constantFrom('/', '*', '/r/49.4', '/%zz', '/%2e%2e/', '/a\\b', 'http://h/', 'h:443', '?q', '/\0', '/\u00ff', `/${'a'.repeat(20_000)}`), junk.map((j) => `/${j}`));
    const version = fc.oneof(fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.2', 'http/1.1', ''), junk);
    const header = fc.oneof(
      fc.constantFrom('Host: x', 'Host: a b', 'Host:', 'Range: bytes=5-1', 'Range: bytes=-0', 'Range: bytes=0-1,3-4', 'If-Modified-Since: 3000', 'If-Range: junk', 'Content-Length: 3', 'Content-Length: -1', 'Transfer-Encoding: chunked', 'Expect: 100-continue', 'Connection: close', ' folded', 'X: \0'),
      fc.tuple(junk, junk).map(([n, v]) => `${n}: ${v}`),
    );
    const eol = fc.constantFrom('\r\n', '\n', '\r', '');
    const request = fc
      .tuple(method, target, version, fc.array(fc.tuple(header, eol), { maxLength: 5 }), eol, fc.option(junk, { nil: '' }))
      .map(([m, t, v, hs, end, body]) => `${m} ${t} ${v}\r\n${hs.map(([h, e]) => h + e).join('')}${end}${body}`);
    await fc.assert(
      // Sent whole or cut into up to 20 writes (a long URL sent in pieces got 431 where whole it got 414).
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: 20 }), async (requests, writes) => {
        const reply = await Promise.race([raw(requests.join(''), writes), new Promise<string>((done) => setTimeout(() => done('hung'), 5000))]);
        expect(reply, JSON.stringify(requests)).not.toBe('hung');
        // Each answer starts at a status line; what follows a status is its headers and body.
        if (reply !== '') expect(reply, JSON.stringify(requests)).toMatch(/^HTTP\/1\.1 [1-5]\d\d [^\r\n]*\r\n/);
      }),
      { numRuns: 150 },
    );
    expect(child.exitCode).toBeNull();
    expect((await get('/')).status).toBe(200);
  }, 120_000);

  it('answers pipelined requests in order, each as if alone', async () => {
    const reply = await raw(['/', '/nope', '/r/49.4', '/%zz'].map((path) => `GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`).join(''));
    expect(statuses(reply)).toEqual([200, 404, 301, 400]);
    // A request node's parser refuses is answered after the ones before it. Before: nothing at all, not even the 200.
    const refused = await raw('GET /search-index.json HTTP/1.1\r\nHost: x\r\n\r\nGET /a\0b HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(statuses(refused)).toEqual([200, 400]);
    expect(refused).toContain(`${searchIndex}HTTP/1.1 400 Bad Request\r\n`);
    // Nothing follows an answer that said `Connection: close`, whatever the client sends after it.
    expect(statuses(await raw('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\nGET / HTTP/1.1\r\n\r\n'))).toEqual([200]);
    // A CONNECT behind a request is never answered in that request's place. Before: the 405 alone, which the client reads as the GET's answer.
    expect(statuses(await raw('GET /search-index.json HTTP/1.1\r\nHost: x\r\n\r\nCONNECT a:443 HTTP/1.1\r\nHost: a\r\n\r\n'))).not.toContain(405);
  });

  it('answers any well-formed requests pipelined on a connection the client keeps open as each alone, or closes after the last answer it gives', async () => {
    const path = fc.constantFrom('/', '/nope', '/r/49.4', '/r/49.4/', '/sw.js', '/search-index.json', '/%2e%2e/', '/_headers');
    const method = fc.constantFrom('GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'DELETE');
    const header = fc.constantFrom('Range: bytes=0-3', 'Range: bytes=5-1', 'Accept-Encoding: gzip', 'Accept-Encoding: br', 'If-None-Match: *', 'Expect: 100-continue', 'Content-Length: 0', 'Connection: Upgrade\r\nUpgrade: websocket', 'Upgrade: h2c', 'X-A: b');
    const request = fc.tuple(method, path, fc.uniqueArray(header, { maxLength: 3 })).map(([m, p, hs]) => `${m} ${p} HTTP/1.1\r\nHost: x\r\n${hs.map((h) => `${h}\r\n`).join('')}`);
    const answers = (reply: string) => statuses(reply).filter((status) => status !== 100);
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 8 }), async (heads, writes) => {
        const alone: number[] = [];
        for (const head of heads) alone.push(...answers(await raw(`${head}\r\n`)));
        // The last asks to close, so a server that answers everything closes at once; the client never does.
        const together = await raw(`${heads.map((head, i) => `${head}${i === heads.length - 1 ? 'Connection: close\r\n' : ''}\r\n`).join('')}`, writes, 4000);
        const said = JSON.stringify(heads);
        expect(together, said).not.toContain('[timed out]');
        const got = answers(together);
        expect(got, said).toEqual(alone.slice(0, got.length));
        // Fewer answers: the last said it closes, so the client knows to send the rest again.
        if (got.length < alone.length) expect(together.slice(together.lastIndexOf('HTTP/1.1 ')), said).toMatch(/\r\nConnection: close\r\n/i);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('never puts a 100 Continue inside another answer: a request expecting one behind an answer still going out gets its final answer alone, and closes', async () => {
    // The first answer is 8 MB, so the second waits behind it while its own head and body are ready.
    const reply = await raw('GET /big.bin HTTP/1.1\r\nHost: x\r\nAccept-Encoding: identity\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\nGET /nope HTTP/1.1\r\nHost: x\r\n\r\n', 1, 10_000);
    const second = reply.slice(reply.indexOf('\r\n\r\n') + 4 + (8 << 20));
    // Before: "HTTP/1.1 200 OK ... \r\n\r\nHTTP/1.1 100 Continue\r\n\r\nhome" (node put the 200's head before the 100 it had buffered), read as a 200 with no body.
    expect(second).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(second).toMatch(/\r\nConnection: close\r\n/i);
    expect(second.endsWith('\r\n\r\nhome')).toBe(true);
    expect(statuses(reply)).toEqual([200, 200]);
    // At the front of its connection, a request expecting it gets its 100 Continue first, and the connection goes on.
    expect(statuses(await raw('GET / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\nGET /nope HTTP/1.1\r\nHost: x\r\n\r\n'))).toEqual([100, 200, 404]);
  });

  it('answers a request that asks to upgrade as a plain one and closes, so the one pipelined behind it is sent again', async () => {
    const reply = await raw('GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\nGET /nope HTTP/1.1\r\nHost: x\r\n\r\n', 1, 3000);
    // Before: the 200 on a connection kept alive, and nothing for /nope until the keep-alive timeout.
    expect(statuses(reply)).toEqual([200]);
    expect(reply).toMatch(/\r\nConnection: close\r\n/i);
    expect(reply).not.toContain('[timed out]');
  });

  it('ignores If-Modified-Since and If-Unmodified-Since that are no HTTP-date, and reads the obsolete forms', async () => {
    const whole = async (headers: Record<string, string>) => (await get('/sw.js', headers)).status;
    // Before: 304 and 412 (Date.parse reads "3000" and "1" as years).
    expect(await whole({ 'If-Modified-Since': '3000' })).toBe(200);
    expect(await whole({ 'If-Unmodified-Since': '1' })).toBe(200);
    expect(await whole({ 'If-Modified-Since': 'Fri, 01 Jan 2100 00:00:00 GMT, Fri, 01 Jan 2100 00:00:00 GMT' })).toBe(200);
    expect(await whole({ 'If-Modified-Since': 'Fri Jan  1 00:00:00 2100' })).toBe(304);
    expect(await whole({ 'If-Modified-Since': 'Friday, 01-Jan-60 00:00:00 GMT' })).toBe(304);
    expect(await whole({ 'If-Unmodified-Since': 'Sat, 01 Jan 2000 00:00:00 GMT' })).toBe(412);
  });

  it('fails If-Match with 412 for any entity-tag, the file\'s own weak one included (strong comparison), and passes *', async () => {
    const { etag } = (await get('/sw.js')).headers;
    // Before: 200 for both (the sender compared weakly).
    for (const tag of [etag!, etag!.replace(/^W\//, '')]) expect((await get('/sw.js', { 'If-Match': tag })).status, tag).toBe(412);
    expect((await get('/sw.js', { 'If-Match': '*' })).status).toBe(200);
    // If-Match decides alone (RFC 9110 13.2.2): an old If-Unmodified-Since beside it got 412.
    expect((await get('/sw.js', { 'If-Match': '*', 'If-Unmodified-Since': 'Sat, 01 Jan 2000 00:00:00 GMT' })).status).toBe(200);
  });

  it('honours a Range under If-Range only for the exact Last-Modified, else sends the whole file', async () => {
    const first = await get('/search-index.json', { 'Accept-Encoding': 'identity' });
    const range = { Range: 'bytes=0-9', 'Accept-Encoding': 'identity' };
    expect((await get('/search-index.json', { ...range, 'If-Range': first.headers['last-modified']! })).status).toBe(206);
    // Before: 206 for each (a later date, a number, the weak ETag, which If-Range's strong comparison never matches).
    for (const ifRange of ['Fri, 01 Jan 2100 00:00:00 GMT', '3000', first.headers.etag!]) {
      const res = await get('/search-index.json', { ...range, 'If-Range': ifRange });
      expect(res.status, ifRange).toBe(200);
      expect(res.body.length).toBe(searchIndex.length);
    }
  });

  it('drops a client that sends its headers a line at a time, or nothing, once HEADERS_TIMEOUT_MS has passed', async () => {
    const held = (drip: boolean) =>
      new Promise<number>((done) => {
        const socket = net.connect(port, '127.0.0.1');
        const start = Date.now();
        socket.on('error', () => {});
        // Read what comes (a 408), so the server's end of the connection is seen.
        socket.resume();
        if (drip) socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
        const timer = setInterval(() => drip && socket.write('X-Slow: 1\r\n'), 1000);
        socket.on('close', () => {
          clearInterval(timer);
          done(Date.now() - start);
        });
      });
    // Node's defaults held both for 60 to 90 s.
    for (const ms of await Promise.all([held(true), held(false)])) {
      expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
      expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 3000);
    }
  }, 20_000);

  it('tells, in one line and with exit code 2, how to pick another port when the port is taken', () => {
    // npm start checks the port before it would build.
    for (const script of ['scripts/serve.ts', 'scripts/start.ts']) {
      const run = spawnSync(tsx, [join(repo, script), '--port', String(port)], { encoding: 'utf8', env: { ...process.env, RULES_COMPANION_ROOT: site } });
      expect(run.status, script).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain('-- --port N');
      expect(run.stderr).toContain(`port ${port} is in use`);
    }
  });
});

/** The environment of an npm start in `root` whose npm, found first on the PATH, runs `script` (sh) for the build and fails. */
function failingBuild(root: string, script: string): NodeJS.ProcessEnv {
  mkdirSync(join(root, 'bin'), { recursive: true });
  writeFileSync(join(root, 'bin/npm'), `#!/bin/sh\n${script}\nexit 1\n`, { mode: 0o755 });
  return { ...process.env, PATH: `${join(root, 'bin')}:${process.env.PATH}`, RULES_COMPANION_ROOT: root };
}

/** npm start on `port` with `env`, to its end. */
const startRun = (port: string, env: NodeJS.ProcessEnv) => spawnSync(tsx, [join(repo, 'scripts/start.ts'), '--port', port], { encoding: 'utf8', timeout: 60_000, env });

describe('npm start when the build fails', () => {
  it('ends in one line with exit code 2 after the build\'s own output, not a stack trace', () => {
    // out/ is missing, so npm start builds.
    const run = startRun('39123', failingBuild(mkdtempSync(join(tmpdir(), 'start-')), 'echo "the build broke" >&2'));
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('the build broke\nerror: npm run build failed (exit code 1): nothing to serve\n');
  });
});

describe('npm run serve on a broken build', () => {
  it('says which page out/ lacks, in one line with exit code 2, instead of a stack trace', () => {
    const partial = mkdtempSync(join(tmpdir(), 'partial-'));
    mkdirSync(join(partial, 'out'));
    writeFileSync(join(partial, 'out/index.html'), 'home');
    const run = spawnSync(tsx, [join(repo, 'scripts/serve.ts'), '--port', '1'], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, RULES_COMPANION_ROOT: partial } });
    expect(run.status).toBe(2);
    expect(run.stderr).toBe('error: out/ has no 404.html: run npm run build (or npm start) first\n');
    // Before: a stack trace (EISDIR) for a 404.html that is a folder.
    mkdirSync(join(partial, 'out/404.html'));
    const folder = spawnSync(tsx, [join(repo, 'scripts/serve.ts'), '--port', '1'], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, RULES_COMPANION_ROOT: partial } });
    expect(folder.status).toBe(2);
    expect(folder.stderr).toBe('error: out/ has no 404.html: run npm run build (or npm start) first\n');
  });
});

describe('two npm start at once on a stale out/', () => {
  it('build one after the other, the second waiting for the first', async () => {
    const root = mkdtempSync(join(tmpdir(), 'start-'));
    // A build that says when it starts and ends, and fails: each start then ends in one line.
    const log = join(root, 'builds.log');
    const env = failingBuild(root, `echo "start $PPID" >> ${log}\nsleep 1\necho "end $PPID" >> ${log}`);
    const start = (port: string) =>
      new Promise<{ code: number | null; stdout: string }>((done) => {
        const child = spawn(tsx, [join(repo, 'scripts/start.ts'), '--port', port], { env });
        let stdout = '';
        child.stdout!.on('data', (d: Buffer) => (stdout += String(d)));
        child.once('exit', (code) => done({ code, stdout }));
      });
    const runs = await Promise.all([start('39128'), start('39129')]);
    expect(runs.map((r) => r.code)).toEqual([2, 2]);
    // Before: "start A, start B, end A, end B", both builds writing the same tree at once.
    const lines = readFileSync(join(root, 'builds.log'), 'utf8').trim().split('\n');
    expect(lines.map((l) => l.split(' ')[0])).toEqual(['start', 'end', 'start', 'end']);
    expect(lines[0]!.split(' ')[1]).toBe(lines[1]!.split(' ')[1]);
    expect(runs.some((r) => r.stdout.includes('is building out/: waiting for it...'))).toBe(true);
  });
});

describe('npm run serve stopped by a signal', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('ends with exit code 0 on %s once its answers are out, saying so in one line', async (signal) => {
    const child = spawn(tsx, [join(repo, 'scripts/serve.ts'), '--port', signal === 'SIGTERM' ? '39126' : '39127'], { env: { ...process.env, RULES_COMPANION_ROOT: site } });
    let stdout = '';
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += String(d)));
    await new Promise<void>((done) =>
      child.stdout!.on('data', (d: Buffer) => {
        stdout += String(d);
        if (stdout.includes('Rules Companion on')) done();
      }),
    );
    const code = new Promise<number | null>((done) => child.once('exit', (c) => done(c)));
    // tsx hands the signal to the process that serves.
    child.kill(signal);
    // Before: 143 or 130, the answers under way cut.
    expect(await code).toBe(0);
    expect(stdout).toContain(`stopping (${signal}): the answers under way go out first`);
    expect(stderr).toBe('');
  });
});

/** A root whose out/ is a finished build of its (absent) inputs: npm start serves it without building. */
function builtRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'built-'));
  mkdirSync(join(root, 'out'));
  writeFileSync(join(root, 'out/index.html'), 'home');
  writeFileSync(join(root, 'out/404.html'), 'not here');
  writeFileSync(join(root, BUILD_STAMP), `${inputsFingerprint(root)}\n`);
  return root;
}

/** Whether a connection to `port` on this machine is taken. */
const connects = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), done(true)));
    socket.on('error', () => done(false));
  });

describe('npm start or npm run serve when npm itself is sent SIGTERM', () => {
  it.each([
    ['serve', 39131],
    ['start', 39132],
  ])('npm run %s: the server stops too, saying why, and frees its port', async (script, port) => {
    const root = builtRoot();
    expect(isStale(root)).toBe(false);
    // Its own process group, so that what a failing run leaves behind is ended as one (the server outlived npm).
    const npm = spawn('npm', ['run', script, '--', '--port', String(port)], { cwd: repo, env: { ...process.env, RULES_COMPANION_ROOT: root }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    onTestFinished(() => {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // Every process of the group has ended.
      }
    });
    let stdout = '';
    // The server writes to the pipe npm was given: it closes once the server, not only npm, has ended.
    const closed = new Promise<void>((done) => npm.stdout!.on('close', done));
    await new Promise<void>((done) =>
      npm.stdout!.on('data', (d: Buffer) => {
        stdout += String(d);
        if (stdout.includes('Rules Companion on')) done();
      }),
    );
    // What `kill <pid of npm>` does. Before: npm and its shell ended, the server went on holding the port.
    process.kill(npm.pid!, 'SIGTERM');
    await closed;
    expect(stdout).toContain('stopping (the process that started it, npm or its shell, has ended): the answers under way go out first');
    expect(await connects(port)).toBe(false);
  });
});

describe('the favicon', () => {
  it('is an icon file of PNG images whose sizes match its directory', () => {
    const ico = readFileSync(join(repo, 'public/favicon.ico'));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const size = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const png = ico.subarray(offset, offset + size);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // PNG IHDR: width and height at bytes 16 and 20; 0 in the directory means 256.
      expect(png.readUInt32BE(16)).toBe(ico[entry] || 256);
      expect(png.readUInt32BE(20)).toBe(ico[entry + 1] || 256);
    }
  });
});

describe('build staleness', () => {
  /** A root with one input folder and out/ as a finished build of it left it. */
  const built = () => {
    const root = mkdtempSync(join(tmpdir(), 'stale-'));
    for (const [path, text] of Object.entries({ 'src/a.ts': 'a', 'src/b.ts': 'b', 'out/index.html': 'home', 'out/404.html': 'not here' })) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    stamp(root);
    return root;
  };
  const stamp = (root: string) => writeFileSync(join(root, BUILD_STAMP), `${inputsFingerprint(root, ['src'])}\n`);
  const stale = (root: string) => isStale(root, ['src']);

  it('is stale when out/ holds no finished build, or one of other inputs', () => {
    const root = built();
    expect(stale(root)).toBe(false);
    writeFileSync(join(root, 'src/a.ts'), 'changed');
    expect(stale(root)).toBe(true);
    stamp(root);
    expect(stale(root)).toBe(false);
    // Before: out/index.html newer than every input was taken for a build, though the build had stopped before its last steps.
    rmSync(join(root, BUILD_STAMP));
    expect(stale(root)).toBe(true);
    // Before: a page the server needs removed from a finished build, npm start served nothing and said to run npm start.
    stamp(root);
    rmSync(join(root, 'out/404.html'));
    expect(stale(root)).toBe(true);
  });

  it('is stale when an input is removed, renamed, added, or put back with an older time', () => {
    // Before: only a file newer than out/index.html counted, and none of these makes one.
    const past = new Date(Date.now() - 60_000);
    const changes: ((root: string) => void)[] = [
      (root) => rmSync(join(root, 'src/b.ts')),
      (root) => renameSync(join(root, 'src/b.ts'), join(root, 'src/c.ts')),
      (root) => {
        writeFileSync(join(root, 'src/new.ts'), 'new');
        utimesSync(join(root, 'src/new.ts'), past, past);
      },
      (root) => utimesSync(join(root, 'src/a.ts'), past, past),
    ];
    for (const change of changes) {
      const root = built();
      change(root);
      expect(stale(root), String(change)).toBe(true);
    }
  });

  it('does not count what the build writes among its inputs', () => {
    const root = mkdtempSync(join(tmpdir(), 'stale-'));
    mkdirSync(join(root, 'public/reader'), { recursive: true });
    mkdirSync(join(root, 'out'));
    writeFileSync(join(root, 'public/icon.svg'), '<svg/>');
    const before = inputsFingerprint(root, ['public']);
    writeFileSync(join(root, 'public/reader/reader.js'), 'x');
    writeFileSync(join(root, 'public/search-index.json'), '[]');
    expect(inputsFingerprint(root, ['public'])).toBe(before);
    writeFileSync(join(root, 'public/icon.svg'), '<svg></svg>');
    expect(inputsFingerprint(root, ['public'])).not.toBe(before);
  });

  it('walks a folder once, however symbolic links lead back to it, and still sees a change behind one', () => {
    const root = built();
    mkdirSync(join(root, 'elsewhere'));
    writeFileSync(join(root, 'elsewhere/b.ts'), '');
    symlinkSync('..', join(root, 'src/up'));
    symlinkSync(join(root, 'elsewhere'), join(root, 'src/linked'));
    stamp(root);
    // Before: ELOOP thrown (src/up/src/up/... until the path was too long), a stack trace from npm start.
    expect(stale(root)).toBe(false);
    writeFileSync(join(root, 'elsewhere/b.ts'), 'changed');
    expect(stale(root)).toBe(true);
    // An input that cannot be looked at (here ENOTDIR; no permission alike) counts as changed, so the build says what is wrong. Before: thrown.
    expect(isStale(root, ['src/a.ts/x'])).toBe(true);
  });
});

describe('npm start on an unfinished build', () => {
  it('builds again when out/ lacks the stamp its build writes last, instead of serving what is there', () => {
    const root = mkdtempSync(join(tmpdir(), 'start-'));
    // A build stopped after next build, before postbuild ended: its pages newer than every input.
    for (const page of ['index.html', '404.html']) {
      mkdirSync(join(root, 'out'), { recursive: true });
      writeFileSync(join(root, 'out', page), 'page');
    }
    // Before: served at once (and this run waited until its timeout).
    const run = startRun('39124', failingBuild(root, 'echo "building" >&2'));
    expect(run.stdout).toContain('Building the site (out/ is missing, unfinished or built from other sources)');
    expect(run.stderr).toBe('building\nerror: npm run build failed (exit code 1): nothing to serve\n');
    expect(run.status).toBe(2);
  });
});
