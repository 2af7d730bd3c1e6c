/**
 * Requests written byte for byte on a socket, against the server in this process: what node's
 * parser lets through that RFC 9112 has answered 400, and nothing written after an answer that
 * closes its connection.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serving } from './serving';

const out = join(mkdtempSync(join(tmpdir(), 'raw-')), 'out');
mkdirSync(out);
writeFileSync(join(out, 'index.html'), 'home');
writeFileSync(join(out, '404.html'), 'not here');

describe('raw requests', () => {
  const { port } = serving(() => out);

  /** All the server writes on a connection given `text`, until it closes it. */
  const raw = (text: string) =>
    new Promise<string>((done) => {
      const socket = net.connect(port(), '127.0.0.1', () => socket.write(text));
      let reply = '';
      socket.on('data', (bytes: Buffer) => (reply += bytes.toString('latin1')));
      socket.on('error', () => {});
      socket.on('close', () => done(reply));
    });
  const statuses = (reply: string) => [...reply.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

  it('answers a Transfer-Encoding that does not end in chunked with one 400, and closes', async () => {
    // Before: 200, then node's own 400 for what followed the head.
    for (const request of ['GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n', 'GET / HTTP/1.0\r\nTransfer-Encoding: gzip\r\n\r\n']) {
      const reply = await raw(request);
      expect(statuses(reply), request).toEqual([400]);
      expect(reply).toContain('Bad Request: a Transfer-Encoding that does not end in chunked');
    }
  });

  it('writes nothing after an answer that closes its connection, even to a request node refuses behind it', async () => {
    // Before: the 400 to /%zz, then node's 400 to the NUL, which the client would read as the answer to a request it never sent.
    expect(statuses(await raw('GET /%zz HTTP/1.1\r\nHost: x\r\n\r\nGET /a\0b HTTP/1.1\r\nHost: x\r\n\r\n'))).toEqual([400]);
    expect(statuses(await raw('GET http://[::1/ HTTP/1.1\r\nHost: x\r\n\r\n'))).toEqual([400]);
    // A request refused behind one kept open is still answered.
    expect(statuses(await raw('GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /a\0b HTTP/1.1\r\nHost: x\r\n\r\n'))).toEqual([200, 400]);
  });
});
