/**
 * How many bytes the answers under way may hand to the kernel at once. Each connection's kernel
 * send buffer grows to 4 MB (Linux's tcp_wmem maximum) while an answer that large waits in it, read
 * or not: 500 clients asking for an 8 MB file and reading none of it held 1.5 GB of the kernel's
 * TCP memory, over its pressure mark (tcp_mem), and the kernel then dropped the segments of other
 * connections too: a fresh client's 5-byte answer came in 2 to 6 s, retransmitted after timeouts
 * that double each time. An answer's bytes count from when it is given leave to go until it closes.
 *
 * Small answers (a page, a script, the compressed search index) neither count nor are refused: a
 * flood of them holds little, and they are what must stay prompt. A large one that finds the budget
 * spent gets 503 with Retry-After at once rather than a place in a queue: a queue behind clients
 * that never read moves only as the stall rules drop them, 20 s a turn.
 */

/**
 * Below this, an answer neither counts nor is refused: the 500 connections held can hold no more
 * than 128 MB of them between them, as much as the budget. The export's largest file, the search
 * index, is 0.9 MB, 240 KB as browsers get it (brotli); counted or not, an answer under 128 MB / 500
 * is never refused, the connection cap coming first.
 */
export const SMALL_ANSWER_BYTES = 256 << 10;
/** What one answer can hold in the kernel at most (Linux's default tcp_wmem maximum); the rest waits in the file or node's buffer. */
export const MAX_KERNEL_BYTES_PER_ANSWER = 4 << 20;
/**
 * 32 large answers at their fullest. Linux puts its TCP memory pressure mark at about a sixteenth
 * of memory (1.5 GB on a 24 GB machine), so this and the small answers' most stay under it on any
 * host of 4 GB or more.
 */
export const SENDING_BUDGET_BYTES = 128 << 20;

export interface SendingBudget {
  /**
   * Whether an answer of `bytes` on connection `connection` may go now; if so its share is held
   * until `release` is called (once; later calls do nothing). A connection's answers go out one
   * after another, so it holds the share of the largest it was given since it last had none under
   * way, not their sum: 32 large GETs pipelined on one connection took the whole budget before.
   */
  take(bytes: number, connection: object): { release: () => void } | undefined;
  /** The bytes held now. */
  held(): number;
}

/** What an answer of `bytes` counts for against the budget (nothing for one of no known length: a 304's). */
export const weightOf = (bytes: number): number => (bytes >= SMALL_ANSWER_BYTES ? Math.min(bytes, MAX_KERNEL_BYTES_PER_ANSWER) : 0);

/** What a connection holds: the weight of the largest answer it was given since it last had none under way, and how many are under way. */
type Holding = { weight: number; answers: number };

export function sendingBudget(maxBytes = SENDING_BUDGET_BYTES): SendingBudget {
  let held = 0;
  const holdings = new Map<object, Holding>();
  return {
    take(bytes, connection) {
      const holding = holdings.get(connection) ?? { weight: 0, answers: 0 };
      const more = Math.max(0, weightOf(bytes) - holding.weight);
      if (more > 0 && held + more > maxBytes) return undefined;
      held += more;
      holding.weight += more;
      holding.answers++;
      holdings.set(connection, holding);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          if (--holding.answers > 0) return;
          held -= holding.weight;
          holdings.delete(connection);
        },
      };
    },
    held: () => held,
  };
}
