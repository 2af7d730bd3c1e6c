import { describe, expect, it } from 'vitest';
import type { Alternative } from '@/lib/search/query';
import { candidateFeatures, FEATURES, type Candidate, type Feature, type RerankCorpus } from '@/lib/search/rerank';
import type { SearchDoc } from '@/lib/search/shipped';

// Near twins: two rules of one entry (same parent), and a rule of another entry. Words a player who
// tells a story then asks would use: "after combat my fighters stay, do they count against capacity".
const doc = (id: string, parent?: string): SearchDoc => ({ id, title: id, kind: 'rule', source: 'ti4-lrr-1.2', url: '', text: 'x'.repeat(10), aliases: [], links: [], asked: [], ...(parent ? { parent } : {}) });
const docs = [doc('lrr:16.1', 'lrr:16'), doc('lrr:16.2', 'lrr:16'), doc('lrr:20.1', 'lrr:20')];
const pieces = [
  // The story's words in one sentence, the ask's in another.
  [['combat', 'fighter'], ['capacity', 'count']],
  // The story's words, and the ask's first word beside them.
  [['combat', 'fighter', 'capacity']],
  [['combat', 'stay']],
];
const asked = [[['fighter', 'capacity', 'count']], [['combat', 'fighter']], [['combat']]];
const IDF: Record<string, number> = { combat: 1, fighter: 2, stay: 1, capacity: 3, count: 1 };
const corpus: RerankCorpus = {
  docs,
  official: [true, true, true],
  ownTerms: () => new Set(),
  piecesOf: (d) => pieces[d]!.map((p) => new Set(p)),
  askedOf: (d) => asked[d]!.map((q) => new Set(q)),
  hits: (t) => ({
    title: new Set(),
    body: new Set(docs.flatMap((_, d) => (pieces[d]!.some((p) => p.includes(t)) ? [d] : []))),
    defines: new Set(),
    idf: IDF[t] ?? 0,
  }),
};
const alt = (terms: string[]): Alternative => ({ terms, words: terms, weight: 1 });
// The story first (combat, fighter, stay), the ask last (capacity, count): weights 1, 2, 1, 3, 1 of 8.
const query = ['combat', 'fighter', 'stay', 'capacity', 'count'].map((t) => [alt([t])]);
const candidate = (d: number): Candidate => ({ doc: d, score: 3 - d, first: false, home: true, fallback: false });
const rows = candidateFeatures(corpus, query, [candidate(0), candidate(1), candidate(2)]);
const feature = (name: Feature) => rows.map((r) => r[FEATURES.indexOf(name)]!);

describe('reranker features telling an answer from its near twins', () => {
  it('the share of the query an item holds and its siblings (same parent) do not', () => {
    // lrr:16.1 alone of its entry holds "count" (1 of 8); lrr:16.2 holds nothing its sibling lacks;
    // lrr:20.1 has no sibling among the candidates.
    [1 / 8, 0, 0].forEach((want, r) => expect(feature('siblingUnique')[r]).toBeCloseTo(want, 12));
  });

  it("the best asked question's share of the query against its siblings' best", () => {
    // lrr:16.1's question holds fighter, capacity, count (6 of 8); lrr:16.2's combat, fighter (3 of 8).
    [3 / 8, -3 / 8, 0].forEach((want, r) => expect(feature('askedSiblingGap')[r]).toBeCloseTo(want, 12));
  });

  it("the best sentence's share of the query's ask (its later half), not of its story", () => {
    // The ask is "stay capacity count" (weights 1, 3, 1 of 5): lrr:16.1's second sentence holds
    // capacity and count (4 of 5), lrr:16.2's only sentence capacity (3 of 5), lrr:20.1's stay (1 of 5).
    [4 / 5, 3 / 5, 1 / 5].forEach((want, r) => expect(feature('askPieceShare')[r]).toBeCloseTo(want, 12));
  });
});
