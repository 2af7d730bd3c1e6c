/**
 * Large answers hand the kernel at most a budget of bytes at once (lib/serve/sending-budget.ts):
 * clients that ask for a large file and never read it filled the kernel's TCP memory, and a fresh
 * client's small answer then took seconds. Past the budget a large answer gets 503 at once; a
 * small one is never held back.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_KERNEL_BYTES_PER_ANSWER, SMALL_ANSWER_BYTES, sendingBudget, weightOf } from '@/lib/serve/sending-budget';
import { serving } from './serving';

describe('sendingBudget', () => {
  it('counts an answer by what the kernel can hold of it, and a small one or one of no known length not at all', () => {
    expect(weightOf(SMALL_ANSWER_BYTES - 1)).toBe(0);
    expect(weightOf(SMALL_ANSWER_BYTES)).toBe(SMALL_ANSWER_BYTES);
    expect(weightOf(100 << 20)).toBe(MAX_KERNEL_BYTES_PER_ANSWER);
    expect(weightOf(Number.NaN)).toBe(0);
  });

  it("never holds more than its bytes, refuses only large answers, holds a connection's largest answer under way, and gets back each share once", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 8 << 20 }), fc.nat(3), fc.boolean(), fc.boolean()), { maxLength: 40 }), (steps) => {
        const budget = sendingBudget(10 << 20);
        const connections = [{}, {}, {}, {}];
        const shares: { release: () => void; connection: number; weight: number }[] = [];
        for (const [bytes, connection, releaseOne, twice] of steps) {
          const share = budget.take(bytes, connections[connection]!);
          if (!share) expect(weightOf(bytes)).toBeGreaterThan(0);
          // A connection with an answer as large under way is never refused another.
          if (shares.some((s) => s.connection === connection && s.weight >= weightOf(bytes))) expect(share).toBeDefined();
          if (share) shares.push({ release: share.release, connection, weight: weightOf(bytes) });
          const largest = connections.map((_, c) => Math.max(0, ...shares.filter((s) => s.connection === c).map((s) => s.weight)));
          // At least each connection's largest answer under way (one larger, closed while a smaller one still goes, may still count).
          expect(budget.held()).toBeGreaterThanOrEqual(largest.reduce((a, b) => a + b, 0));
          expect(budget.held()).toBeLessThanOrEqual(10 << 20);
          if (releaseOne && shares.length > 0) {
            const released = shares.shift()!;
            released.release();
            if (twice) released.release();
          }
        }
        for (const share of shares) share.release();
        expect(budget.held()).toBe(0);
      }),
    );
  });
});

const out = join(mkdtempSync(join(tmpdir(), 'budget-')), 'out');
mkdirSync(out);
writeFileSync(join(out, '404.html'), 'not here');
writeFileSync(join(out, 'small.txt'), 'small');
// Far more than the kernel buffers for a connection, so an answer to a client that reads nothing stays under way.
writeFileSync(join(out, 'big.png'), Buffer.alloc(16 << 20, 'x'));
writeFileSync(join(out, 'mid.png'), Buffer.alloc(1 << 20, 'x'));

describe('a server whose large answers under way have used up its budget', () => {
  const { port } = serving(() => out, { sendingBytes: 2 * MAX_KERNEL_BYTES_PER_ANSWER });

  /** The head of the answer to `request` on a fresh connection, and the connection, which reads nothing more. */
  const ask = (request: string) =>
    new Promise<{ head: string; socket: net.Socket }>((done) => {
      const socket = net.connect(port(), '127.0.0.1', () => socket.write(`${request}\r\nHost: x\r\n\r\n`));
      socket.on('error', () => {});
      let got = '';
      const onData = (bytes: Buffer) => {
        got += bytes.toString('latin1');
        const end = got.indexOf('\r\n\r\n');
        if (end < 0) return;
        socket.off('data', onData);
        socket.pause();
        done({ head: got.slice(0, end), socket });
      };
      socket.on('data', onData);
    });

  it('answers a further large GET 503 at once, and a small GET or a HEAD as ever; a share comes back when its client goes', async () => {
    const holders = [await ask('GET /big.png HTTP/1.1'), await ask('GET /big.png HTTP/1.1')];
    for (const { head } of holders) expect(head).toMatch(/^HTTP\/1\.1 200 /);
    // Before: a 200 whose bytes went to fill the kernel's buffers too.
    const refused = await ask('GET /big.png HTTP/1.1');
    expect(refused.head).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused.head).toMatch(/\r\nRetry-After: 1\r\n/i);
    expect(refused.head).toMatch(/\r\nConnection: close\r\n/i);
    expect(refused.head).not.toMatch(/\r\nETag:/i);
    expect((await ask('GET /small.txt HTTP/1.1')).head).toMatch(/^HTTP\/1\.1 200 /);
    expect((await ask('HEAD /big.png HTTP/1.1')).head).toMatch(/^HTTP\/1\.1 200 /);
    expect((await ask('GET /big.png HTTP/1.1\r\nRange: bytes=0-99')).head).toMatch(/^HTTP\/1\.1 206 /);

    holders[0]!.socket.destroy();
    let again = await ask('GET /big.png HTTP/1.1');
    // The server learns of the client's going when the reset reaches it.
    while (!/^HTTP\/1\.1 200 /.test(again.head)) {
      again.socket.destroy();
      await new Promise((r) => setTimeout(r, 50));
      again = await ask('GET /big.png HTTP/1.1');
    }
    for (const { socket } of [holders[1]!, again, refused]) socket.destroy();
  });
});

describe('a connection with large GETs pipelined', () => {
  const { port } = serving(() => out, { sendingBytes: 8 << 20 });

  it('holds the share of one of them, not their sum', async () => {
    // Twelve answers of 1 MB each against a budget of 8 MB. Before: the ninth got 503.
    const reply = await new Promise<string>((done) => {
      const socket = net.connect(port(), '127.0.0.1', () => socket.end('GET /mid.png HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(12)));
      const chunks: Buffer[] = [];
      socket.on('data', (bytes: Buffer) => chunks.push(bytes));
      socket.on('error', () => {});
      socket.on('close', () => done(Buffer.concat(chunks).toString('latin1')));
    });
    expect([...reply.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]))).toEqual(Array(12).fill(200));
  });
});
