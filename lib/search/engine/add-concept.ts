/** One concept of the query scored over the documents: its best alternative per document, in dense arrays. */
import { numberValue } from '../number-words';
import { COUNT_ORDINALS, countsThing } from '../quantity';
import type { Alternative, Concept } from '../query';
import type { SearchContext } from './context';
import { ANSWER_PHRASE_WEIGHT, ASKED_WEIGHT, FIELD_WEIGHT, LOGGED_WEIGHT } from './weights';

/**
 * A rule titled with a unit's name ("Space Dock", "PDS"), in a situation told at length: the unit is
 * where the story happens ("his ship sits in my space dock system, can i still make infantry"), not
 * what it asks, so that title weighs as a word of the text.
 */
const STORY_UNIT_TITLE_WEIGHT = FIELD_WEIGHT.body;
/** An item that defines a word (quotes it alone) weighs like one titled with it. */
const DEFINES_WEIGHT = 3;

/** The query's score so far, per document: what its concepts add, and how many of them it answers. */
export interface Tally {
  total: Float64Array;
  matched: Float64Array;
  /** The documents any concept found. */
  touched: Set<number>;
}

export const emptyTally = (docs: number): Tally => ({ total: new Float64Array(docs), matched: new Float64Array(docs), touched: new Set() });

/**
 * Per document, the share of one concept found (credits included: see `unitCardCredit`) and the
 * score it added (see `addConcept`).
 */
export interface ConceptHits {
  found: Float64Array;
  best: Float64Array;
}

/** A document no longer holds a concept it was found to: its score and its share taken back. */
export function dropConcept(tally: Tally, hits: ConceptHits, d: number): void {
  tally.total[d] = tally.total[d]! - hits.best[d]!;
  tally.matched[d] = tally.matched[d]! - hits.found[d]!;
  hits.found[d] = 0;
}

/**
 * A document now holds a concept whole though its words do not say it all (a credit: a card's
 * words, a step's place): `score` added, the concept counted found there.
 */
export function creditConcept(tally: Tally, hits: ConceptHits, d: number, score: number): void {
  tally.total[d] = tally.total[d]! + score;
  tally.matched[d] = tally.matched[d]! + 1 - hits.found[d]!;
  hits.found[d] = 1;
  tally.touched.add(d);
}

/**
 * Adds each document's score for one concept (its best alternative) to `total` and counts the
 * concept in `matched`. Dense arrays over the documents: far cheaper than maps while typing.
 * `story`: the query is a situation told at length (see `STORY_UNIT_TITLE_WEIGHT`).
 * `counted`: the terms of what a question for a count counts ("votes" in "how many votes"); a
 * count answering it holds only where it stands before them (see `countsThing`).
 */
export function addConcept(ctx: SearchContext, alternatives: Alternative[], typed: boolean, tally: Tally, story = false, counted?: ReadonlySet<string>): ConceptHits {
  const { docs, saysExactly, standsTogether, tokensOf } = ctx;
  const best = new Float64Array(docs.length);
  const found = new Float64Array(docs.length);
  const seen: number[] = [];
  for (const [k, alt] of alternatives.entries()) {
    const { sum, present, docsOfAlt } = alternativeSums(ctx, alt, story);
    // The phrase the player typed ("anti-fighter barrage") counts by the share of its words
    // present, and finds that share of the concept: "fighter" alone is a third of it. Another
    // way to say it counts only whole: "no" is not "no more than", "planetary" is not
    // "planetary defense system".
    const n = alt.terms.length;
    const count = counted && isCountAnswer(alt) ? alt.terms[0]! : undefined;
    for (const d of docsOfAlt) {
      if (alt.stated && namesState(ctx, d, alt.terms)) continue;
      if (alt.exact && !saysExactly(d, alt.exact)) continue;
      if (count !== undefined && !countsThing(tokensOf(d).terms, count, counted!)) continue;
      const share = present[d]! / n;
      if ((k > 0 || !typed || alt.whole) && (share < 1 || (n > 1 && !standsTogether(d, alt.terms)))) continue;
      const score = (alt.weight * sum[d]! * share * share) / n;
      if (!best[d]) seen.push(d);
      if (score > best[d]!) best[d] = score;
      const finds = share * (alt.finds ?? 1);
      if (finds > found[d]!) found[d] = finds;
    }
  }
  const { total, matched, touched } = tally;
  for (const d of seen) {
    total[d] = total[d]! + best[d]!;
    matched[d] = matched[d]! + found[d]!;
    touched.add(d);
  }
  return { found, best };
}

/**
 * Whether item `d` is the entry titled with a state's name (`terms`: "Blockaded"): it defines the state
 * by the conditions the player told instead of the name (see `Alternative.stated`).
 */
function namesState({ docs, titleTerms }: SearchContext, d: number, terms: readonly string[]): boolean {
  return docs[d]!.kind === 'entry' && titleTerms[d]!.join(' ') === terms.join(' ');
}

/** Per document, an alternative's weighted idf summed over its terms and fields, and how many of its terms it holds. */
function alternativeSums(ctx: SearchContext, alt: Alternative, story: boolean): { sum: Float64Array; present: Uint8Array; docsOfAlt: number[] } {
  const { docs, hits, unitTitled, titleNorm, lengthNorm } = ctx;
  const sum = new Float64Array(docs.length);
  const present = new Uint8Array(docs.length);
  const docsOfAlt: number[] = [];
  for (const term of alt.terms) {
    const h = hits(term);
    for (const d of alt.textOnly ? [] : h.title) {
      if (!sum[d]) docsOfAlt.push(d);
      sum[d] = sum[d]! + h.idf * (story && unitTitled[d] ? STORY_UNIT_TITLE_WEIGHT : FIELD_WEIGHT.title) * titleNorm[d]!;
      present[d]!++;
    }
    for (const d of h.body) {
      if (!sum[d]) docsOfAlt.push(d);
      sum[d] = sum[d]! + h.idf * FIELD_WEIGHT.body * lengthNorm[d]!;
      if (alt.textOnly || !h.title.has(d)) present[d]!++;
    }
    for (const d of alt.rulesOnly ? [] : h.asked) {
      if (!sum[d]) docsOfAlt.push(d);
      sum[d] = sum[d]! + h.idf * ASKED_WEIGHT;
      if (!h.title.has(d) && !h.body.has(d)) present[d]!++;
    }
    for (const d of alt.rulesOnly ? [] : h.logged) {
      if (!sum[d]) docsOfAlt.push(d);
      sum[d] = sum[d]! + h.idf * LOGGED_WEIGHT;
      if (!h.title.has(d) && !h.body.has(d) && !h.asked.has(d)) present[d]!++;
    }
    for (const d of h.defines) {
      if (!sum[d]) docsOfAlt.push(d);
      sum[d] = sum[d]! + h.idf * DEFINES_WEIGHT;
      if ((alt.textOnly || !h.title.has(d)) && !h.body.has(d) && !h.asked.has(d) && !h.logged.has(d)) present[d]!++;
    }
  }
  return { sum, present, docsOfAlt };
}

/** Whether an alternative is a count answering "how many" ("two", "a second"; see `SynonymGroup.answeredBy`), not a way to say it. */
function isCountAnswer(alt: Alternative): boolean {
  const word = alt.words[0]!;
  return alt.weight <= ANSWER_PHRASE_WEIGHT && alt.words.length === 1 && (numberValue(word) !== undefined || COUNT_ORDINALS.includes(word));
}

/** The terms of what a count answering concept `k` counts: the other concepts the player typed ("votes" in "how many votes"). */
export function countedBy(expanded: Alternative[][], concepts: Concept[], k: number): Set<string> {
  return new Set(expanded.flatMap((alts, c) => (c === k || concepts[c]!.asked ? [] : alts.flatMap((a) => a.terms))));
}
