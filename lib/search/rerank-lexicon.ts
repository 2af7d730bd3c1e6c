/**
 * The reranker's lexicon features (see ./rerank.ts): how much of the query the players' lexicon
 * (./lexicon.ts) reads into a candidate. Players' words differ from the rules' ("soak" the hit:
 * sustain damage); the lexicon, mined from other questions and their answers, says which words of
 * the rules an item asked about with a player's word holds. Per concept, the strongest reading of a
 * word the player typed that the candidate holds, the player's own words left out (the other
 * features count those); weighed as the concepts are.
 */
import { readingsOf, type Lexicon } from './lexicon';
import type { Alternative } from './query';

/**
 * The share of the query's weight the lexicon reads into what `holds` (a candidate's title, or its
 * title and text). `weights`: each concept's (see `conceptWeights`); `all`: their sum.
 */
export function lexiconShare(lexicon: Lexicon, expanded: readonly Alternative[][], weights: readonly number[], all: number, holds: (term: string) => boolean): number {
  const typed = expanded.map((alts) => alts[0]?.terms ?? []);
  const said = new Set(typed.flat());
  let share = 0;
  typed.forEach((terms, c) => {
    let best = 0;
    for (const q of terms) for (const [r, p] of readingsOf(lexicon, q)) if (p > best && !said.has(r) && holds(r)) best = p;
    share += weights[c]! * best;
  });
  return share / all;
}
