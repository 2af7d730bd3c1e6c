/**
 * Runs `task` once the browser is idle, at the latest `timeout` ms on; where idle callbacks are
 * missing (Safari), after `fallback` ms. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeout: number, fallback: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, fallback);
  return () => clearTimeout(handle);
}
