/**
 * The longest link a page writes into the address (lib/input/link-length.ts): one the page reads
 * back and the bundled server serves, with a browser's headers beside it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkTooLong, MAX_WRITTEN_QUERY } from '@/lib/input/link-length';
import { MAX_LINK_QUERY, readLinkQuery } from '@/lib/input/link-query';
import { createStaticServer } from '@/lib/serve/static-server';

/** What Chrome sends beside the request line on a reload (its client hints included), rounded up. */
const BROWSER_HEADERS = [
  'Host: localhost:3000',
  'Connection: keep-alive',
  `User-Agent: ${'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 '.repeat(2)}`,
  'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  'Accept-Encoding: gzip, deflate, br, zstd',
  'Accept-Language: en-GB,en-US;q=0.9,en;q=0.8,de;q=0.7,fr;q=0.6',
  'Cache-Control: max-age=0',
  'sec-ch-ua: "Google Chrome";v="131", "Chromium";v="131", "Not_A Brand";v="24"',
  'sec-ch-ua-mobile: ?1',
  'sec-ch-ua-platform: "Android"',
  'Sec-Fetch-Dest: document',
  'Sec-Fetch-Mode: navigate',
  'Sec-Fetch-Site: same-origin',
  'Upgrade-Insecure-Requests: 1',
  // Browsers send a Referer of at most 4,096 characters (a longer one is cut to its origin).
  `Referer: http://localhost:3000/timing/?${'r'.repeat(4096 - 'http://localhost:3000/timing/?'.length)}`,
].join('\r\n');

describe('the longest link a page writes', () => {
  it('is read back by the page, and a longer one is said in one line instead', () => {
    expect(MAX_WRITTEN_QUERY).toBeLessThanOrEqual(MAX_LINK_QUERY);
    expect(linkTooLong('x'.repeat(MAX_WRITTEN_QUERY))).toBeUndefined();
    expect(linkTooLong('x'.repeat(MAX_WRITTEN_QUERY + 1))).toBe('Too long for a link (8,001 characters, at most 8,000): the address keeps the last one that fit, and Copy link waits until it is shorter.');
    fc.assert(
      fc.property(fc.string({ maxLength: MAX_WRITTEN_QUERY }), (query) => {
        const read = readLinkQuery(query, { known: () => true, expected: '', repeats: new Set(['']) });
        // Never refused for its length.
        return read.ok || read.field !== 'link';
      }),
    );
  });

  it('is served by the bundled server, with a browser\'s headers and the longest Referer beside it', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'link-')), 'out');
    mkdirSync(join(out, 'timing'), { recursive: true });
    writeFileSync(join(out, 'index.html'), 'home');
    writeFileSync(join(out, '404.html'), 'not here');
    writeFileSync(join(out, 'timing/index.html'), 'timing');
    const server = createStaticServer(out);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const status = (query: string) =>
        new Promise<string>((done) => {
          const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET /timing/?${query} HTTP/1.1\r\n${BROWSER_HEADERS}\r\n\r\n`));
          socket.once('data', (d: Buffer) => (socket.destroy(), done(String(d).split('\r\n')[0]!)));
        });
      // Percent-encoded, as the page writes it: every character is one byte.
      expect(await status(`a=${'%2C'.repeat((MAX_WRITTEN_QUERY - 2) / 3)}`)).toBe('HTTP/1.1 200 OK');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
