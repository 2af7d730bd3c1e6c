/**
 * Background work cut into steps, each run in a task of its own: between two steps the browser
 * handles any tap or keystroke waiting and paints. On a slow phone a tap waits for the task under
 * way to end, so work that would take one long task (more than 50 ms) is given as several short steps.
 */

/** Queues a task (setTimeout by default; tests pass their own queue). */
export type Later = (task: () => void) => void;

const nextTask: Later = (task) => setTimeout(task);

/** Runs `steps` in order, each in its own task queued once the one before has run. */
export function inTurns(steps: readonly (() => unknown)[], later: Later = nextTask): void {
  const [first, ...rest] = steps;
  if (!first) return;
  later(() => {
    first();
    inTurns(rest, later);
  });
}
