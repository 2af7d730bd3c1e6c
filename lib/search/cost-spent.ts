/**
 * The price of what is not a unit ("custodians cost", "what does the leadership secondary cost"):
 * the rules state it as what is spent (26.2: "by spending six influence"; 19.5: "spending a command
 * token from his strategy pool"), where a unit's price is the cost on its card (25). A question of a
 * cost that names no unit and no building is answered by what is spent too.
 */
import { phrase, SYNONYM_WEIGHT } from './concept-reading';
import type { Alternative, Concept } from './query';
import { namesUnit } from './unit-card';

/** One way a concept may be said (or a phrase), its terms as one string. */
const joinedOf = (a: Pick<Alternative, 'terms'>) => a.terms.join(' ');
/** A phrase's terms as one string, as an alternative of a concept holds them. */
const joinedTerms = (text: string) => joinedOf(phrase(text));
const COST = joinedTerms('cost');
/** Building asks a unit's price whatever the unit is called ("my huge ship, how much to build"). */
const BUILT = joinedTerms('produce');
const SPEND = joinedTerms('spend');
const SPENT: Alternative = { ...phrase('spend'), weight: SYNONYM_WEIGHT };

/** Whether one way a concept may be said is `terms`. */
const saysTerms = (c: Concept, terms: string) => c.alternatives.some((a) => joinedOf(a) === terms);
/** Whether a concept is `terms` as the player typed it: its first way, before any synonym. */
const typedAs = (c: Concept, terms: string) => c.alternatives[0] !== undefined && joinedOf(c.alternatives[0]) === terms;

/** The concepts with "spend" beside a cost asked of no unit and no building. */
export function withCostSpent(concepts: readonly Concept[]): Concept[] {
  if (concepts.some((c) => namesUnit(c.alternatives) || saysTerms(c, BUILT))) return [...concepts];
  return concepts.map((c) => (!c.asked && typedAs(c, COST) && !saysTerms(c, SPEND) ? { ...c, alternatives: [...c.alternatives, SPENT] } : c));
}
