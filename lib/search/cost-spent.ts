/**
 * The price of what is not a unit ("custodians cost", "what does the leadership secondary cost"):
 * the rules state it as what is spent (26.2: "by spending six influence"; 19.5: "spending a command
 * token from his strategy pool"), where a unit's price is the cost on its card (25). A question of a
 * cost that names no unit and no building is answered by what is spent too.
 */
import { phrase, SYNONYM_WEIGHT } from './concept-reading';
import type { Alternative, Concept } from './query';
import { namesUnit } from './unit-card';

const said = (text: string) => phrase(text).terms.join(' ');
const COST = said('cost');
/** Building asks a unit's price whatever the unit is called ("my huge ship, how much to build"). */
const BUILT = said('produce');
const SPENT: Alternative = { ...phrase('spend'), weight: SYNONYM_WEIGHT };

const has = (c: Concept, term: string) => c.alternatives.some((a) => a.terms.join(' ') === term);

/** The concepts with "spend" beside a cost asked of no unit and no building. */
export function withCostSpent(concepts: readonly Concept[]): Concept[] {
  if (concepts.some((c) => namesUnit(c.alternatives) || has(c, BUILT))) return [...concepts];
  return concepts.map((c) => (!c.asked && c.alternatives[0]?.terms.join(' ') === COST && !has(c, SPENT.terms.join(' ')) ? { ...c, alternatives: [...c.alternatives, SPENT] } : c));
}
