import type http from 'node:http';
import type { Duplex } from 'node:stream';

export interface Answers {
  /** Whether an answer is under way or waiting on `socket`. */
  pending(socket: Duplex): boolean;
  /** Runs `then` once every answer under way or waiting on `socket` has been handed to it or given up (at once when there is none). */
  after(socket: Duplex, then: () => void): void;
  /** Whether an answer on `socket` said the connection ends after it (`Connection: close`, or an HTTP/1.0 client's): nothing may follow it. */
  closes(socket: Duplex): boolean;
}

/**
 * The answers each connection still owes its client. What the server writes on a connection outside
 * a response must not overtake them: written at once, it went in place of the answer the client
 * waited for (`GET /big.bin` then `CONNECT` in one write got only the 405, which the client reads as
 * the GET's answer), and closing the connection at once lost them (`GET /big.bin` then a request
 * node's parser refuses got nothing at all). The status of a refused request waits (`after`); the
 * 405 to a CONNECT cannot, node having let go of the connection, so it is left out (`pending`).
 */
export function trackingAnswers(server: http.Server): Answers {
  const open = new WeakMap<Duplex, { answers: number; waiting: (() => void)[]; closing: boolean }>();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    const entry = open.get(socket) ?? { answers: 0, waiting: [], closing: false };
    open.set(socket, entry);
    entry.answers++;
    let done = false;
    const gone = () => {
      if (done) return;
      done = true;
      entry.answers--;
      if (res.headersSent && (!res.shouldKeepAlive || /\bclose\b/i.test(String(res.getHeader('connection') ?? '')))) entry.closing = true;
      if (entry.answers === 0) for (const then of entry.waiting.splice(0)) then();
    };
    // Before node's own listener, which ends the connection after the last answer a client that
    // half-closed its side will get: what waits is written first. `close` is for an answer given up.
    res.prependOnceListener('finish', gone);
    res.once('close', gone);
  });
  const pending = (socket: Duplex) => (open.get(socket)?.answers ?? 0) > 0;
  return {
    pending,
    after: (socket, then) => {
      if (pending(socket)) open.get(socket)!.waiting.push(then);
      else then();
    },
    closes: (socket) => open.get(socket)?.closing ?? false,
  };
}
