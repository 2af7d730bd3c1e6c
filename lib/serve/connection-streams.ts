import type http from 'node:http';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';

/** Hands a file stream to the connection it is sent on, to be closed with it. */
export type CloseWithConnection = (socket: Socket, stream: Readable) => void;

/**
 * Node answers the requests pipelined on one connection in order, each answer waiting for the one
 * before it. When the client leaves first, a waiting answer is never closed, and neither is the
 * file it was given to send: one file descriptor lost per request, for good, until the process
 * has none left and every request fails. So each connection closes the files still sent on it.
 */
export function closingWithConnections(server: http.Server): CloseWithConnection {
  const open = new WeakMap<Socket, Set<Readable>>();
  server.on('connection', (socket: Socket) => {
    const streams = new Set<Readable>();
    open.set(socket, streams);
    socket.once('close', () => {
      for (const stream of streams) stream.destroy();
    });
  });
  return (socket, stream) => {
    if (socket.destroyed) {
      stream.destroy();
      return;
    }
    const streams = open.get(socket);
    if (!streams) return;
    streams.add(stream);
    stream.once('close', () => streams.delete(stream));
  };
}
