/**
 * `Vary: Accept-Encoding` on every answer that could have gone out in another coding, compressed
 * or not, and on no other: a cache that kept the brotli answer for a client that takes none, or
 * kept answers apart that never differ, serves wrong bytes or wastes its room.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMPRESSED_FILE_BYTES } from '@/lib/serve/compressed-cache';
import { createStaticServer } from '@/lib/serve/static-server';
import { variesWithCoding } from '@/lib/serve/vary';

const out = join(mkdtempSync(join(tmpdir(), 'vary-')), 'out');
mkdirSync(out);
writeFileSync(join(out, '404.html'), `<p>${'not here '.repeat(200)}</p>`);
writeFileSync(join(out, 'index.json'), JSON.stringify(Array.from({ length: 500 }, (_, i) => ({ id: i }))));
writeFileSync(join(out, 'small.css'), 'a{}');
writeFileSync(join(out, 'logo.png'), Buffer.alloc(4000, 1));
writeFileSync(join(out, 'huge.json'), Buffer.alloc(MAX_COMPRESSED_FILE_BYTES + 1, ' '));

type Reply = { status: number; headers: http.IncomingHttpHeaders };
const encoded = (reply: Reply) => ({ status: reply.status, vary: reply.headers.vary, coding: reply.headers['content-encoding'] });

describe('variesWithCoding', () => {
  it('holds for a compressible type, not for a byte range, an incompressible type or a file too large to compress', () => {
    expect(variesWithCoding('application/json; charset=utf-8', 10, false)).toBe(true);
    expect(variesWithCoding('text/html', undefined, false)).toBe(true);
    expect(variesWithCoding('text/html', 10, true)).toBe(false);
    expect(variesWithCoding('image/png', 10, false)).toBe(false);
    expect(variesWithCoding(undefined, 10, false)).toBe(false);
    expect(variesWithCoding('text/html', MAX_COMPRESSED_FILE_BYTES + 1, false)).toBe(false);
  });
});

describe('Vary on the answers of the static server', () => {
  let server: http.Server;
  let port = 0;
  const ask = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<Reply>((done, failed) => {
      http
        .request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
          res.resume();
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
        })
        .on('error', failed)
        .end();
    });

  beforeAll(async () => {
    server = createStaticServer(out);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('is on a compressible file, compressed or not, for GET and HEAD alike', async () => {
    for (const method of ['GET', 'HEAD']) {
      expect(encoded(await ask(method, '/index.json', { 'Accept-Encoding': 'br' }))).toEqual({ status: 200, vary: 'Accept-Encoding', coding: 'br' });
      expect(encoded(await ask(method, '/index.json', { 'Accept-Encoding': 'gzip' }))).toEqual({ status: 200, vary: 'Accept-Encoding', coding: 'gzip' });
      expect(encoded(await ask(method, '/index.json'))).toEqual({ status: 200, vary: 'Accept-Encoding', coding: undefined });
      // Too small to be worth compressing: it goes out as it is, yet says Vary as it always did.
      expect(encoded(await ask(method, '/small.css', { 'Accept-Encoding': 'br' }))).toEqual({ status: 200, vary: 'Accept-Encoding', coding: undefined });
    }
  });

  it('is not on an incompressible type or a file too large to be compressed', async () => {
    for (const method of ['GET', 'HEAD']) {
      expect(encoded(await ask(method, '/logo.png', { 'Accept-Encoding': 'br' }))).toEqual({ status: 200, vary: undefined, coding: undefined });
      expect(encoded(await ask(method, '/huge.json', { 'Accept-Encoding': 'br' }))).toEqual({ status: 200, vary: undefined, coding: undefined });
    }
  });

  it('is not on a byte range (206) or a range past the end (416), which are never compressed', async () => {
    for (const method of ['GET', 'HEAD']) {
      expect(encoded(await ask(method, '/index.json', { 'Accept-Encoding': 'br', Range: 'bytes=0-9' }))).toEqual({ status: 206, vary: undefined, coding: undefined });
      expect(encoded(await ask(method, '/index.json', { 'Accept-Encoding': 'br', Range: 'bytes=9999999-' }))).toEqual({ status: 416, vary: undefined, coding: undefined });
    }
  });

  it('is on a 304 whose 200 says it, for GET and HEAD, and not on one whose 200 does not', async () => {
    for (const method of ['GET', 'HEAD']) {
      const etag = (path: string) => ask(method, path).then((reply) => String(reply.headers.etag));
      // Before: none, where RFC 9110 section 15.4.5 wants that of the 200 (a cache refreshing its brotli answer kept no Vary).
      expect(encoded(await ask(method, '/index.json', { 'Accept-Encoding': 'br', 'If-None-Match': await etag('/index.json') }))).toEqual({ status: 304, vary: 'Accept-Encoding', coding: undefined });
      expect(encoded(await ask(method, '/small.css', { 'If-None-Match': await etag('/small.css') }))).toEqual({ status: 304, vary: 'Accept-Encoding', coding: undefined });
      expect(encoded(await ask(method, '/logo.png', { 'If-None-Match': await etag('/logo.png') }))).toEqual({ status: 304, vary: undefined, coding: undefined });
      expect(encoded(await ask(method, '/huge.json', { 'If-None-Match': await etag('/huge.json') }))).toEqual({ status: 304, vary: undefined, coding: undefined });
    }
  });

  it('is on the 404 page and the plain-text answers, not on a 204 to OPTIONS', async () => {
    expect(encoded(await ask('GET', '/nowhere', { 'Accept-Encoding': 'br' }))).toEqual({ status: 404, vary: 'Accept-Encoding', coding: 'br' });
    expect(encoded(await ask('HEAD', '/nowhere'))).toEqual({ status: 404, vary: 'Accept-Encoding', coding: undefined });
    expect(encoded(await ask('POST', '/index.json'))).toEqual({ status: 405, vary: 'Accept-Encoding', coding: undefined });
    expect(encoded(await ask('OPTIONS', '/index.json'))).toEqual({ status: 204, vary: undefined, coding: undefined });
  });
});
