/**
 * The least a connection with an answer waiting to go out must send. Dropping only connections
 * where nothing moved (./stalled.ts) let a client hold its socket, and the file being sent, for as
 * long as it liked by reading a trickle, or by reading nothing and sending a byte now and then
 * (a pipelined request typed slowly): a few thousand such clients used up the descriptors again.
 *
 * 500 bytes a second is twelve times below 2G at 50 kbit/s (6,250 bytes a second) and below the
 * slowest GPRS. The server sees a client's progress only as the kernel frees its send buffer, in
 * lumps: a client reading steadily at twice the limit still shows at least the limit in every
 * window, as long as one lump comes per window. The window is no shorter than STALLED_MS, so a
 * client whose lumps come often enough for that rule comes often enough for this one. Holding a
 * connection now costs an attacker 10,000 bytes read every 20 seconds: 5 MB a second for a
 * thousand connections, no longer a trickle.
 *
 * Only time with bytes waiting in node's buffer counts (the kernel's is full: the client, or its
 * network, is what is slow), the bytes sent meanwhile all count: a browser's keep-alive connection,
 * idle between small answers the kernel took at once, is never judged, and neither is a client
 * waiting on the server (a file read, a compression). Yet a check that finds the buffer empty does
 * not start the window again: it empties for a moment whenever the kernel takes what it had, and a
 * check falling then would let a trickle start over.
 */
export const MIN_BYTES_PER_SECOND = 500;
export const RATE_WINDOW_MS = 20_000;

/** One look at a connection: how long bytes had waited in its buffer by then (ms, counted at the checks that found some), and how many bytes it had written in all. */
export interface Look {
  waited: number;
  sent: number;
}

/** What is kept of a connection between two checks. */
export interface Rate {
  checkedAt: number;
  waited: number;
  /** Oldest first: the newest one at least a window old, and those after it. */
  looks: Look[];
}

export const startRate = (now: number): Rate => ({ checkedAt: now, waited: 0, looks: [] });

/**
 * The check of a connection at `now`, when it has written `sent` bytes in all and `waiting` says
 * whether bytes wait in node's buffer: whether it sends too slowly (over the last RATE_WINDOW_MS
 * of waiting, or a little more, it sent fewer than MIN_BYTES_PER_SECOND), and what to keep.
 */
export function checkRate(rate: Rate, now: number, sent: number, waiting: boolean): { tooSlow: boolean; rate: Rate } {
  if (!waiting) return { tooSlow: false, rate: { ...rate, checkedAt: now } };
  const look = { waited: rate.waited + Math.max(0, now - rate.checkedAt), sent };
  const { looks } = rate;
  let from = -1;
  while (from + 1 < looks.length && looks[from + 1]!.waited <= look.waited - RATE_WINDOW_MS) from++;
  const next = { checkedAt: now, waited: look.waited, looks: [...looks.slice(Math.max(0, from)), look] };
  if (from < 0) return { tooSlow: false, rate: next };
  const start = looks[from]!;
  return { tooSlow: (look.sent - start.sent) * 1000 < MIN_BYTES_PER_SECOND * (look.waited - start.waited), rate: next };
}
