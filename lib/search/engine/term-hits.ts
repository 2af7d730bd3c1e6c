/** Which documents hold a term, per field, and how telling the term is (idf). */
import type { Field } from '../flex';
import { holdsPattern, isPattern } from '../patterns';
import type { Alternative } from '../query';
import type { DocFacts } from './facts';

export interface TermHits {
  title: Set<number>;
  body: Set<number>;
  /** Items a player's question of which holds the term (see ../../corpus/asked.ts). */
  asked: Set<number>;
  /** Items the term was logged for: several tuning questions expecting the item hold it (see ../query-log.ts). */
  logged: Set<number>;
  /** Items that define the word: quote it alone, as 1.15 quotes "then" (see `definitionsOf`). */
  defines: Set<number>;
  /** How many items hold the word in their title or text. */
  items: number;
  /** Inverse document frequency: rarer words tell more. */
  idf: number;
}

export type Hits = (term: string) => TermHits;

/** The documents holding a term, per field (cached: typing repeats the same words). */
export function termHitsOf({ docs, indexes, vocabulary, definitions, askedWith, loggedWith }: Pick<DocFacts, 'docs' | 'indexes' | 'vocabulary' | 'definitions' | 'askedWith' | 'loggedWith'>): Hits {
  const hitCache = new Map<string, TermHits>();
  return (term) => {
    let found = hitCache.get(term);
    if (!found) {
      if (hitCache.size > 2000) hitCache.clear();
      const lookup = (f: Field) => new Set(vocabulary.hasTerm(term) ? (indexes[f].search(term, { limit: docs.length }) as number[]) : []);
      const title = lookup('title');
      // A pseudo-term ("#count") is found by its pattern in the texts (see ../patterns.ts).
      const body = isPattern(term) ? new Set(docs.flatMap((d, i) => (holdsPattern(term, d.text) ? [i] : []))) : lookup('body');
      const asked = new Set(askedWith.get(term) ?? []);
      const logged = new Set(loggedWith.get(term) ?? []);
      const defines = new Set(definitions.get(term) ?? []);
      const holding = new Set([...title, ...body]);
      const items = holding.size;
      for (const d of defines) holding.add(d);
      // A player's word no rule says ("soak", "dies") is as telling as the few items asked (or logged) with it.
      for (const d of [...asked, ...logged]) holding.add(d);
      const df = holding.size;
      found = { title, body, asked, logged, defines, items, idf: df ? Math.log(1 + docs.length / df) : 0 };
      hitCache.set(term, found);
    }
    return found;
  };
}

/** An alternative's idf: the mean of its words' (a phrase is as telling as its words on average). */
export function idfOf(hits: (term: string) => { idf: number }, alt: Alternative): number {
  let sum = 0;
  for (const t of alt.terms) sum += hits(t).idf;
  return sum / Math.max(1, alt.terms.length);
}

/** The terms of a query that a document holds (for its snippet). */
export function matchedTerms(hits: Hits, d: number, expanded: Alternative[][]): Set<string> {
  return new Set(expanded.flat().flatMap((a) => a.terms).filter((t) => hits(t).title.has(d) || hits(t).body.has(d) || hits(t).defines.has(d)));
}
