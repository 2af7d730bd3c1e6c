/**
 * A unit the player does not have there ("can fighter II fly without a carrier"; see
 * ../absent-unit.ts) is not what he asks of: its own card, whose title names it, does not hold it
 * as an answer would. The card of the unit he asks of answers though it never names the other
 * ("Fighter II: move 2": it flies alone): there the absent unit counts as found, as a card's words
 * do (see `unitCardCredit` in ./credits.ts), when the question is short enough to ask of a card.
 */
import { creditConcept, dropConcept } from './add-concept';
import { isLevel } from './expand';
import type { SearchContext } from './context';
import type { ScoredQuery } from './rank';
import { titleNames } from './title-names';
import { FIELD_WEIGHT } from './weights';

type Scored = Pick<ScoredQuery, 'concepts' | 'expanded' | 'hitsBy' | 'tally' | 'story'>;

/** Takes an absent unit's concept back from the card of that unit, and finds it in the cards of the units present. */
export function absentUnitCard(ctx: SearchContext, q: Scored): void {
  const { concepts, expanded, hitsBy, tally } = q;
  const names = (d: number, k: number) => titleNames(ctx.titleTerms[d], expanded[k]!);
  // As a card's words are read (see `addCredits` in ./word-results.ts): a story told at length names units as its story, unless it names a level or asks a value.
  const asksCard = !q.story || concepts.some((c, j) => c.card || isLevel(concepts, j));
  concepts.forEach((c, k) => {
    if (!c.absent) return;
    const hits = hitsBy[k]!;
    for (const d of ctx.unitDocs) {
      if (names(d, k)) {
        if (hits.found[d]) dropConcept(tally, hits, d);
        continue;
      }
      const present = concepts.some((o, j) => !o.absent && names(d, j));
      if (!asksCard || !present || hits.found[d]! >= 1) continue;
      const alt = expanded[k]![0]!;
      const idf = Math.max(...alt.terms.map((t) => ctx.hits(t).idf));
      creditConcept(tally, hits, d, (1 - hits.found[d]!) * alt.weight * idf * FIELD_WEIGHT.body * ctx.lengthNorm[d]!);
    }
  });
}
