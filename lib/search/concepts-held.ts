/** Which of a query's concepts a piece of text holds, as the readings of one item's parts ask. */
import type { Alternative } from './query';

/** The indexes of the query's concepts a set of terms holds (any way to say one, all its terms there). */
export function conceptsHeld(held: ReadonlySet<string>, expanded: readonly Alternative[][]): number[] {
  return expanded.flatMap((alts, k) => (alts.some((a) => a.terms.length > 0 && a.terms.every((t) => held.has(t))) ? [k] : []));
}
