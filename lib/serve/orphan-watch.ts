/**
 * Noticing that the process which started the server has ended. `kill <pid of npm>` is how most
 * people stop `npm start`: npm hands the SIGTERM to the shell it runs the script in, that shell
 * ends without passing it on (npm/cli#6684), npm ends, and the server went on, an orphan holding
 * its port, so the next `npm start` said the port was in use. No signal tells a process its parent
 * ended; its parent's pid changes (to 1, or to a subreaper), which is looked at every `everyMs`.
 */

/** How often the parent is looked at: a stop asked this way comes at most this late. */
const PARENT_CHECK_MS = 1000;

/**
 * Calls `orphaned` once, when `parentPid()` is no longer what it was at the start. The timer never
 * keeps the process alive by itself. Returns the way to stop watching.
 */
export function whenOrphaned(parentPid: () => number, orphaned: () => void, everyMs = PARENT_CHECK_MS): () => void {
  const first = parentPid();
  const timer = setInterval(() => {
    if (parentPid() === first) return;
    clearInterval(timer);
    orphaned();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
