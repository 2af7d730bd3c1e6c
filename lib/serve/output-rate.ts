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
 */
export const MIN_BYTES_PER_SECOND = 500;
export const RATE_WINDOW_MS = 20_000;

/** One look at a connection: when, and how many bytes it had written in all by then. */
export interface Look {
  at: number;
  sent: number;
}

/**
 * Whether a connection sends too slowly, given `looks` (oldest first) taken since its output has
 * been pending at every look, and the one taken `now`: over the last RATE_WINDOW_MS or a little
 * more, it sent fewer than MIN_BYTES_PER_SECOND. Also the looks to pass on at the next check: the
 * newest one at least a window old, and those after it.
 */
export function outputRate(looks: readonly Look[], now: Look): { tooSlow: boolean; looks: Look[] } {
  let from = -1;
  while (from + 1 < looks.length && looks[from + 1]!.at <= now.at - RATE_WINDOW_MS) from++;
  if (from < 0) return { tooSlow: false, looks: [...looks, now] };
  const start = looks[from]!;
  const tooSlow = (now.sent - start.sent) * 1000 < MIN_BYTES_PER_SECOND * (now.at - start.at);
  return { tooSlow, looks: [...looks.slice(from), now] };
}
