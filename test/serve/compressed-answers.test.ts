/**
 * The server compresses a file once per version, however often and however many at once ask for
 * it (before, the middleware compressed it again for every request: a cheap way to keep the CPU
 * and the thread pool busy), and the answers still say what RFC 9110 wants.
 */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_COMPRESSED_FILE_BYTES, zlibCompress, type Coding } from '@/lib/serve/compressed-cache';
import { createStaticServer } from '@/lib/serve/static-server';

const out = join(mkdtempSync(join(tmpdir(), 'compressed-')), 'out');
mkdirSync(out);
const notHere = `<p>${'not here '.repeat(200)}</p>`;
writeFileSync(join(out, '404.html'), notHere);
const index = (n: number) => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: `r${i}`, text: `rule ${i} of the movement step` })));
writeFileSync(join(out, 'search-index.json'), index(2000));
// Compressible, but too large to be compressed once and kept.
writeFileSync(join(out, 'huge.json'), Buffer.alloc(MAX_COMPRESSED_FILE_BYTES + 1, ' '));

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function ask(port: number, path: string, headers: Record<string, string>, method = 'GET'): Promise<Reply> {
  return new Promise((done, failed) => {
    http
      .request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', failed)
      .end();
  });
}

describe('compressed answers', () => {
  let server: http.Server;
  let port = 0;
  const calls: { bytes: number; coding: Coding }[] = [];
  const get = (path: string, headers: Record<string, string>, method?: string) => ask(port, path, headers, method);

  beforeAll(async () => {
    server = createStaticServer(out, { compress: (bytes, coding) => (calls.push({ bytes: bytes.length, coding }), zlibCompress(bytes, coding)) });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  it('compresses a file once for many requests, sequential or at once, HEAD included', async () => {
    const text = index(2000);
    const first = await Promise.all(Array.from({ length: 10 }, () => get('/search-index.json', { 'Accept-Encoding': 'br' })));
    for (let i = 0; i < 20; i++) first.push(await get('/search-index.json', { 'Accept-Encoding': 'gzip, deflate, br' }));
    const head = await get('/search-index.json', { 'Accept-Encoding': 'br' }, 'HEAD');
    for (const reply of first) {
      expect(reply.headers['content-encoding']).toBe('br');
      expect(String(brotliDecompressSync(reply.body))).toBe(text);
      expect(reply.headers['content-length']).toBe(String(reply.body.length));
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
    }
    expect(head.headers['content-length']).toBe(first[0]!.headers['content-length']);
    expect(head.headers.etag).toBe(first[0]!.headers.etag);
    const gzip = await get('/search-index.json', { 'Accept-Encoding': 'gzip' });
    expect(String(gunzipSync(gzip.body))).toBe(text);
    // Before: 32 compressions (the HEAD's of an empty body).
    expect(calls.map((c) => c.coding)).toEqual(['br', 'gzip']);
  });

  it('compresses a changed file again, and serves the new bytes', async () => {
    calls.length = 0;
    const text = index(2100);
    writeFileSync(join(out, 'search-index.json'), text);
    utimesSync(join(out, 'search-index.json'), new Date(), new Date(Date.now() + 5000));
    const reply = await get('/search-index.json', { 'Accept-Encoding': 'br' });
    expect(String(brotliDecompressSync(reply.body))).toBe(text);
    expect(calls).toEqual([{ bytes: text.length, coding: 'br' }]);
  });

  it('still answers ranges, conditional requests and identity from the file itself, uncompressed', async () => {
    calls.length = 0;
    const whole = await get('/search-index.json', { 'Accept-Encoding': 'identity' });
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe(String(whole.body.length));
    const part = await get('/search-index.json', { 'Accept-Encoding': 'br', Range: 'bytes=2-5' });
    expect([part.status, part.headers['content-encoding'], String(part.body)]).toEqual([206, undefined, String(whole.body.subarray(2, 6))]);
    const same = await get('/search-index.json', { 'Accept-Encoding': 'br', 'If-None-Match': whole.headers.etag! });
    expect([same.status, same.body.length]).toEqual([304, 0]);
    expect(calls).toEqual([]);
  });

  it('compresses the 404 page once too', async () => {
    calls.length = 0;
    for (let i = 0; i < 5; i++) {
      const reply = await get(`/nope-${i}`, { 'Accept-Encoding': 'br' });
      expect([reply.status, String(brotliDecompressSync(reply.body))]).toEqual([404, notHere]);
      expect(reply.headers['content-length']).toBe(String(reply.body.length));
    }
    const head = await get('/nope', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect([head.status, head.headers['content-encoding'], head.body.length]).toEqual([404, 'br', 0]);
    expect(calls).toEqual([{ bytes: notHere.length, coding: 'br' }]);
  });

  it('sends a file too large to keep as it is, with its length, rather than compress it for each request', async () => {
    const reply = await get('/huge.json', { 'Accept-Encoding': 'br' });
    expect([reply.status, reply.headers['content-encoding'], reply.headers['content-length']]).toEqual([200, undefined, String(MAX_COMPRESSED_FILE_BYTES + 1)]);
    expect(reply.body.length).toBe(MAX_COMPRESSED_FILE_BYTES + 1);
    expect(calls.filter((c) => c.bytes > MAX_COMPRESSED_FILE_BYTES)).toEqual([]);
  });
});
