/**
 * Moving one result up a ranking, the others kept in their order: what each reading that lifts
 * the result answering better (an entry, a rule stating who acts, a sibling naming the case, a
 * side's definition) does once it has found it.
 */

/** The ranking with the result at `from` put at `to` (above), the others kept in order. */
export function moved<T>(ranked: readonly T[], from: number, to: number): T[] {
  return [...ranked.slice(0, to), ranked[from]!, ...ranked.slice(to).filter((_, k) => k !== from - to)];
}

/**
 * How far down a near twin of the first result may stand to be lifted above it (liftedWithin's
 * usual reach): within it the words found both about as well, past it they found other things.
 */
export const TWIN_REACH = 3;

/**
 * The ranking with the first result close behind the head (before `reach`) that `lifts` put first,
 * as it was when none does: the twin readings (an event's own entry, a main statement, a rule bound
 * to no unasked moment, a rule stating what is asked) each look only that far down, where the
 * words found their twin about as well as the head.
 */
export function liftedWithin<T>(ranked: readonly T[], reach: number, lifts: (r: T) => boolean): T[] {
  const k = ranked.slice(1, reach).findIndex((r) => lifts(r));
  return k < 0 ? [...ranked] : moved(ranked, k + 1, 0);
}
