/** Where the query's words stand in a candidate's text (lib/search/rerank-proximity.ts). */
import { describe, expect, it } from 'vitest';
import type { Alternative } from '@/lib/search/query';
import { candidateFeatures, FEATURES, type Candidate, type Feature, type RerankCorpus } from '@/lib/search/rerank';
import { proximityOf } from '@/lib/search/rerank-proximity';
import type { SearchDoc } from '@/lib/search/shipped';

const alt = (terms: string[], weight = 1): Alternative => ({ terms, words: terms, weight });
/** "sustain damage" then "cancel": each concept typed, weights 2, 2, 1. */
const held = [[alt(['sustain'])], [alt(['damag'])], [alt(['cancel'])]];
const weights = [2, 2, 1];
// Pair masses: sustain-damag 4, sustain-cancel 2, damag-cancel 2 (of 8); adjacent pairs 4 and 2 (of 6).

describe('proximity of the query words in a candidate', () => {
  it('scores each pair by 1 / the fewest words between them within one piece, weighted by both concepts', () => {
    // The answer's one sentence says all three, "sustain damage" side by side, "cancel" 2 words on.
    const together = proximityOf([['unit', 'sustain', 'damag', 'hit', 'cancel']], held, weights);
    expect(together.pairs).toBeCloseTo((4 * 1 + 2 * (1 / 3) + 2 * (1 / 2)) / 8, 12);
    // Its twin holds the same words, but in different sentences: no pair stands together.
    const scattered = proximityOf([['sustain', 'ship'], ['damag', 'unit'], ['cancel']], held, weights);
    expect(scattered.pairs).toBe(0);
  });

  it('counts the concepts the player said one after the other that a piece says so, within 3 words', () => {
    expect(proximityOf([['sustain', 'damag', 'x', 'cancel']], held, weights).ordered).toBeCloseTo(1, 12);
    // "damage ... sustain": the pair stands near, but not in the player's order; "cancel" 4 words after.
    const reversed = proximityOf([['damag', 'sustain', 'a', 'b', 'c', 'cancel']], held, weights);
    expect(reversed.ordered).toBe(0);
    expect(reversed.pairs).toBeGreaterThan(0);
    expect(proximityOf([['sustain', 'damag', 'a', 'b', 'c', 'cancel']], held, weights).ordered).toBeCloseTo(4 / 6, 12);
  });

  it('weighs a synonym by its weight, a phrase standing where any of its words does', () => {
    const withSynonym = [[alt(['sustain'])], [alt(['damag']), alt(['hit', 'point'], 0.5)], [alt(['cancel'])]];
    const p = proximityOf([['sustain', 'point']], withSynonym, weights);
    expect(p.pairs).toBeCloseTo((4 * 0.5) / 8, 12);
    expect(p.ordered).toBeCloseTo((4 * 0.5) / 6, 12);
  });

  it('is 0 for a query of one concept, which has no pair', () => {
    expect(proximityOf([['sustain', 'damag']], [held[0]!], [2])).toEqual({ pairs: 0, ordered: 0 });
  });
});

describe('proximity features of the reranker', () => {
  // Twins holding "sustain" and "damage": lrr:1 says them side by side, lrr:2 three words apart;
  // lrr:2 was asked "sustain damage" in the player's order, lrr:1 "damage ... sustain".
  const doc = (id: string): SearchDoc => ({ id, title: id, kind: 'rule', source: 'ti4-lrr-1.2', url: '', text: id, aliases: [], links: [], asked: [] });
  const docs = [doc('lrr:1'), doc('lrr:2')];
  const pieces = [[['sustain', 'damag', 'unit']], [['sustain', 'a', 'b', 'damag']]];
  const asked = [[['damag', 'sustain']], [['sustain', 'damag']]];
  const corpus: RerankCorpus = {
    docs,
    official: [true, true],
    ownTerms: () => new Set(),
    piecesOf: (d) => pieces[d]!.map((p) => new Set(p)),
    piecesInOrder: (d) => pieces[d]!,
    askedInOrder: (d) => asked[d]!,
    askedOf: (d) => asked[d]!.map((q) => new Set(q)),
    hits: () => ({ title: new Set(), body: new Set([0, 1]), defines: new Set(), idf: 1 }),
  };
  const candidate = (d: number): Candidate => ({ doc: d, score: 2 - d, first: false, home: true, fallback: false });
  const rows = candidateFeatures(corpus, [held[0]!, held[1]!], [candidate(0), candidate(1)]);
  const feature = (name: Feature) => rows.map((r) => r[FEATURES.indexOf(name)]!);

  it('reads the text against the closest candidate, and the asked questions in the order asked', () => {
    expect(feature('pairProximityRel')).toEqual([1, 1 / 3]);
    expect(feature('orderedPairs')).toEqual([1, 1]);
    expect(feature('askedOrdered')).toEqual([0, 1]);
    expect(feature('askedPairs')).toEqual([1, 1]);
  });
});
