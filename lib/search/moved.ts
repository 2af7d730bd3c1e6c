/**
 * Moving one result up a ranking, the others kept in their order: what each reading that lifts
 * the result answering better (an entry, a rule stating who acts, a sibling naming the case, a
 * side's definition) does once it has found it.
 */

/** The ranking with the result at `from` put at `to` (above), the others kept in order. */
export function moved<T>(ranked: readonly T[], from: number, to: number): T[] {
  return [...ranked.slice(0, to), ranked[from]!, ...ranked.slice(to).filter((_, k) => k !== from - to)];
}
