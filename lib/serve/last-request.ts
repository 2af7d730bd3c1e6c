import type http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Says `Connection: close` on the answer to the last request the server takes on a connection
 * (`server.maxRequestsPerSocket`). Node says so on that answer too, but then kept the connection
 * open until its keep-alive timeout (some 6 s), one descriptor each for every client that used up
 * its allowance (a pipelining one); said by the server, node closes it once the answer is out.
 * Runs before the request handler, which may send the answer's head at once.
 */
export function closingAfterLastRequest(server: http.Server): void {
  const taken = new WeakMap<Socket, number>();
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const count = (taken.get(req.socket) ?? 0) + 1;
    taken.set(req.socket, count);
    if (server.maxRequestsPerSocket && count >= server.maxRequestsPerSocket) res.setHeader('Connection', 'close');
  });
}
