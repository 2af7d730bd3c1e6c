/** A limit stated of another verb than the one the query asks does not hold the query's limit (see ../limit-verb.ts). */
import type { LimitVerb } from '../limit-verb';
import { dropConcept } from './add-concept';
import type { SearchContext } from './context';
import type { ScoredQuery } from './rank';
import { limitConcepts } from './unit-limit';

/**
 * "How many secret objectives can i have": the rule limiting how many a player scores each status
 * phase states "a maximum of", as the one limiting how many he holds states "up to". When the
 * query asks a limit with a verb (`limitVerbAsked`), an item stating limits only with the other
 * loses the limit's concepts.
 */
export function otherVerbLimit(ctx: SearchContext, q: Pick<ScoredQuery, 'expanded' | 'hitsBy' | 'tally'>, asked: LimitVerb | undefined): void {
  if (!asked) return;
  const lost = limitConcepts(q.expanded).map((i) => q.hitsBy[i]!);
  if (!lost.length) return;
  ctx.limitVerbs.forEach((verbs, d) => {
    if (!verbs.size || verbs.has(asked)) return;
    for (const hits of lost) if (hits.found[d]) dropConcept(q.tally, hits, d);
  });
}
