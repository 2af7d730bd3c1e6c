/**
 * Many clients at once, each holding a connection: the server holds at most its cap, making room
 * by closing idle ones, and answers 503 when every one it holds is owed an answer.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idlest, REFUSED_MARGIN } from '@/lib/serve/connection-cap';
import { createStaticServer, MAX_REQUESTS_PER_CONNECTION } from '@/lib/serve/static-server';

const out = join(mkdtempSync(join(tmpdir(), 'cap-')), 'out');
mkdirSync(out);
writeFileSync(join(out, 'index.html'), 'home');
writeFileSync(join(out, '404.html'), 'not here');
// Far more than the kernel buffers for a connection, so an answer to a client that reads nothing is still owed.
writeFileSync(join(out, 'big.bin'), Buffer.alloc(16 << 20, 'x'));

const CAP = 10;

describe('idlest', () => {
  it('is the least recently active connection owed no answer', () => {
    expect(idlest(['a', 'b', 'c'], (c) => c === 'a')).toBe('b');
    expect(idlest(['a', 'b'], () => true)).toBeUndefined();
    expect(idlest([], () => false)).toBeUndefined();
  });
});

describe('a server at its connection cap', () => {
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    server = createStaticServer(out, { maxConnections: CAP });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const connect = () =>
    new Promise<net.Socket>((done) => {
      const socket = net.connect(port, '127.0.0.1', () => done(socket));
      socket.on('error', () => {});
    });
  const connections = () => new Promise<number>((done, failed) => server.getConnections((error, count) => (error ? failed(error) : done(count))));
  const until = async (ready: () => Promise<boolean> | boolean) => {
    const end = Date.now() + 5000;
    while (!(await ready()) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  };
  const get = (path: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((done, failed) => {
      http
        .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c));
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', failed);
    });

  it('closes the idlest connections to make room, keeping the newest, and still answers', async () => {
    const sockets: net.Socket[] = [];
    const closed = new Set<net.Socket>();
    for (let i = 0; i < 4 * CAP; i++) {
      const socket = await connect();
      socket.once('close', () => closed.add(socket));
      sockets.push(socket);
    }
    await until(() => closed.size >= 3 * CAP);
    // Before: all 40 held, one descriptor each, for as long as the headers timeout let them.
    expect(await connections()).toBeLessThanOrEqual(CAP);
    expect(sockets.slice(0, 3 * CAP).every((s) => closed.has(s))).toBe(true);
    expect(sockets.slice(3 * CAP).some((s) => closed.has(s))).toBe(false);
    expect(await get('/')).toMatchObject({ status: 200, body: 'home' });
    for (const socket of sockets) socket.destroy();
  });

  it('answers 503 with Retry-After while every connection is owed an answer, and serves again once they go', async () => {
    await until(async () => (await connections()) === 0);
    const busy: net.Socket[] = [];
    for (let i = 0; i < CAP; i++) {
      const socket = await connect();
      socket.pause();
      socket.write('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n');
      busy.push(socket);
    }
    await until(() => busy.every((s) => s.readableLength > 0));
    const refused = await get('/');
    // Before: 200, the server holding as many connections as came.
    expect(refused).toMatchObject({ status: 503, headers: { 'retry-after': '1', connection: 'close' } });
    expect(busy.every((s) => !s.destroyed)).toBe(true);
    // Past the margin of those waiting for their 503, node closes a newcomer at once.
    const waiting = await Promise.all(Array.from({ length: REFUSED_MARGIN }, connect));
    await until(async () => (await connections()) === CAP + REFUSED_MARGIN);
    const dropped = await connect();
    expect(await new Promise((done) => dropped.once('close', () => done('closed')))).toBe('closed');
    for (const socket of [...busy, ...waiting]) socket.destroy();
    await until(async () => (await connections()) === 0);
    expect(await get('/')).toMatchObject({ status: 200, body: 'home' });
  });

  it('closes a connection once the answer to the last request it may make is out', async () => {
    const socket = await connect();
    let answers = '';
    // When the last byte so far came: timed from there, not from the first request, the wait below is
    // the server's alone, not also that of answering a hundred requests on a loaded machine.
    let lastAnswerAt = 0;
    socket.on('data', (d: Buffer) => {
      answers += d.toString('latin1');
      lastAnswerAt = Date.now();
    });
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(MAX_REQUESTS_PER_CONNECTION));
    await new Promise((done) => socket.once('end', done));
    expect(answers.split('HTTP/1.1 200 OK').length - 1).toBe(MAX_REQUESTS_PER_CONNECTION);
    // Before: node said Connection: close and held the connection until its keep-alive timeout, some 5 s after the last answer.
    expect(Date.now() - lastAnswerAt).toBeLessThan(2000);
    socket.destroy();
  });
});
