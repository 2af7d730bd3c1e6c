/**
 * A ruling asked of one unit ("Can fighters block ship movement?") is that unit's case: a player who
 * names another unit ("can my carrier fly past his lone destroyer") asks the rule, which states the
 * case for every ship ("cannot move through a system that contains ships ... controlled by another
 * player"), not the ruling on a unit he never named.
 */
import { UNIT_NAMES } from '../unit-card';

/** A unit's name ("war sun") and its terms (["war", "sun"]). */
type UnitName = { name: string; terms: readonly string[] };

/** Every unit's name, split once for every ruling read. */
const UNITS: readonly UnitName[] = [...UNIT_NAMES].map((name) => ({ name, terms: name.split(' ') }));

/** The units a list of terms names ("war sun": its two terms in a row). */
function unitsNamed(terms: readonly string[]): UnitName[] {
  const said = new Set([...terms, ...terms.slice(1).map((t, i) => `${terms[i]} ${t}`)]);
  return UNITS.filter((u) => said.has(u.name));
}

/**
 * Whether a ruling's question (`question`: its title's terms) names units the player did not type
 * while he typed another unit (`typed`: the terms of what he typed, ./rank.ts `ScoredQuery.typedTerms`).
 */
export function asksOtherUnit(question: readonly string[], typed: ReadonlySet<string>): boolean {
  const ruled = unitsNamed(question);
  if (!ruled.length) return false;
  const askedOf = (u: UnitName) => u.terms.every((t) => typed.has(t));
  return !ruled.some(askedOf) && UNITS.some(askedOf);
}
