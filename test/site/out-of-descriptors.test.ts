/**
 * The server with its file descriptors used up: run with a limit of 64 (`ulimit -n`), it is filled
 * with idle connections until it turns new ones away, then asked for a file on one it holds.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFailureStatus } from '@/lib/serve/open-failure';

describe('openFailureStatus', () => {
  it('is 404 for a file gone since it was found, 503 out of descriptors, 500 for the rest', () => {
    expect([openFailureStatus('ENOENT'), openFailureStatus('ENOTDIR')]).toEqual([404, 404]);
    expect([openFailureStatus('EMFILE'), openFailureStatus('ENFILE')]).toEqual([503, 503]);
    expect([openFailureStatus('EACCES'), openFailureStatus('EIO'), openFailureStatus(undefined)]).toEqual([500, 500, 500]);
  });
});

describe.runIf(process.platform === 'linux')('the static server out of file descriptors', () => {
  it('answers a request for a file it cannot open with 503 and Retry-After, and closes', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'descriptors-')), 'out');
    mkdirSync(out);
    writeFileSync(join(out, 'index.html'), 'home');
    writeFileSync(join(out, '404.html'), 'not here');
    const child = spawn('/bin/sh', ['-c', `ulimit -n 64 && exec "$0" "$@"`, join(resolve('.'), 'node_modules/.bin/tsx'), 'test/site/serve-child.ts', out], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const port = Number(String(await new Promise<Buffer>((done) => child.stdout!.once('data', done))).split(' ')[0]);
      const held: net.Socket[] = [];
      // Each idle connection holds a descriptor; once none is left, the next is closed at once.
      for (let full = false; !full && held.length < 200; ) {
        const socket = net.connect(port, '127.0.0.1');
        socket.on('error', () => {});
        full = await new Promise<boolean>((done) => {
          socket.once('close', () => done(true));
          setTimeout(() => done(false), 150);
        });
        if (!full) held.push(socket);
      }
      expect(held.length).toBeLessThan(200);
      const reply = await new Promise<string>((done) => {
        let text = '';
        held[0]!.on('data', (d: Buffer) => (text += d.toString('latin1')));
        held[0]!.once('close', () => done(text));
        held[0]!.write('GET /index.html HTTP/1.1\r\nHost: x\r\n\r\n');
      });
      for (const socket of held) socket.destroy();
      // Before: nothing at all, the connection closed (the status went out only with the file's first bytes).
      expect(reply).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
      expect(reply).toMatch(/\r\nRetry-After: 1\r\n/);
      expect(reply).toMatch(/\r\nConnection: close\r\n/);
    } finally {
      child.kill();
    }
  }, 30_000);
});
