/**
 * A concept of context (the faction a player says he plays: see ../faction-preface.ts) is who
 * asks, not what: an item naming it has scored for it, but one that does not answers the question
 * no less. Such an item holds it in the share it holds of the rest of the query: judged on the rest
 * alone, as if the player had not said who he is.
 */
import type { Concept } from '../query';
import type { ConceptHits, Tally } from './add-concept';

export function contextHeldByAll(concepts: readonly Concept[], hitsBy: ConceptHits[], tally: Tally): void {
  const rest = concepts.filter((c) => !c.context).length;
  if (rest === concepts.length || !rest) return;
  concepts.forEach((c, k) => {
    if (!c.context) return;
    const { found } = hitsBy[k]!;
    for (const d of tally.touched) {
      if (found[d]! >= 1) continue;
      const share = Math.min(1, (tally.matched[d]! - found[d]!) / rest);
      tally.matched[d] = tally.matched[d]! - found[d]! + share;
      found[d] = share;
    }
  });
}
