import http from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The answer to a request node's parser refuses before the server sees it: what node itself
 * answers (408 for a request that took too long, 413 for chunk extensions too large, 400 for the
 * rest), except that a request line too long for node's header limit (16 KiB) is 414 URI Too Long,
 * not 431 Request Header Fields Too Large (RFC 9110 section 15.5.15): a 20,000-character URL got
 * 431. Undefined when nothing is to be written (the client reset the connection).
 *
 * Node tells only the piece of input it was reading (`rawPacket`): a piece that starts with a
 * method and is mostly request line is a long URL; a piece from the middle of a request sent in
 * many writes cannot be told apart and keeps node's 431.
 */
export function clientErrorStatus(code: string | undefined, rawPacket: Buffer | undefined): number | undefined {
  switch (code) {
    case 'ECONNRESET':
      return undefined;
    case 'HPE_HEADER_OVERFLOW':
      return rawPacket && longRequestLine(rawPacket) ? 414 : 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

function longRequestLine(packet: Buffer): boolean {
  if (!/^[A-Za-z]+ /.test(packet.toString('latin1', 0, 32))) return false;
  const end = packet.indexOf('\r\n');
  return (end < 0 ? packet.length : end) * 2 > packet.length;
}

/**
 * Answers parser errors with clientErrorStatus, as node does without a listener: only when no
 * answer to an earlier request on the connection is under way or waiting (a status line written
 * into the middle of a file would corrupt it), then closes the connection.
 */
export function answeringClientErrors(server: http.Server): void {
  const pending = new WeakMap<Duplex, number>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    pending.set(socket, (pending.get(socket) ?? 0) + 1);
    res.once('close', () => pending.set(socket, (pending.get(socket) ?? 1) - 1));
  });
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    const status = clientErrorStatus(error.code, error.rawPacket);
    if (status !== undefined && socket.writable && !pending.get(socket)) {
      socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy();
  });
}
