/**
 * Stopping the server with SIGINT or SIGTERM (lib/serve/stop-on-signal.ts), against the server in
 * this process, the signals sent by the test: no new connection, idle ones closed, the answers
 * under way sent whole, then exit 0; a second signal, or the grace passing, stops it at once.
 */
import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenOrphaned } from '@/lib/serve/orphan-watch';
import { createStaticServer } from '@/lib/serve/static-server';
import { stoppingOnSignals } from '@/lib/serve/stop-on-signal';

const out = join(mkdtempSync(join(tmpdir(), 'stop-')), 'out');
mkdirSync(out);
writeFileSync(join(out, 'index.html'), 'home');
writeFileSync(join(out, '404.html'), 'not here');
// Far more than the kernel buffers for a connection (about 4 MB on loopback), so the answer is still going out when the stop comes.
const BIG = 24 << 20;
writeFileSync(join(out, 'big.bin'), Buffer.alloc(BIG, 'x'));

type Stopping = { port: number; signals: EventEmitter; stop: (why: string) => void; exits: number[]; said: string[]; exited: Promise<number> };
let servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers) server.closeAllConnections();
  servers = [];
});

/** A server of out/ stopped by the signals the test emits, with `graceMs` for the answers under way. */
async function stoppable(graceMs = 60_000): Promise<Stopping> {
  const server = createStaticServer(out);
  servers.push(server);
  const signals = new EventEmitter();
  const exits: number[] = [];
  const said: string[] = [];
  let exited: (code: number) => void = () => {};
  const exitedPromise = new Promise<number>((done) => (exited = done));
  const stop = stoppingOnSignals(server, signals, { say: (line) => said.push(line), exit: (code) => (exits.push(code), exited(code)) }, graceMs);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, signals, stop, exits, said, exited: exitedPromise };
}

/** A connection that has sent `request` and reads nothing until resumed; `bytes` counts what came, `closed` when the server closed it. */
function paused(port: number, request: string) {
  const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
  socket.on('error', () => {});
  socket.pause();
  let bytes = 0;
  socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  const answered = new Promise<void>((done) => socket.once('readable', () => done()));
  return { socket, closed, answered, bytes: () => bytes };
}

const connects = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), done(true)));
    socket.on('error', () => done(false));
  });

describe('stopping on SIGINT or SIGTERM', () => {
  it('takes no new connection, closes idle ones, sends the answer under way whole, then exits 0', async () => {
    const { port, signals, exits, said, exited } = await stoppable();
    const download = paused(port, 'GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n');
    await download.answered;
    const idle = paused(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await idle.answered;
    idle.socket.resume();
    signals.emit('SIGTERM');
    expect(said).toEqual(['stopping (SIGTERM): the answers under way go out first; SIGTERM again stops at once']);
    await idle.closed;
    expect(await connects(port)).toBe(false);
    // Before: the process ended here, the download cut at what the kernel held.
    expect(exits).toEqual([]);
    download.socket.resume();
    await download.closed;
    expect(download.bytes()).toBeGreaterThan(BIG);
    expect(await exited).toBe(0);
  });

  it('stops at once on a second signal, with the shell\'s code for it', async () => {
    const { port, signals, exits } = await stoppable();
    const download = paused(port, 'GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n');
    await download.answered;
    signals.emit('SIGINT');
    expect(exits).toEqual([]);
    signals.emit('SIGINT');
    expect(exits).toEqual([130]);
  });

  it('cuts what is still going out once the grace has passed, then exits 0', async () => {
    const { port, signals, exited } = await stoppable(50);
    const download = paused(port, 'GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n');
    await download.answered;
    signals.emit('SIGTERM');
    // Closed by the server while its client still read nothing.
    await download.closed;
    expect(await exited).toBe(0);
  });
});

describe('stopping for a cause that is no signal (npm, its parent, has ended)', () => {
  it('stops as a first signal does, said with its cause, and a second such stop never hurries it', async () => {
    const { port, signals, stop, exits, said, exited } = await stoppable();
    const download = paused(port, 'GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n');
    await download.answered;
    stop('its parent has ended');
    stop('its parent has ended');
    expect(said).toEqual(['stopping (its parent has ended): the answers under way go out first; SIGTERM stops at once']);
    expect(exits).toEqual([]);
    download.socket.resume();
    await download.closed;
    expect(download.bytes()).toBeGreaterThan(BIG);
    expect(await exited).toBe(0);
    // A signal after it stops at once, as the line says.
    signals.emit('SIGTERM');
    expect(exits).toEqual([0, 143]);
  });

  it('is asked once the parent pid changes, and only then', () => {
    vi.useFakeTimers();
    try {
      let parent = 4242;
      const orphaned = vi.fn();
      whenOrphaned(() => parent, orphaned, 1000);
      vi.advanceTimersByTime(5000);
      expect(orphaned).not.toHaveBeenCalled();
      // Reparented to init (or a subreaper) when npm's shell ended.
      parent = 1;
      vi.advanceTimersByTime(1000);
      expect(orphaned).toHaveBeenCalledTimes(1);
      parent = 77;
      vi.advanceTimersByTime(5000);
      expect(orphaned).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
