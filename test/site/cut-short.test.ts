import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exactLength } from '@/lib/serve/exact-length';
import { createStaticServer } from '@/lib/serve/static-server';

describe('exactLength', () => {
  it('passes exactly the bytes it is given, and fails at the end when they are fewer than said', async () => {
    const through = async (length: number, chunks: string[]) => {
      const stream = exactLength(length);
      const out: string[] = [];
      stream.on('data', (d: Buffer) => out.push(String(d)));
      const ended = new Promise<string>((done) => {
        stream.on('end', () => done(out.join('')));
        stream.on('error', (error) => done(error.message));
      });
      for (const chunk of chunks) stream.write(chunk);
      stream.end();
      return ended;
    };
    expect(await through(5, ['ab', 'cde'])).toBe('abcde');
    expect(await through(0, [])).toBe('');
    expect(await through(5, ['ab'])).toBe('the file ended after 2 of 5 bytes');
  });
});

describe('the static server sending a file that is cut short meanwhile', () => {
  it('closes the connection rather than end the answer early and read on (the next answer would pass for the rest of the body)', async () => {
    const out = mkdtempSync(join(tmpdir(), 'cut-short-'));
    writeFileSync(join(out, 'index.html'), 'home');
    writeFileSync(join(out, '404.html'), 'not here');
    // Not compressible, so it goes out with its Content-Length; far more than the kernel buffers.
    writeFileSync(join(out, 'big.bin'), Buffer.alloc(16 << 20, 'x'));
    const server = createStaticServer(out);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /big.bin HTTP/1.1\r\nHost: x\r\n\r\n'));
    socket.on('error', () => {});
    let received = 0;
    socket.on('data', (d: Buffer) => {
      // The file loses most of itself once its answer has started (a build writing out/ again).
      if (received === 0) {
        socket.pause();
        truncateSync(join(out, 'big.bin'), 1 << 20);
        setTimeout(() => socket.resume(), 200);
      }
      received += d.length;
    });
    const closed = await new Promise<boolean>((done) => {
      socket.on('close', () => done(true));
      setTimeout(() => done(false), 3000);
    });
    socket.destroy();
    server.close();
    // Before: the answer ended after about 1 MiB of the 16 MiB it announced, on a connection kept open.
    expect(closed).toBe(true);
    expect(received).toBeLessThan(16 << 20);
  });
});
