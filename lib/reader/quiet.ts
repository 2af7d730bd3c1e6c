/**
 * Background work that should wait for the reader to pause: `whenQuiet` runs a task once no key has
 * been pressed and the page not touched for a while. The offline precache uses it (see ./main.ts):
 * 4 MB over a phone's line, and the service worker's work on every response, should not compete
 * with a reader who is typing a search or opening its result.
 */

/** The events that say the reader is busy here. */
export const BUSY_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

// Before the page's own handlers see the event. An object, not `true`: some EventTargets (Node's)
// do not match a listener added with a boolean when it is removed.
const CAPTURE = { capture: true };

export interface Timers {
  setTimeout(task: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Runs `task` once, after `ms` milliseconds without any of `BUSY_EVENTS` on `target`. */
export function whenQuiet(ms: number, task: () => void, target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, timers: Timers): void {
  const done = () => {
    for (const type of BUSY_EVENTS) target.removeEventListener(type, busy, CAPTURE);
    task();
  };
  let handle = timers.setTimeout(done, ms);
  function busy() {
    timers.clearTimeout(handle);
    handle = timers.setTimeout(done, ms);
  }
  for (const type of BUSY_EVENTS) target.addEventListener(type, busy, CAPTURE);
}
