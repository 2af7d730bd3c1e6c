import http from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Answers } from './answers';

/**
 * The answer to a request node's parser refuses before the server sees it: what node itself
 * answers (408 for a request that took too long, 413 for chunk extensions too large, 400 for the
 * rest), except that a request line too long for node's header limit (16 KiB) is 414 URI Too Long,
 * not 431 Request Header Fields Too Large (RFC 9110 section 15.5.15): a 20,000-character URL got
 * 431. Undefined when nothing is to be written (the client reset the connection, or sent more after
 * a request that closes it).
 *
 * `line` is the start of the line the parser was reading when it gave up (lineStart): a request
 * line starts with a method and a space, which no header line can (a space is no header-name
 * character, and node refuses one there before any limit is reached).
 */
export function clientErrorStatus(code: string | undefined, line: string | undefined): number | undefined {
  switch (code) {
    case 'ECONNRESET':
    // Bytes after a request that asked to close: its answer said `Connection: close` and was the last.
    case 'HPE_CLOSED_CONNECTION':
      return undefined;
    case 'HPE_HEADER_OVERFLOW':
      return line !== undefined && /^[A-Za-z]+ /.test(line) ? 414 : 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

/** Enough of a line to tell a method and its space. */
const LINE_START = 32;

/**
 * The first bytes (latin1) of the line being read once `bytes` follow a line that started with
 * `previous`: a line that spans many writes is still known by its start, so a long URL sent a few
 * bytes at a time is told from a long header as it is in one write (it got 431 before).
 */
export function lineStart(previous: string, bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lf = buffer.lastIndexOf(0x0a);
  const start = lf < 0 ? previous : '';
  if (start.length >= LINE_START) return start;
  return start + buffer.toString('latin1', lf + 1, Math.min(buffer.length, lf + 1 + LINE_START - start.length));
}

/**
 * Answers parser errors with clientErrorStatus, as node does without a listener, once the answers
 * to the requests before it on the connection have gone out, then closes the connection.
 * Node reports the error again for each later piece of input: the first report is answered.
 *
 * Node hands over only the piece of input it failed in (`rawPacket`, up to `bytesParsed`), so each
 * connection keeps the start of the line it is on. Node's own listener reads each piece first and
 * reports the error before this one sees that piece.
 */
export function answeringClientErrors(server: http.Server, answers: Answers): void {
  const lines = new WeakMap<Duplex, string>();
  const refused = new WeakSet<Duplex>();
  server.on('connection', (socket: Socket) => {
    lines.set(socket, '');
    socket.on('data', (bytes: Buffer) => lines.set(socket, lineStart(lines.get(socket) ?? '', bytes)));
  });
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer; bytesParsed?: number }, socket: Duplex) => {
    if (refused.has(socket)) return;
    refused.add(socket);
    const { rawPacket, bytesParsed } = error;
    const line = rawPacket && lineStart(lines.get(socket) ?? '', rawPacket.subarray(0, bytesParsed ?? rawPacket.length));
    const status = clientErrorStatus(error.code, line);
    answers.after(socket, () => {
      // Closed once all is sent: the answers before it may still be on their way out.
      // After an answer that closes the connection, the client reads nothing more (an early 400 to a Transfer-Encoding: gzip was followed by node's own).
      if (status !== undefined && socket.writable && !answers.closes(socket)) socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`, () => socket.destroy());
      else socket.destroy();
    });
  });
}
