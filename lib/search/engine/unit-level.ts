/**
 * A unit's level belongs to the unit named before it: "fighter II movement, can they fly without a
 * carrier" asks of Fighter II, and the carrier's card, which prints "Carrier II", holds the query's
 * "II" as another unit's level. A unit's card finds a level only where the unit is its own.
 */
import { isLevel } from './expand';
import { dropConcept } from './add-concept';
import type { SearchContext } from './context';
import type { ScoredQuery } from './rank';
import { titleNames } from './title-names';

/** Takes a level typed after a unit's name ("fighter 2") back from the cards of other units. */
export function otherUnitLevel(ctx: SearchContext, q: Pick<ScoredQuery, 'concepts' | 'expanded' | 'hitsBy' | 'tally'>): void {
  const { concepts, expanded, hitsBy } = q;
  concepts.forEach((_, k) => {
    if (!isLevel(concepts, k)) return;
    const names = expanded[k - 1]!;
    for (const d of ctx.unitDocs) {
      if (!hitsBy[k]!.found[d]) continue;
      if (!titleNames(ctx.titleTerms[d], names)) dropConcept(q.tally, hitsBy[k]!, d);
    }
  });
}
