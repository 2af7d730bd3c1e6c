/** How much of the query an item answers: all of it somewhere, or together in one sentence, or its words in a row. */
import type { Alternative } from '../query';
import type { ConceptHits } from './add-concept';
import type { DocText } from './doc-text';
import { idfOf } from './term-hits';

/**
 * The share of the query's concepts that one piece of the item holds, at best: words of the
 * title (and section) count in every piece, since the item is about them. A concept found by a
 * phrase the player typed counts the share of its words the piece holds; another way to say it
 * counts only whole (as in `addConcept`). `weights`: what each concept counts for (how telling it
 * is, for a situation told at length: see `conceptWeights`); all alike when absent.
 */
export function togetherShare(text: Pick<DocText, 'ownTerms' | 'piecesOf'>, d: number, expanded: Alternative[][], typed: boolean[], weights?: number[]): number {
  const own = text.ownTerms(d);
  const pieces = text.piecesOf(d);
  const weight = (c: number) => weights?.[c] ?? 1;
  let all = 0;
  for (let c = 0; c < expanded.length; c++) all += weight(c);
  let best = 0;
  if (!pieces.length) expanded.forEach((alts, c) => alts.some((a) => a.terms.every((t) => own.has(t))) && (best += weight(c)));
  // Plain loops: this runs for every piece of every candidate, over every alternative.
  for (const piece of pieces) {
    let sum = 0;
    for (let c = 0; c < expanded.length; c++) {
      const alternatives = expanded[c]!;
      let found = 0;
      for (let k = 0; k < alternatives.length && found < 1; k++) {
        const want = alternatives[k]!.terms;
        let held = 0;
        for (const t of want) if (piece.has(t) || own.has(t)) held++;
        let present = held / want.length;
        if ((k > 0 || !typed[c] || alternatives[k]!.whole) && present < 1) present = 0;
        if (present > found) found = present;
      }
      sum += found * weight(c);
    }
    if (sum > best) best = sum;
  }
  return all > 0 ? best / all : 0;
}

/** How telling each concept of the query is: its best alternative's idf, at that alternative's weight. */
export const conceptWeights = (hits: (term: string) => { idf: number }, expanded: readonly Alternative[][]): number[] => expanded.map((alts) => Math.max(0, ...alts.map((a) => a.weight * idfOf(hits, a))));

/**
 * The share of a long query an item answers, each concept counted at its weight (see
 * `conceptWeights`): a situation told at length ("my ships are sitting in a nebula and i get
 * attacked there") holds words any rule says ("want", "still", "sitting") beside the few that
 * tell what it is about ("nebula", "attacked"); an item holding those few answers more of it
 * than one holding as many of the others.
 */
export function tellingCoverage(d: number, hitsBy: ConceptHits[], weights: number[]): number {
  let held = 0;
  let all = 0;
  for (let k = 0; k < weights.length; k++) {
    held += weights[k]! * Math.min(1, hitsBy[k]!.found[d]!);
    all += weights[k]!;
  }
  return all > 0 ? held / all : 0;
}

/** How far apart (in terms, stopwords out) two words of the query may stand and still count as near. */
const NEAR_TERMS = 2;

/**
 * Share of neighbouring concept pairs that stand next to each other in the document's terms (a
 * pair merely near each other counts half).
 */
export function phraseShare(terms: string[], concepts: Alternative[][]): number {
  if (concepts.length < 2) return 0;
  const at = new Map<string, number[]>();
  terms.forEach((t, i) => at.set(t, [...(at.get(t) ?? []), i]));
  const firsts = (c: Alternative[]) => new Set(c.flatMap((a) => (at.get(a.terms[0]!) ?? [])));
  const lasts = (c: Alternative[]) => new Set(c.flatMap((a) => (at.get(a.terms.at(-1)!) ?? []).map((i) => i)));
  let joined = 0;
  for (let k = 0; k + 1 < concepts.length; k++) {
    const ends = lasts(concepts[k]!);
    const starts = [...firsts(concepts[k + 1]!)];
    if (starts.some((i) => ends.has(i - 1))) joined++;
    // Near each other, in either order, counts half: "red backed tiles" in "tiles with a
    // red-colored back", "diplomacy primary ability" in "the primary ability on the Diplomacy card".
    else if (starts.some((i) => [...ends].some((j) => Math.abs(i - j) <= NEAR_TERMS))) joined += 0.5;
  }
  return joined / (concepts.length - 1);
}
