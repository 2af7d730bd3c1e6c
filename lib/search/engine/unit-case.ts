/**
 * A ruling asked of one unit ("Can fighters block ship movement?") is that unit's case: a player who
 * names another unit ("can my carrier fly past his lone destroyer") asks the rule, which states the
 * case for every ship ("cannot move through a system that contains ships ... controlled by another
 * player"), not the ruling on a unit he never named.
 */
import { UNIT_NAMES } from '../unit-card';

/** The units a list of terms names, each as its name's terms joined ("war sun", "fighter"). */
function unitsNamed(terms: readonly string[]): string[] {
  const said = new Set([...terms, ...terms.slice(1).map((t, i) => `${terms[i]} ${t}`)]);
  return [...UNIT_NAMES].filter((u) => said.has(u));
}

/**
 * Whether a ruling's question (`question`: its title's terms) names units the player did not type
 * while he typed another unit (`typed`: the terms of what he typed, ./rank.ts `ScoredQuery.typedTerms`).
 */
export function asksOtherUnit(question: readonly string[], typed: ReadonlySet<string>): boolean {
  const ruled = unitsNamed(question);
  if (!ruled.length) return false;
  const askedOf = (u: string) => u.split(' ').every((t) => typed.has(t));
  return !ruled.some(askedOf) && [...UNIT_NAMES].some(askedOf);
}
