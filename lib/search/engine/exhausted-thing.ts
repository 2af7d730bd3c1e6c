/** A rule exhausting another thing than the one the query names does not hold its "exhausted" (see ../exhausted-thing.ts). */
import { EXHAUST_TERM } from '../exhausted-thing';
import { dropConcept } from './add-concept';
import type { SearchContext } from './context';
import type { ScoredQuery } from './rank';

/**
 * "When do i flip my strategy card face down, before or after the others do their secondaries":
 * the query's "exhausted" is the strategy card's, not the planets Diplomacy's secondary readies.
 * When the query names a thing exhausted (`thingsExhausted`) besides the word, an item exhausting
 * only other things loses the concept.
 */
export function otherThingExhausted(ctx: SearchContext, q: Pick<ScoredQuery, 'concepts' | 'expanded' | 'hitsBy' | 'tally'>): void {
  const { exhausts, thingsExhausted } = ctx;
  const { concepts, expanded, hitsBy } = q;
  const k = expanded.findIndex((alts, i) => !concepts[i]!.asked && alts.some((a) => a.terms.length === 1 && a.terms[0] === EXHAUST_TERM));
  if (k < 0) return;
  const named = new Set(expanded.flatMap((alts, i) => (i === k || concepts[i]!.asked ? [] : alts.flatMap((a) => a.terms.flatMap((t) => t.split(' '))))).filter((t) => thingsExhausted.has(t)));
  if (!named.size) return;
  const hits = hitsBy[k]!;
  exhausts.forEach((things, d) => {
    if (things && hits.found[d] && ![...things].some((t) => named.has(t))) dropConcept(q.tally, hits, d);
  });
}
