/** A limit stated of another verb than the one the query asks, or not stated at all, does not hold the query's limit (see ../limit-verb.ts). */
import { HOLD_TERMS, type LimitVerb } from '../limit-verb';
import { numberValue } from '../number-words';
import { dropConcept } from './add-concept';
import type { SearchContext } from './context';
import type { ScoredQuery } from './rank';
import { limitConcepts } from './unit-limit';
import { FIELD_WEIGHT } from './weights';

/**
 * "How many secret objectives can i have": the rule limiting how many a player scores each status
 * phase states "a maximum of", as the one limiting how many he holds states "up to". When the
 * query asks a limit with a verb (`limitVerbAsked`), an item stating limits only with the other
 * loses the limit's concepts.
 *
 * And the items that do not state it lose the limit's concepts too, when a rule that is no step of
 * a procedure states it with the verb asked and answers as much of the query as any item: "how many secrets
 * can i have" is answered by "can have up to three", not by the setup step where a player "chooses
 * one to keep" nor by Imperial's "if a player has more than three"; "how many can i score in the
 * status phase" by "can score a maximum of one public objective", not by the phase's step that
 * applies it.
 */
export function otherVerbLimit(ctx: SearchContext, q: Pick<ScoredQuery, 'expanded' | 'hitsBy' | 'tally'>, asked: LimitVerb | undefined, countAsked = false): void {
  if (!asked) return;
  const limits = limitConcepts(q.expanded);
  const lost = limits.map((i) => q.hitsBy[i]!);
  if (!lost.length) return;
  const { limitVerbs, procedureStep } = ctx;
  const { touched, matched } = q.tally;
  const states = (d: number) => limitVerbs[d]!.has(asked) && !procedureStep[d];
  // A count told ("now i have 4 secrets") is the player's story; "how many", "max" ask the limit, and
  // so does a count asked with the verb ("can i score two publics").
  const outright = countAsked || limits.some((k) => numberValue(q.expanded[k]![0]?.words[0] ?? '') === undefined);
  if (outright && asked === 'hold') holdVerbCredit(ctx, q, states);
  // A word no item holds ("in a single status phase") leaves the whole query to none; shares of a
  // phrase add up with rounding.
  const best = Math.max(0, ...[...touched].map((d) => matched[d]!)) - 1e-9;
  const stated = outright && [...touched].some((d) => states(d) && matched[d]! >= best);
  for (const d of touched) {
    const verbs = limitVerbs[d]!;
    const other = verbs.size > 0 && !verbs.has(asked);
    if (!other && (!stated || states(d))) continue;
    for (const hits of lost) if (hits.found[d]) dropConcept(q.tally, hits, d);
  }
}

/**
 * "How many secret objectives can i keep", "max action cards i can hold": the verb of a holding
 * limit asked is what a rule stating one says as "can have" (a stopword). It counts as found in
 * the rules stating a holding limit (`states`), at the weight of a word of their text, as the setup
 * step where a player "chooses one to keep" holds it by its word.
 */
function holdVerbCredit(ctx: SearchContext, q: Pick<ScoredQuery, 'expanded' | 'hitsBy' | 'tally'>, states: (d: number) => boolean): void {
  const { hits, lengthNorm } = ctx;
  const { total, matched, touched } = q.tally;
  q.expanded.forEach((alts, k) => {
    // The word typed ("keep"), not the ways found to spell it ("keeper").
    const alt = alts[0];
    if (!alt?.terms.length || !alt.terms.every((t) => HOLD_TERMS.has(t))) return;
    const { found } = q.hitsBy[k]!;
    const idf = Math.max(...alt.terms.map((t) => hits(t).idf));
    for (const d of touched) {
      if (found[d]! >= 1 || !states(d)) continue;
      total[d] = total[d]! + (1 - found[d]!) * alt.weight * idf * FIELD_WEIGHT.body * lengthNorm[d]!;
      matched[d] = matched[d]! + 1 - found[d]!;
      found[d] = 1;
    }
  });
}
