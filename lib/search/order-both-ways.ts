/**
 * An order asked both ways: "bombard first then land, or land first then bombard". Each thing is
 * named on both sides of the either-or; read twice, "bombard" would weigh as two things asked, and
 * a rule only of bombardment (Planetary Shield: "cannot use the Bombardment ability") would pass the
 * steps that order the two.
 */
import type { Concept } from './query';
import { wordSet } from './text';

/** The concepts with each thing named on both sides of the query's either-or kept once. */
export function namedOnce(concepts: Concept[], query: string): Concept[] {
  const either = /\bor\b/i.exec(query);
  if (!either) return concepts;
  const sides = [wordSet(query.slice(0, either.index)), wordSet(query.slice(either.index))];
  const key = (c: Concept) => (c.asked ? undefined : c.alternatives[0]?.terms.join(' '));
  const onBoth = (c: Concept) => c.alternatives[0]!.words.every((w) => sides.every((side) => side.has(w)));
  return concepts.filter((c, i) => key(c) === undefined || !onBoth(c) || concepts.findIndex((d) => key(d) === key(c)) === i);
}
