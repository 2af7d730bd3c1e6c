import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearcher } from '@/lib/search/engine';
import type { Alternative } from '@/lib/search/query';
import { candidateFeatures, FEATURES, linearScorer, reorder, rerankTop, type Candidate, type Feature, type RerankCorpus } from '@/lib/search/rerank';
import { fitPairwise, foldsOf } from '@/lib/search/rerank-learn';
import { buildShippedIndex, type SearchDoc } from '@/lib/search/shipped';
import { LONG_QUERY } from '@/lib/search/engine/weights';
import { item } from './corpus';

// A tiny corpus as the reranker sees it: titles, pieces (sentences) as term sets, idf per term.
const doc = (fields: Partial<SearchDoc> & Pick<SearchDoc, 'id' | 'title' | 'kind'>): SearchDoc => ({ source: 'ti4-lrr-1.2', url: '', text: 'x'.repeat(10), aliases: [], links: [], asked: [], logged: '', ...fields });
const docs: SearchDoc[] = [
  doc({ id: 'lrr:1', title: 'Retreat', kind: 'entry' }),
  doc({ id: 'lrr:1.2', title: 'Retreat', kind: 'rule', number: '1.2', parent: 'lrr:1' }),
  doc({ id: 'faq:1', title: 'Leaving combat', kind: 'faq', source: 'ti4-faq', links: ['lrr:1.2'] }),
  doc({ id: 'sum:1', title: 'Cheat sheet', kind: 'section', source: 'ti4-summary' }),
];
const titles = [['retreat'], ['retreat'], ['leav', 'combat'], ['cheat', 'sheet']];
const pieces = [
  [['player', 'may', 'move']],
  [['move', 'adjacent', 'system'], ['nebula', 'adjacent']],
  [['retreat', 'adjacent'], ['nebula']],
  [],
];
const IDF: Record<string, number> = { retreat: 2, adjacent: 1, nebula: 4, ship: 2 };
const corpus: RerankCorpus = {
  docs,
  official: [true, true, true, false],
  ownTerms: (d) => new Set(titles[d]),
  piecesOf: (d) => pieces[d]!.map((p) => new Set(p)),
  // lrr:1.2 was asked "can my ship retreat into a nebula" (one question holding two concepts), faq:1 "retreat" and "adjacent" apart.
  askedOf: (d) => [[], [['retreat', 'nebula', 'ship']], [['retreat'], ['adjacent']], []][d]!.map((q) => new Set(q)),
  hits: (t) => ({
    title: new Set(docs.flatMap((_, d) => (titles[d]!.includes(t) ? [d] : []))),
    body: new Set(docs.flatMap((_, d) => (pieces[d]!.some((p) => p.includes(t)) ? [d] : []))),
    defines: new Set(),
    idf: IDF[t] ?? 0,
  }),
};
const alt = (terms: string[], weight = 1): Alternative => ({ terms, words: terms, weight });
// "retreat adjacent nebula": concept weights (idf) 2, 1 and 4, of 7 in all.
const query = [[alt(['retreat'])], [alt(['adjacent'])], [alt(['nebula'])]];
const candidate = (doc: number, score: number, home = true): Candidate => ({ doc, score, first: false, home, fallback: false });
const candidates = [candidate(0, 4), candidate(1, 3), candidate(2, 2)];
const rows = candidateFeatures(corpus, query, candidates);
const feature = (row: number, name: Feature) => rows[row]![FEATURES.indexOf(name)];

describe('reranker features', () => {
  it('one row per candidate, one value per feature', () => {
    expect(rows.map((r) => r.length)).toEqual([FEATURES.length, FEATURES.length, FEATURES.length]);
  });

  it("the engine's rank and score, normalised", () => {
    expect([0, 1, 2].map((r) => feature(r, 'engineFirst'))).toEqual([1, 0, 0]);
    expect([0, 1, 2].map((r) => feature(r, 'engineInvRank'))).toEqual([1, 1 / 2, 1 / 3]);
    expect([0, 1, 2].map((r) => feature(r, 'engineScoreShare'))).toEqual([1, 3 / 4, 2 / 4]);
  });

  it('coverage of the concepts in title and text, plain and weighted by idf', () => {
    // The rule: "retreat" in its title, "adjacent" and "nebula" in its text.
    expect(feature(1, 'titleCoverage')).toBeCloseTo(1 / 3);
    expect(feature(1, 'bodyCoverage')).toBeCloseTo(2 / 3);
    expect(feature(1, 'idfCoverage')).toBeCloseTo(1);
    expect(feature(1, 'idfTitleCoverage')).toBeCloseTo(2 / 7);
    // The entry holds only "retreat", in its title: 2 of 7.
    expect(feature(0, 'idfCoverage')).toBeCloseTo(2 / 7);
    expect(feature(0, 'idfCoverageGap')).toBeCloseTo(2 / 7 - 1);
  });

  it('the best single sentence: its share (title counted) and its BM25', () => {
    // The rule's second sentence holds "nebula adjacent", its title "retreat": all of the query.
    expect(feature(1, 'bestPieceShare')).toBeCloseTo(1);
    expect(feature(1, 'firstPieceShare')).toBeCloseTo(3 / 7);
    // BM25 with every term once: (k1 + 1) / (1 + k1 (1 - b + b |piece| / avg)), k1 1.2, b 0.75, avg 15.
    const saturation = 2.2 / (1 + 1.2 * (0.25 + (0.75 * 2) / 15));
    expect(feature(1, 'bestPieceBm25')).toBeCloseTo((5 / 7) * saturation);
    // The ruling's best is its one-word sentence "nebula" (4 of 7, shorter), over "retreat adjacent" (3 of 7).
    const short = 2.2 / (1 + 1.2 * (0.25 + 0.75 / 15));
    expect(feature(2, 'bestPieceBm25')).toBeCloseTo((4 / 7) * short);
    // Against the best candidate's (the rule's).
    expect(feature(1, 'bestPieceBm25Rel')).toBeCloseTo(1);
    expect(feature(2, 'bestPieceBm25Rel')).toBeCloseTo(((4 / 7) * short) / ((5 / 7) * saturation));
    // Share of sentences holding a concept: both of the rule's, none of the entry's.
    expect([0, 1].map((r) => feature(r, 'focus'))).toEqual([0, 1]);
  });

  it('the rarest concept, the kind, the place in the rules and the neighbours among the candidates', () => {
    expect([0, 1, 2].map((r) => feature(r, 'rarestHit'))).toEqual([0, 1, 1]);
    expect([0, 1, 2].map((r) => feature(r, 'kindEntry'))).toEqual([1, 0, 0]);
    expect([0, 1, 2].map((r) => feature(r, 'kindFaq'))).toEqual([0, 0, 1]);
    expect(feature(1, 'ruleOrdinal')).toBe(1 / 2);
    expect([0, 1, 2].map((r) => feature(r, 'parentInTop'))).toEqual([0, 1, 0]);
    expect([0, 1, 2].map((r) => feature(r, 'childInTop'))).toEqual([1, 0, 0]);
    // The ruling links to the rule: both are linked in the top.
    expect([0, 1, 2].map((r) => feature(r, 'linkedInTop'))).toEqual([0, 1, 1]);
    expect(feature(0, 'titleAllAsked')).toBe(1);
    expect(feature(2, 'titleAllAsked')).toBe(0);
  });

  it("the best single asked question: lrr:1.2's holds retreat and nebula together, faq:1's two hold one concept each", () => {
    // Concept weights 2 (retreat), 1 (adjacent), 4 (nebula), of 7.
    [0, 6 / 7, 2 / 7].forEach((want, r) => expect(feature(r, 'askedBest')).toBeCloseTo(want, 12));
    [0, 1, 1 / 3].forEach((want, r) => expect(feature(r, 'askedBestRel')).toBeCloseTo(want, 12));
  });

  it('the share of the best asked question that the query asks', () => {
    // lrr:1.2's question says "ship" too (idf 2), which the query does not: 6 of 8 asked.
    [0, 6 / 8, 1].forEach((want, r) => expect(feature(r, 'askedPrecision')).toBeCloseTo(want, 12));
  });

  it('the best sentence holding the rarest concept ("nebula")', () => {
    // The ruling's best sentence is "nebula" alone: 4 of 7.
    [0, 1, 4 / 7].forEach((want, r) => expect(feature(r, 'rarestPieceShare')).toBeCloseTo(want, 12));
  });

  it("the engine's lead over the next candidate, on its first only", () => {
    // Scores 4, 3, 2.
    expect([0, 1, 2].map((r) => feature(r, 'engineLead'))).toEqual([1 / 4, 0, 0]);
  });

  it('a situation told at length weighs its asked match on its own', () => {
    const long = [...query, [alt(['fleet'])], [alt(['move'])], [alt(['player'])]];
    expect(LONG_QUERY).toBeLessThanOrEqual(long.length);
    const story = candidateFeatures(corpus, long, candidates);
    const of = (row: number, name: Feature) => story[row]![FEATURES.indexOf(name)];
    expect(of(1, 'storyAskedBest')).toBeCloseTo(of(1, 'askedBest')!, 12);
    expect(of(1, 'storyAskedBest')).toBeGreaterThan(0);
    expect([0, 1, 2].map((r) => feature(r, 'storyAskedBest'))).toEqual([0, 0, 0]);
  });
});

describe('reranker model', () => {
  it('orders by the weighted sum its weights say, within the engine band', () => {
    const byKind = linearScorer({ kindFaq: 1, kindRule: 0.5 });
    const order = (list: Candidate[]) => reorder(list, byKind(candidateFeatures(corpus, query, list), [])).map((c) => docs[c.doc]!.id);
    expect(order(candidates)).toEqual(['faq:1', 'lrr:1.2', 'lrr:1']);
    // An item of another band (another game's) stays after the home game's, whatever its score.
    expect(order([candidate(0, 4), candidate(1, 3), candidate(2, 2, false)])).toEqual(['lrr:1.2', 'lrr:1', 'faq:1']);
  });

  it('keeps a fallback after the items the engine placed above it, whatever its score', () => {
    const list = [candidate(0, 4), candidate(1, 3), { ...candidate(3, 2), fallback: true }, candidate(2, 1)];
    // The fallback scores highest, the item last: it rises above nothing the engine put above it.
    expect(reorder(list, [1, 2, 9, 3]).map((c) => docs[c.doc]!.id)).toEqual(['faq:1', 'lrr:1.2', 'lrr:1', 'sum:1']);
  });

  it('reorders only the first candidates (but the first, unless it picks the first), and returns a permutation of its input', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ doc: fc.integer({ min: 0, max: 3 }), score: fc.double({ min: 0, max: 10, noNaN: true }), band: fc.integer({ min: 0, max: 3 }) }), { maxLength: 30 }), fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: FEATURES.length, maxLength: FEATURES.length }), fc.boolean(), (raw, weights, first) => {
        // The engine's list comes band by band.
        const list = raw.sort((a, b) => b.band - a.band).map(({ doc, score, band }) => ({ doc, score, first: band >= 2, home: band % 2 === 1, fallback: false }));
        const scorer = linearScorer(Object.fromEntries(FEATURES.map((f, i) => [f, weights[i]!])));
        const out = rerankTop(corpus, query, list, { score: scorer, first });
        expect(out).toHaveLength(list.length);
        expect(new Set(out)).toEqual(new Set(list));
        expect(out.slice(20)).toEqual(list.slice(20));
        if (!first || list.length < 3) expect(out[0]).toBe(list[0]);
        const bands = out.map((c) => 2 * Number(c.first) + Number(c.home));
        expect(bands).toEqual([...bands].sort((a, b) => b - a));
      }),
    );
  });
});

describe('reranker training', () => {
  it('learns to lift what the answers have in common', () => {
    // Two features: the answer always has the first, the second is noise.
    const examples = Array.from({ length: 20 }, (_, q) => ({
      rows: [[0, q % 2], [1, (q + 1) % 2], [0, 1]],
      bands: [1, 1, 1],
      answers: [false, true, false],
    }));
    const [useful, noise] = fitPairwise(examples, 2, 0.01);
    expect(useful).toBeGreaterThan(0.5);
    expect(Math.abs(noise!)).toBeLessThan(useful! / 4);
  });

  it('deals the questions into folds of equal size, the same on every run', () => {
    const folds = foldsOf(23, 5);
    expect(folds).toEqual(foldsOf(23, 5));
    const sizes = [0, 1, 2, 3, 4].map((f) => folds.filter((x) => x === f).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });
});

describe('reranker hook in the engine', () => {
  const shipped = buildShippedIndex([
    item({ id: 'lrr:1', kind: 'entry', number: '1', title: 'Retreat', text: 'A player may retreat.' }),
    item({ id: 'lrr:1.1', number: '1.1', parent: 'lrr:1', title: 'Retreat', text: 'Retreat to an adjacent system.' }),
    item({ id: 'lrr:2', kind: 'entry', number: '2', title: 'Adjacency', text: 'A retreat goes to an adjacent system.' }),
  ]);
  const seen: string[][] = [];
  // Reverses the engine's order: the last candidate scores highest.
  const reversing = (first: boolean) => createSearcher(shipped, { score: (rows, list) => (seen.push(list.map((c) => c.id)), rows.map((_, i) => i)), first });
  const searcher = reversing(false);
  // The engine's own order (with no reranker given, the learned one's when it is on).
  const plain = createSearcher(shipped, null);

  it("a word query is reordered by the scorer, the engine's first kept first", () => {
    const engine = plain.search('retreat adjacent').map((r) => r.id);
    expect(searcher.search('retreat adjacent').map((r) => r.id)).toEqual([engine[0], ...engine.slice(1).reverse()]);
    expect(seen.at(-1)).toEqual(engine);
  });

  it('a reranker that picks the first reorders them all', () => {
    const engine = plain.search('retreat adjacent').map((r) => r.id);
    expect(reversing(true).search('retreat adjacent').map((r) => r.id)).toEqual([...engine].reverse());
  });

  it('a rule number goes to its rule, the scorer never asked', () => {
    const before = seen.length;
    expect(searcher.search('1.1')[0]!.id).toBe('lrr:1.1');
    expect(seen).toHaveLength(before);
  });
});
