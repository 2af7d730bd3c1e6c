/** What a searcher knows and looks up, built once from the shipped index and handed to each step of a search. */
import type { ShippedIndex } from '../shipped';
import { docTextOf, type DocText } from './doc-text';
import { expanderOf, type Expand } from './expand';
import { docFactsOf, type DocFacts } from './facts';
import { gamesJoiningOf, type GamesJoining } from './games';
import { termHitsOf, type Hits } from './term-hits';

export interface SearchContext extends DocFacts, DocText {
  hits: Hits;
  expand: Expand;
  gamesJoining: GamesJoining;
}

export function searchContextOf(shipped: ShippedIndex): SearchContext {
  const facts = docFactsOf(shipped);
  const text = docTextOf(facts);
  const hits = termHitsOf(facts);
  return { ...facts, ...text, hits, expand: expanderOf(facts.vocabulary), gamesJoining: gamesJoiningOf({ gameOf: facts.gameOf, tokensOf: text.tokensOf, hits }) };
}
