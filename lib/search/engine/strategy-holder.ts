/** A strategy card named by the one resolving it asks its primary ability, not its secondary (see ../card-quote.ts `namesOwnStrategyCard`). */
import { STRATEGY_CARD_TERMS } from '../card-quote';
import { dropConcept } from './add-concept';
import type { SearchContext } from './context';
import type { ScoredQuery } from './rank';

/**
 * "How many do i draw with politics": the Politics rule stating what the other players draw when
 * they follow (57.3) names the card as the rule of the holder's draw does (57.2). When the query
 * names a strategy card with nothing of its followers, a rule stating a secondary ability does not
 * hold the card's name.
 */
export function holderNotFollower(ctx: SearchContext, q: Pick<ScoredQuery, 'expanded' | 'hitsBy' | 'tally'>, holder: boolean): void {
  if (!holder) return;
  q.expanded.forEach((alts, k) => {
    const typed = alts[0]?.terms;
    if (typed?.length !== 1 || !STRATEGY_CARD_TERMS.has(typed[0]!)) return;
    for (const d of ctx.secondaryRules) if (q.hitsBy[k]!.found[d]) dropConcept(q.tally, q.hitsBy[k]!, d);
  });
}
