import type { EventEmitter } from 'node:events';
import type http from 'node:http';
import { constants } from 'node:os';

/**
 * How long the answers under way get to finish once a stop is asked: a container's stop waits
 * 10 s before it kills, and the server's own limits (lib/serve/stalled.ts) drop a client that
 * reads nothing well before a download could hold a stop for longer.
 */
const STOP_GRACE_MS = 10_000;

export interface StopHandlers {
  /** One line for the log: the stop under way, and how to hurry it. */
  say(line: string): void;
  /** Ends the process with `code`. */
  exit(code: number): void;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Stops `server` on SIGINT (Ctrl-C) or SIGTERM (a host or container stopping it) the way its
 * clients need: it takes no new connection, closes those that wait for no answer, lets the
 * answers under way go out whole, then exits 0. The default ended the process at once, cutting an
 * answer mid-file (a phone fetching the 900 KB search index for offline use got a part of it,
 * with no error but a short read). Answers still going out after `graceMs` are cut then; a second
 * signal stops at once, with the shell's code for that signal (130, 143).
 *
 * Returns the same stop for a cause that is no signal (./orphan-watch.ts), said as `why`; it never
 * hurries a stop already under way, as a second signal does.
 */
export function stoppingOnSignals(server: http.Server, signals: Pick<EventEmitter, 'on'>, handlers: StopHandlers, graceMs = STOP_GRACE_MS): (why: string) => void {
  let stopping = false;
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    // A request read while stopping is answered, and its connection closes after the answer.
    // (An early answer, a 405, may be out already.)
    if (stopping && !res.headersSent) res.setHeader('Connection', 'close');
    // A connection whose answer was under way is idle once it is out, and closed then.
    res.once('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  // `why` the stop, and what `hurry`s it: a second signal, or one sent to a stop that no signal began.
  const stop = (why: string, hurry: string) => {
    stopping = true;
    handlers.say(`stopping (${why}): the answers under way go out first; ${hurry} stops at once`);
    server.close(() => handlers.exit(0));
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), graceMs).unref();
  };
  for (const signal of SIGNALS) {
    signals.on(signal, () => {
      if (stopping) return handlers.exit(128 + constants.signals[signal]);
      stop(signal, `${signal === 'SIGINT' ? 'Ctrl-C' : signal} again`);
    });
  }
  return (why) => {
    if (!stopping) stop(why, 'SIGTERM');
  };
}
