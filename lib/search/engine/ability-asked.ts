/**
 * "What does warfare secondary do", "what does construction primary let me build": a question of
 * what one ability of a strategy card does names a part of the card, not the whole topic. The rule
 * stating that ability answers it (../strategy-ability.ts); the card's entry, which says what the
 * card is for, is not lifted over it as for "what does construction do" (../overview.ts `entryFirst`).
 */
import type { Concept } from '../query';
import { PRIMARY_TERM, SECONDARY_TERM } from '../strategy-ability';
import type { SearchContext } from './context';

/** Whether `first` is the rule stating the strategy card ability (primary, secondary) the query names. */
export function statesAbilityAsked(ctx: Pick<SearchContext, 'primaryRules' | 'secondaryRules'>, concepts: readonly Concept[], first: number | undefined): boolean {
  if (first === undefined) return false;
  const typed = new Set(concepts.flatMap((c) => (c.asked ? [] : [c.alternatives[0]?.terms.join(' ')])));
  return (typed.has(PRIMARY_TERM) && ctx.primaryRules.includes(first)) || (typed.has(SECONDARY_TERM) && ctx.secondaryRules.includes(first));
}
