/** A rule saying the query's word of another object does not hold the word (see ../word-object.ts). */
import { EXHAUST_TERM } from '../exhausted-thing';
import { BOUND_TERMS, momentOf } from '../moment-bound';
import { dropConcept } from './add-concept';
import type { SearchContext } from './context';
import type { ScoredQuery } from './rank';

type Query = Pick<ScoredQuery, 'concepts' | 'expanded' | 'hitsBy' | 'tally'>;

/** Concept k's hits taken from each item whose objects of the word are known and are none of those named. */
function otherObject(q: Query, k: number, objects: readonly (ReadonlySet<string> | undefined)[], named: ReadonlySet<string>): void {
  const hits = q.hitsBy[k]!;
  objects.forEach((things, d) => {
    if (things && hits.found[d] && ![...things].some((t) => named.has(t))) dropConcept(q.tally, hits, d);
  });
}

/** The concepts the query types (not asked) with an alternative of one of the terms. */
function typedWith(q: Query, words: ReadonlySet<string>): number[] {
  return q.expanded.flatMap((alts, k) => (!q.concepts[k]!.asked && alts.some((a) => a.terms.length === 1 && words.has(a.terms[0]!)) ? [k] : []));
}

/**
 * "When do i flip my strategy card face down, before or after the others do their secondaries":
 * the query's "exhausted" is the strategy card's, not the planets Diplomacy's secondary readies.
 * When the query names a thing exhausted (`thingsExhausted`) besides the word, an item exhausting
 * only other things loses the concept.
 */
export function otherThingExhausted(ctx: SearchContext, q: Query): void {
  const { exhausts, thingsExhausted } = ctx;
  const { concepts, expanded } = q;
  const k = typedWith(q, new Set([EXHAUST_TERM]))[0];
  if (k === undefined) return;
  const named = new Set(expanded.flatMap((alts, i) => (i === k || concepts[i]!.asked ? [] : alts.flatMap((a) => a.terms.flatMap((t) => t.split(' '))))).filter((t) => thingsExhausted.has(t)));
  if (named.size) otherObject(q, k, exhausts, named);
}

/**
 * "What happens at the end of a round": the round's end, not the end of a player's turn 36.3
 * speaks of. The moment the query names right after its "start" or "end" (../moment-bound.ts),
 * or, naming none after, the moment right before it ("when does the game end"): an item bounding
 * only other moments loses that concept.
 */
export function otherMomentBounded(ctx: SearchContext, q: Query): void {
  const said = q.expanded.map((alts) => alts[0]?.terms.join(' ') ?? '');
  for (const k of typedWith(q, BOUND_TERMS)) {
    const after = momentOf(said.slice(k + 1).join(' ').split(' '));
    const named = after.length ? after : momentOf((said[k - 1] ?? '').split(' ').slice(-1));
    if (named.length) otherObject(q, k, ctx.bounds, new Set(named));
  }
}
