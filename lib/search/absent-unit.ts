/**
 * A unit named right after "without" or "no" ("can fighter II fly without a carrier", "infantry in
 * space with no ship") is one the player does not have there: what he asks is of the other unit
 * he names, and the absent unit's card answers none of it. Its concept is marked `absent` (see
 * `Concept.absent`): the unit's own card does not hold it (engine/absent-unit.ts), though a rule
 * saying it still does.
 */
import { namesUnit } from './unit-card';
import type { Concept } from './query';
import { fold, terms } from './text';

// "without a carrier", "with no ships", "no infantry of his": the words up to the next few after the negation.
const ABSENT = /\b(?:without|no)\s+(?:(?:a|an|any|my|his|her|their|the|of)\s+)?([a-z0-9' ]+)/g;
/** Words read after the negation, at most: a unit's name has two ("war sun", "space dock"). */
const NAME_WORDS = 2;

/** The terms typed in `query` only right after "without" or "no": one typed elsewhere too ("my carrier ... no carrier left") is there. */
function absentTerms(query: string): Set<string> {
  const after = new Map<string, number>();
  for (const m of fold(query).matchAll(ABSENT)) {
    for (const t of terms(m[1]!.split(' ').slice(0, NAME_WORDS).join(' '))) after.set(t, (after.get(t) ?? 0) + 1);
  }
  const typed = terms(query);
  return new Set([...after].filter(([t, n]) => typed.filter((w) => w === t).length === n).map(([t]) => t));
}

/** The concepts with each unit typed only right after "without" or "no" marked absent. */
export function withAbsentUnits(concepts: readonly Concept[], query: string): Concept[] {
  const absent = absentTerms(query);
  if (!absent.size) return [...concepts];
  return concepts.map((c) => {
    const typed = c.alternatives[0];
    return typed && !c.asked && namesUnit(c.alternatives) && typed.terms.every((t) => absent.has(t)) ? { ...c, absent: true } : c;
  });
}
