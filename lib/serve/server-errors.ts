import type { EventEmitter } from 'node:events';
import { systemCause } from '../cli/system-cause';

/** The kinds of 'error' a server emits (see `serverErrorKind`). */
export type ServerErrorKind = 'port' | 'accept' | 'fatal';

/**
 * What `npm run serve` makes of an 'error' its server emits. Before it listens, every error is the
 * port's (busy, privileged). Once it listens, node's server emits one for a connection it failed
 * to accept (syscall `accept`: EMFILE out of file descriptors, ENFILE, ENOBUFS): that client is
 * lost, the server goes on. Anything else it has no way to go on from. Every such error used to be
 * said as "port N failed (EMFILE): pick another", ending a server that had been serving for hours.
 */
export function serverErrorKind(error: NodeJS.ErrnoException, listening: boolean): ServerErrorKind {
  if (!listening) return 'port';
  return error.syscall === 'accept' ? 'accept' : 'fatal';
}

export interface ServerErrorHandlers {
  /** The port could not be had. */
  port(error: NodeJS.ErrnoException): void;
  /** One line to print while the server goes on (a connection it could not accept). */
  warn(line: string): void;
  /** The line that ends the run: the server cannot go on. */
  fatal(line: string): void;
}

/** At most one warning this often: out of descriptors, node reports every client it turns away. */
export const WARN_INTERVAL_MS = 10_000;

/** The cause of `error` in words, and its code when the words are not the code itself. */
function cause(error: NodeJS.ErrnoException): string {
  const words = systemCause(error);
  if (words === undefined) return error.message;
  return words === error.code ? words : `${words}, ${error.code}`;
}

/**
 * Sends each 'error' of `server` to the handler of its kind. Warnings about connections it could
 * not accept are said at most once per `intervalMs`, the next one counting those left unsaid.
 */
export function handlingServerErrors(
  server: Pick<EventEmitter, 'on'> & { readonly listening: boolean },
  handlers: ServerErrorHandlers,
  intervalMs = WARN_INTERVAL_MS,
  now: () => number = Date.now,
): void {
  let lastWarned = -Infinity;
  let unsaid = 0;
  server.on('error', (error: NodeJS.ErrnoException) => {
    const kind = serverErrorKind(error, server.listening);
    if (kind === 'port') return handlers.port(error);
    if (kind === 'fatal') return handlers.fatal(`the server stopped (${cause(error)})`);
    if (now() - lastWarned < intervalMs) {
      unsaid++;
      return;
    }
    const more = unsaid ? ` (and ${unsaid} more since the last warning)` : '';
    lastWarned = now();
    unsaid = 0;
    handlers.warn(`warning: could not accept a connection (${cause(error)})${more}; still serving`);
  });
}
