import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Answers } from './answers';

/**
 * The first of `connections` (least recently active first) that may be closed to make room: one
 * owed no answer (an idle keep-alive connection, or one that has not finished sending a request).
 */
export function idlest<T>(connections: Iterable<T>, busy: (connection: T) => boolean): T | undefined {
  for (const connection of connections) if (!busy(connection)) return connection;
  return undefined;
}

/** How many connections past the cap may wait for their 503 before node drops further ones unanswered. */
export const REFUSED_MARGIN = 64;

export interface ConnectionCap {
  /** Whether requests on `socket` are to be answered 503: it came when every held connection was owed an answer. */
  refused(socket: Socket): boolean;
}

/**
 * Holds at most `max` connections. With no cap, clients that open connections and send nothing
 * or little (each is only dropped after HEADERS_TIMEOUT_MS) held a descriptor and node's buffers
 * each, so a few thousand at once used up the descriptors and the memory.
 *
 * At the cap, a new connection takes the place of the least recently active one that is owed no
 * answer: an idle keep-alive connection, which HTTP/1.1 lets a server close at any time and every
 * client opens again, or a client slow to send its request. When every connection is owed an
 * answer, the newcomer's requests get 503 with Retry-After and `Connection: close`; past that
 * many more (REFUSED_MARGIN), node's own `maxConnections` closes new connections at once.
 */
export function cappingConnections(server: http.Server, answers: Answers, max: number): ConnectionCap {
  // In order of last activity, least recent first (a Set keeps the order its members were added in).
  const held = new Set<Socket>();
  const refused = new WeakSet<Socket>();
  const touch = (socket: Socket) => {
    if (!held.delete(socket)) return;
    held.add(socket);
  };
  server.maxConnections = max + REFUSED_MARGIN;
  server.on('connection', (socket: Socket) => {
    if (held.size >= max) {
      const room = idlest(held, (connection) => answers.pending(connection));
      if (room === undefined) {
        refused.add(socket);
        return;
      }
      held.delete(room);
      room.destroy();
    }
    held.add(socket);
    socket.on('data', () => touch(socket));
    socket.once('close', () => held.delete(socket));
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => res.once('finish', () => touch(req.socket)));
  return { refused: (socket) => refused.has(socket) };
}
