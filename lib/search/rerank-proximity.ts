/**
 * Where the query's words stand in a candidate's text, for the reranker (./rerank.ts). Twins (sibling
 * rules, an entry and its summary) hold the same words; the answer says them together, often in the
 * player's order ("sustain damage", "command token"), where a twin scatters them over its sentences.
 * Read from each piece's terms in order (stopwords out), so a distance counts the words between.
 *
 * Pure functions; the positions are only read for the reranker's few candidates.
 */
import type { Alternative } from './query';

/** How close together one item's text holds the query's concepts (see `proximityOf`). */
export interface Proximity {
  /**
   * Over every pair of the query's concepts, weighted by the product of their weights: 1 / the
   * fewest words from one to the other within one piece (1 side by side, 0 never in one piece).
   */
  pairs: number;
  /**
   * Over each two concepts the player said one after the other, weighted alike: whether a piece
   * says them in that order within ORDERED_GAP words.
   */
  ordered: number;
}

/** How far apart (in words, stopwords out) two concepts said one after the other still read as one phrase. */
export const ORDERED_GAP = 3;

/**
 * The item's proximity to the query: `pieces` its pieces' terms in order, `held[c]` the ways of
 * saying concept `c` the item holds (only those can stand in a piece), `weights[c]` its weight.
 * A way of saying it in several words stands where any of them does. A single concept has no pair: 0.
 */
export function proximityOf(pieces: readonly (readonly string[])[], held: readonly (readonly Alternative[])[], weights: readonly number[]): Proximity {
  const n = held.length;
  // Each term's concepts, with the weight of the best way of saying each that holds the term.
  const conceptsOf = new Map<string, Map<number, number>>();
  held.forEach((alts, c) => {
    for (const a of alts) {
      for (const t of a.terms) {
        const of = conceptsOf.get(t) ?? new Map<number, number>();
        of.set(c, Math.max(of.get(c) ?? 0, Math.min(1, a.weight)));
        conceptsOf.set(t, of);
      }
    }
  });
  // best[a * n + b]: the closest a (before or after) and b stand, as their alternatives' weights / distance.
  const best = new Array<number>(n * n).fill(0);
  const ordered = new Array<number>(n).fill(0);
  const lastAt = new Array<number>(n);
  const lastWeight = new Array<number>(n);
  for (const piece of pieces) {
    lastAt.fill(-1);
    piece.forEach((term, at) => {
      const of = conceptsOf.get(term);
      if (!of) return;
      for (const [c, w] of of) {
        for (let o = 0; o < n; o++) {
          // Against the concepts' earlier words only: the same word read as two concepts is no pair.
          if (o === c || lastAt[o]! < 0) continue;
          const near = (w * lastWeight[o]!) / (at - lastAt[o]!);
          const k = Math.min(o, c) * n + Math.max(o, c);
          if (near > best[k]!) best[k] = near;
          if (o === c - 1 && at - lastAt[o]! <= ORDERED_GAP) ordered[o] = Math.max(ordered[o]!, w * lastWeight[o]!);
        }
      }
      for (const [c, w] of of) {
        lastAt[c] = at;
        lastWeight[c] = w;
      }
    });
  }
  let pairs = 0;
  let pairMass = 0;
  let inOrder = 0;
  let orderMass = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const mass = weights[a]! * weights[b]!;
      pairs += mass * best[a * n + b]!;
      pairMass += mass;
      if (b === a + 1) {
        inOrder += mass * ordered[a]!;
        orderMass += mass;
      }
    }
  }
  return { pairs: pairMass > 0 ? pairs / pairMass : 0, ordered: orderMass > 0 ? inOrder / orderMass : 0 };
}

