/**
 * A response's JSON, parsed in a task of its own. `response.json()` on the quick index (190 KB,
 * preloaded, so all of it is in when it is read) reads, decodes and parses the whole body in one
 * task: 30-65 ms on the bench's phone, a tap's wait, most of it decoding UTF-8 (the file is now
 * ASCII: 1-7 ms). The body is read whole (`text()`, the browser's own copy, no script turns), then
 * parsed in the next task. Reading it a stream chunk per task was slower to finish: each chunk
 * waited for a timer and for the body's data to be handed over, turns that queue behind the
 * reader's tap and input handling, so a query typed at once found the file still being read.
 */

/** Resolves in a later task (setTimeout by default; tests pass their own). */
export type NextTask = () => Promise<void>;

const nextTask: NextTask = () => new Promise((resolve) => setTimeout(resolve));

export async function jsonInTurns(response: Response, later: NextTask = nextTask): Promise<unknown> {
  const text = await response.text();
  await later();
  return JSON.parse(text);
}
