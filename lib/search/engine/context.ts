/** What a searcher knows and looks up, built once from the shipped index and handed to each step of a search. */
import type { ShippedIndex } from '../shipped';
import { docTextOf, type DocText } from './doc-text';
import { docFactsOf, type DocFacts } from './facts';
import { termHitsOf, type Hits } from './term-hits';

export interface SearchContext extends DocFacts, DocText {
  hits: Hits;
}

export function searchContextOf(shipped: ShippedIndex): SearchContext {
  const facts = docFactsOf(shipped);
  return { ...facts, ...docTextOf(facts), hits: termHitsOf(facts) };
}
