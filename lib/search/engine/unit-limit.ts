/** A limit of another unit than the one the query asks the limit of does not hold the query's unit (see ../unit-limit.ts). */
import { LIMITED_UNITS } from '../unit-limit';
import { terms } from '../text';
import { dropConcept } from './add-concept';
import type { Alternative } from '../query';
import type { SearchContext } from './context';
import type { ScoredQuery } from './rank';

const MAXIMUM = terms('maximum')[0]!;

/** The query's concepts asking a limit: "max", "how many", a count of two or more (see ../quantity.ts). */
export function limitConcepts(expanded: readonly Alternative[][]): number[] {
  return expanded.flatMap((alts, i) => (alts.some((a) => a.terms.length === 1 && a.terms[0] === MAXIMUM) ? [i] : []));
}

/**
 * "Max pds per planet, i want to stack 3 on my home planet": the Structures rule limiting space
 * docks finds "pds" by its title (a PDS is a structure) and "home planet" by the questions players
 * ask of it. When the query names one unit of a kind and asks a limit, an item limiting only other
 * units of that kind loses the unit's concept and the limit's: the limit it states is not the one asked.
 * "There is no limit to the number of ground forces ... on a planet" does not answer it either,
 * though players ask it of stacking on a home planet.
 */
export function otherUnitLimit(ctx: SearchContext, q: Pick<ScoredQuery, 'concepts' | 'expanded' | 'hitsBy' | 'tally'>): void {
  const { concepts, expanded, hitsBy } = q;
  const limits = limitConcepts(expanded);
  if (!limits.length) return;
  // A unit by any of its names: "dread" is a dreadnought.
  const units = expanded.map((alts, i) => (concepts[i]!.asked ? undefined : alts.map((a) => LIMITED_UNITS.get(a.terms.join(' '))).find((u) => u !== undefined)));
  const k = units.findIndex((u) => u !== undefined);
  const asked = units[k];
  if (!asked || units.some((u) => u !== undefined && u !== asked)) return;
  const lost = [k, ...limits].map((i) => hitsBy[i]!);
  ctx.unitsLimited.forEach((named, d) => {
    if (!named || asked.names.some((n) => named.has(n)) || !asked.others.some((n) => named.has(n))) return;
    for (const hits of lost) if (hits.found[d]) dropConcept(q.tally, hits, d);
  });
}
