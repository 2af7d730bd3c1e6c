/**
 * Clients that try to hold a connection, and the descriptor behind it, for as long as they like,
 * against the server itself (in this process: the test watches the server's end of each connection).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_WINDOW_MS } from '@/lib/serve/output-rate';
import { createStaticServer } from '@/lib/serve/static-server';

const out = join(mkdtempSync(join(tmpdir(), 'trickle-')), 'out');
mkdirSync(out);
writeFileSync(join(out, '404.html'), 'not here');
// Far more than the kernel buffers for a connection (about 4 MB on loopback), so the answer waits to go out.
writeFileSync(join(out, 'big.bin'), Buffer.alloc(24 << 20, 'x'));

describe('a client holding its connection', () => {
  let server: http.Server;
  let port = 0;
  /** When the server closed its end of each connection, by the client's port. */
  const closed = new Map<number, Promise<number>>();

  beforeAll(async () => {
    server = createStaticServer(out);
    server.on('connection', (socket: net.Socket) => closed.set(socket.remotePort!, new Promise((done) => socket.once('close', () => done(Date.now())))));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  /** A connection asking for big.bin, which `act` then drives once every `everyMs`, once the server has it. */
  const client = (everyMs: number, act: (socket: net.Socket) => void) =>
    new Promise<net.Socket>((done) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n');
        const timer = setInterval(() => act(socket), everyMs);
        socket.once('close', () => clearInterval(timer));
        done(socket);
      });
      socket.on('error', () => {});
      socket.pause();
    });
  /** When the server closes its end of `socket`. */
  const serverClosed = async (socket: net.Socket) => {
    while (!closed.has(socket.localPort!)) await new Promise((r) => setTimeout(r, 10));
    return closed.get(socket.localPort!)!;
  };
  /** Reads up to `bytes` of what has come in. */
  const take = (socket: net.Socket, bytes: number) => {
    for (let left = bytes; left > 0; ) {
      const chunk: Buffer | null = socket.read(Math.min(left, socket.readableLength)) ?? socket.read();
      if (!chunk?.length) return;
      left -= chunk.length;
    }
  };

  it('is closed once the 405 to a CONNECT is out, even if it never closes its side', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        new Promise<{ reply: string; closed: Promise<number> }>((done) => {
          // A client that keeps its side open after the server's FIN, as nothing obliges it not to.
          const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true }, () => socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com\r\n\r\n'));
          let reply = '';
          socket.on('data', (d: Buffer) => (reply += d.toString('latin1')));
          socket.on('error', () => {});
          socket.once('end', () => done({ reply, closed: serverClosed(socket) }));
        }),
      ),
    );
    const start = Date.now();
    // Before: the server's end stayed open for good, one descriptor per CONNECT.
    const all = await Promise.race([Promise.all(replies.map((r) => r.closed)), new Promise<'held'>((done) => setTimeout(() => done('held'), 3000))]);
    expect(all).not.toBe('held');
    expect(Date.now() - start).toBeLessThan(3000);
    for (const { reply } of replies) expect(reply).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
  });

  it('drops one that reads nothing but sends a byte a second, and keeps one reading steadily, past one window', async () => {
    const start = Date.now();
    // Before: held for good, the byte it sends counting as progress (nothing moved for STALLED_MS never came true).
    const sender = await client(1000, (socket) => socket.write('X'));
    // Reads 640 KB a second (less on a loaded machine), which the server sees in lumps of a megabyte or so, seconds apart, as the kernel frees its buffers.
    const reader = await client(100, (socket) => take(socket, 65_536));
    let readerDropped = false;
    void serverClosed(reader).then(() => (readerDropped = true));
    const held = await Promise.race([serverClosed(sender).then((at) => at - start), new Promise<'held'>((done) => setTimeout(() => done('held'), RATE_WINDOW_MS + 5000))]);
    expect(held).not.toBe('held');
    expect(held).toBeGreaterThanOrEqual(RATE_WINDOW_MS - 100);
    await new Promise((r) => setTimeout(r, Math.max(0, start + RATE_WINDOW_MS + 5000 - Date.now())));
    expect(readerDropped).toBe(false);
    expect(reader.bytesRead).toBeGreaterThan(4 << 20);
    sender.destroy();
    reader.destroy();
  }, RATE_WINDOW_MS + 15_000);
});
