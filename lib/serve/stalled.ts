import type http from 'node:http';
import type { Socket } from 'node:net';
import { checkRate, startRate, type Rate } from './output-rate';

/**
 * Destroys a connection whose client stopped reading: bytes wait to go out and none has moved
 * either way for `ms`, or fewer than ./output-rate.ts's minimum went out over its window. Such a
 * client (slow read) held its socket and the file being sent for good, and a few thousand of them
 * used up the descriptors. Node's own `server.timeout` did not serve: set to 20 s it never fired
 * within 40 s on such a client (at 8 s it did: something, most likely the kernel taking a little
 * more into the stalled window now and then, kept resetting it).
 */
export function droppingStalled(server: http.Server, ms: number): void {
  const progress = new Map<Socket, { moved: number; at: number; rate: Rate }>();
  server.on('connection', (socket: Socket) => {
    const now = Date.now();
    progress.set(socket, { moved: 0, at: now, rate: startRate(now) });
    socket.once('close', () => progress.delete(socket));
  });
  const check = setInterval(() => {
    const now = Date.now();
    for (const [socket, seen] of progress) {
      const moved = socket.bytesRead + socket.bytesWritten;
      const waiting = socket.writableLength > 0;
      const { tooSlow, rate } = checkRate(seen.rate, now, socket.bytesWritten, waiting);
      // Nothing waiting to be sent is an idle keep-alive connection: node's keepAliveTimeout ends those.
      const still = waiting && moved === seen.moved;
      if (tooSlow || (still && now - seen.at >= ms)) socket.destroy();
      else progress.set(socket, { moved, at: still ? seen.at : now, rate });
    }
  }, Math.min(1000, ms / 4));
  check.unref();
  server.once('close', () => clearInterval(check));
}
