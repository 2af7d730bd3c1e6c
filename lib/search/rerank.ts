/**
 * A learned reranker of the engine's best candidates for a word query. The engine's hand-tuned
 * score has grown by credits for classes of questions, which generalise weakly to questions it was
 * not tuned on; this reorders its first candidates by a linear model over general features of each
 * (query, candidate) pair: how much of the query the title, the text and one sentence hold, how rare
 * those words are, what kind of item it is, and the engine's own rank and score. The weights are
 * learned (scripts/train-rerank.ts) and live in ./rerank-weights.ts.
 *
 * Pure functions over a read-only view of the corpus (`RerankCorpus`), which the engine provides.
 */
import type { SearchDoc } from './shipped';
import type { Alternative } from './query';
import { conceptWeights } from './engine/coverage';
import { LONG_QUERY } from './engine/weights';

/** What the features read of the corpus: the engine's own index lookups and text pieces. */
export interface RerankCorpus {
  readonly docs: readonly SearchDoc[];
  readonly official: readonly boolean[];
  /** The terms an item is about: its title and section (counted in every piece of its text). */
  ownTerms(d: number): ReadonlySet<string>;
  /** The terms of each sentence or short line of the item's text (see `answerPieces`). */
  piecesOf(d: number): readonly ReadonlySet<string>[];
  /** The terms of each question players ask of the item (see ../corpus/asked.ts). */
  askedOf(d: number): readonly ReadonlySet<string>[];
  /** The items holding a term in their title, in their text, or defining it (quoting it alone), and its idf. */
  hits(term: string): TermDocs;
}

export interface TermDocs {
  title: ReadonlySet<number>;
  body: ReadonlySet<number>;
  defines: ReadonlySet<number>;
  idf: number;
}

/** A candidate as the engine ranked it. */
export interface Candidate {
  doc: number;
  score: number;
  /**
   * The engine's bands: items of a source the query names first, then items of the game asked
   * about (see the engine's `Ranked`). The reranker reorders within a band, never across: a TI3
   * ruling never comes first at a TI4 table, whatever its features.
   */
  first: boolean;
  home: boolean;
  /** An unofficial summary or a bare heading while an official item answers as much. */
  fallback: boolean;
}

/** The features, in the order of each row and of the weights. */
export const FEATURES = [
  'engineFirst',
  'engineInvRank',
  'engineScoreShare',
  'titleCoverage',
  'bodyCoverage',
  'idfCoverage',
  'idfTitleCoverage',
  'bestPieceShare',
  'bestPieceBm25',
  'bestPieceBm25Rel',
  'rarestHit',
  'rarestInTitle',
  'titleAllAsked',
  'titleLength',
  'textLength',
  'official',
  'kindEntry',
  'kindRule',
  'kindFaq',
  'kindErrata',
  'kindUnit',
  'parentInTop',
  'childInTop',
  'linkedInTop',
  'fallback',
  'storyInvRank',
  'storyBestPiece',
  'engineSecond',
  'typedCoverage',
  'firstPieceShare',
  'focus',
  'ruleOrdinal',
  'idfCoverageGap',
  'storyFaq',
  'storyUnit',
  'storyEntry',
  'askedBest',
  'askedBestRel',
  'askedPrecision',
  'rarestPieceShare',
  'engineLead',
  'storyAskedBest',
] as const;
export type Feature = (typeof FEATURES)[number];

/** The candidates the reranker reorders: past these, the engine's order stands. */
const RERANK_CANDIDATES = 20;
// BM25 over one piece: every term counts once (a piece is a set), a long piece a little less.
const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** The mean number of distinct terms (stopwords in) of a piece of the corpus: 14.7 on the content of 2026-11. */
const AVG_PIECE_TERMS = 15;

/** Where an item holds one concept of the query: the weight of its best alternative found there (0: none). */
interface ConceptHit {
  title: number;
  body: number;
  /** In its title or its text, a phrase's words maybe split between them. */
  either: number;
  /** Whether the item holds the words the player typed (the first alternative). */
  typed: boolean;
  /** The alternatives the item holds, its title and section counted: the only ones a piece of it can hold. */
  held: Alternative[];
}

/** Each alternative's terms with the items holding them: looked up once per query, not per candidate. */
type QueryHits = { alt: Alternative; terms: { term: string; docs: TermDocs }[] }[][];

const queryHits = (corpus: RerankCorpus, expanded: readonly Alternative[][]): QueryHits =>
  expanded.map((alts) => alts.map((alt) => ({ alt, terms: alt.terms.map((term) => ({ term, docs: corpus.hits(term) })) })));

/**
 * Each concept's hits in the item, in one pass over its alternatives: a long query's concepts have
 * many (synonyms, completions, counts), and the features read them several ways.
 */
function conceptHits(corpus: RerankCorpus, d: number, query: QueryHits): ConceptHit[] {
  const own = corpus.ownTerms(d);
  return query.map((alts) => {
    const hit: ConceptHit = { title: 0, body: 0, either: 0, typed: false, held: [] };
    alts.forEach(({ alt: a, terms }, k) => {
      let title = terms.length > 0 && !a.textOnly;
      let body = terms.length > 0;
      let either = body;
      let held = body;
      for (const { term: t, docs } of terms) {
        const inTitle = docs.title.has(d);
        const inBody = docs.body.has(d) || docs.defines.has(d);
        title &&= inTitle;
        body &&= inBody;
        either &&= inTitle || inBody;
        held &&= inBody || own.has(t);
      }
      const w = Math.min(1, a.weight);
      if (title) hit.title = Math.max(hit.title, w);
      if (body) hit.body = Math.max(hit.body, w);
      if (either) hit.either = Math.max(hit.either, w);
      if (k === 0) hit.typed = either;
      if (held) hit.held.push(a);
    });
    return hit;
  });
}

interface PieceMatch {
  /** Share of the concepts' weights that one piece holds at best, title terms counted in every piece. */
  share: number;
  /** The best piece's BM25 (title terms not counted), over the sum of the concepts' weights. */
  bm25: number;
  /** The share the first piece holds (title terms counted): an item opening on the query is about it. */
  first: number;
  /** The share of the pieces holding any concept of the query: an item about it, not one that mentions it. */
  focus: number;
  /**
   * The best share of a piece holding the query's rarest concept (in its words or the title): an
   * item whose best sentence answers the common words but not the telling one answers less.
   */
  rarestShare: number;
}

/** The best single sentence or line of the item for the query (see `PieceMatch`). */
function bestPiece(corpus: RerankCorpus, d: number, hits: readonly ConceptHit[], weights: readonly number[], all: number, rarest: number): PieceMatch {
  const own = corpus.ownTerms(d);
  // Only the alternatives the item holds somewhere (see `ConceptHit.held`): the loop over pieces (a
  // summary has hundreds) stays short for a long query with many synonyms.
  const held = hits.map((h) => h.held);
  let share = 0;
  let bm25 = 0;
  let first = -1;
  let focused = 0;
  let rarestShare = 0;
  const pieces = corpus.piecesOf(d);
  for (const piece of pieces.length ? pieces : [new Set<string>()]) {
    let withTitle = 0;
    let plain = 0;
    let rarestHere = false;
    for (let c = 0; c < held.length; c++) {
      let best = 0;
      let bestPlain = 0;
      for (const a of held[c]!) {
        let inPiece = true;
        let inPieceOrTitle = true;
        for (const t of a.terms) {
          const here = piece.has(t);
          inPiece &&= here;
          inPieceOrTitle &&= here || own.has(t);
        }
        if (inPieceOrTitle && a.weight > best) best = a.weight;
        if (inPiece && a.weight > bestPlain) bestPlain = a.weight;
      }
      withTitle += weights[c]! * Math.min(1, best);
      plain += weights[c]! * Math.min(1, bestPlain);
      if (c === rarest) rarestHere = best > 0;
    }
    const saturation = (BM25_K1 + 1) / (1 + BM25_K1 * (1 - BM25_B + (BM25_B * piece.size) / AVG_PIECE_TERMS));
    if (rarestHere) rarestShare = Math.max(rarestShare, withTitle);
    share = Math.max(share, withTitle);
    bm25 = Math.max(bm25, plain * saturation);
    if (first < 0) first = withTitle;
    if (plain > 0) focused++;
  }
  return { share: share / all, bm25: bm25 / all, first: first / all, focus: focused / Math.max(1, pieces.length), rarestShare: rarestShare / all };
}

/** A sum of `xs`, each times its weight in `w` when given. */
const weightedSum = (xs: readonly number[], w?: readonly number[]) => xs.reduce((s, x, k) => s + x * (w ? w[k]! : 1), 0);

/** What every candidate's features are measured against: the query's concepts as expanded, weighed. */
interface QueryMeasure {
  expanded: readonly Alternative[][];
  /** Each concept's weight (see `conceptWeights`). */
  weights: number[];
  /** Their sum (1 when none weighs): what a share is a share of. */
  all: number;
  /** How many concepts there are (at least one). */
  n: number;
  /** The concept weighing most: the query's rarest. */
  rarest: number;
  /** 1 for a query long enough to tell a story (LONG_QUERY concepts), else 0. */
  story: number;
  /** Every term of every way of saying a concept. */
  terms: ReadonlySet<string>;
  hits: QueryHits;
}

function queryMeasure(corpus: RerankCorpus, expanded: readonly Alternative[][]): QueryMeasure {
  const weights = conceptWeights((t) => corpus.hits(t), expanded);
  return {
    expanded,
    weights,
    all: weights.reduce((s, w) => s + w, 0) || 1,
    n: Math.max(1, expanded.length),
    rarest: weights.indexOf(Math.max(...weights)),
    story: expanded.length >= LONG_QUERY ? 1 : 0,
    terms: new Set(expanded.flat().flatMap((a) => a.terms)),
    hits: queryHits(corpus, expanded),
  };
}

/** How one candidate holds the query, before it is set beside the others. */
interface CandidateMatch {
  hits: ConceptHit[];
  piece: PieceMatch;
  /** The share of the query's weight its title or text holds. */
  coverage: number;
  asked: AskedMatch;
  /** The share of the query's weight its best asked question holds. */
  askedShare: number;
}

function candidateMatch(corpus: RerankCorpus, d: number, q: QueryMeasure): CandidateMatch {
  const hits = conceptHits(corpus, d, q.hits);
  const asked = bestAsked(corpus, corpus.askedOf(d), q.expanded, q.weights, q.terms);
  return {
    hits,
    piece: bestPiece(corpus, d, hits, q.weights, q.all, q.rarest),
    coverage: weightedSum(hits.map((h) => h.either), q.weights) / q.all,
    asked,
    askedShare: asked.share / q.all,
  };
}

/** The candidates together, which each is read beside: the items among them, and the best of each measure. */
interface Rivals {
  ids: ReadonlySet<string>;
  parents: ReadonlySet<string | undefined>;
  linkedTo: ReadonlySet<string>;
  maxScore: number;
  /** The engine's score of its second candidate (0 when none, or below 0). */
  secondScore: number;
  maxBm25: number;
  maxCoverage: number;
  maxAsked: number;
}

function rivalsOf(corpus: RerankCorpus, candidates: readonly Candidate[], matches: readonly CandidateMatch[]): Rivals {
  return {
    ids: new Set(candidates.map((c) => corpus.docs[c.doc]!.id)),
    parents: new Set(candidates.map((c) => corpus.docs[c.doc]!.parent)),
    linkedTo: new Set(candidates.flatMap((c) => corpus.docs[c.doc]!.links)),
    maxScore: Math.max(1e-9, ...candidates.map((c) => c.score)),
    secondScore: Math.max(0, candidates[1]?.score ?? 0),
    maxBm25: Math.max(1e-9, ...matches.map((m) => m.piece.bm25)),
    maxCoverage: Math.max(...matches.map((m) => m.coverage)),
    maxAsked: Math.max(1e-9, ...matches.map((m) => m.askedShare)),
  };
}

/**
 * One feature row per candidate (in FEATURES order), for the query's concepts as the engine
 * expanded them (synonyms, completions, corrections). The candidates are in the engine's order.
 */
export function candidateFeatures(corpus: RerankCorpus, expanded: readonly Alternative[][], candidates: readonly Candidate[]): number[][] {
  const q = queryMeasure(corpus, expanded);
  const matches = candidates.map((c) => candidateMatch(corpus, c.doc, q));
  const rivals = rivalsOf(corpus, candidates, matches);
  return candidates.map((c, rank) => featureRow(corpus, q, rivals, c, rank, matches[rank]!));
}

/** The features of the candidate the engine ranked `rank`, in FEATURES order. */
function featureRow(corpus: RerankCorpus, q: QueryMeasure, rivals: Rivals, c: Candidate, rank: number, m: CandidateMatch): number[] {
  const d = corpus.docs[c.doc]!;
  const { weights, all, n, rarest, story } = q;
  const title = m.hits.map((h) => h.title);
  const body = m.hits.map((h) => h.body);
  const found = title.map((t, k) => Math.max(t, body[k]!));
  const titleTerms = corpus.ownTerms(c.doc);
  const children = d.kind === 'entry' && rivals.parents.has(d.id);
  const linked = d.links.some((l) => rivals.ids.has(l)) || rivals.linkedTo.has(d.id);
  const row: Record<Feature, number> = {
    engineFirst: rank === 0 ? 1 : 0,
    engineInvRank: 1 / (1 + rank),
    engineScoreShare: Math.max(0, c.score) / rivals.maxScore,
    titleCoverage: weightedSum(title) / n,
    bodyCoverage: weightedSum(body) / n,
    idfCoverage: weightedSum(found, weights) / all,
    idfTitleCoverage: weightedSum(title, weights) / all,
    bestPieceShare: m.piece.share,
    bestPieceBm25: m.piece.bm25,
    bestPieceBm25Rel: m.piece.bm25 / rivals.maxBm25,
    rarestHit: found[rarest] ?? 0,
    rarestInTitle: title[rarest] ?? 0,
    titleAllAsked: titleTerms.size && [...titleTerms].every((t) => q.terms.has(t)) ? 1 : 0,
    titleLength: Math.log1p(titleTerms.size),
    textLength: Math.log1p(d.text.length) / 8,
    official: corpus.official[c.doc] ? 1 : 0,
    kindEntry: d.kind === 'entry' ? 1 : 0,
    kindRule: d.kind === 'rule' ? 1 : 0,
    kindFaq: d.kind === 'faq' ? 1 : 0,
    kindErrata: d.kind === 'errata' ? 1 : 0,
    kindUnit: d.kind === 'unit' ? 1 : 0,
    parentInTop: d.parent !== undefined && rivals.ids.has(d.parent) ? 1 : 0,
    childInTop: children ? 1 : 0,
    linkedInTop: linked ? 1 : 0,
    fallback: c.fallback ? 1 : 0,
    storyInvRank: story / (1 + rank),
    storyBestPiece: story * m.piece.share,
    engineSecond: rank === 1 ? 1 : 0,
    typedCoverage: weightedSum(m.hits.map((h) => Number(h.typed)), weights) / all,
    firstPieceShare: m.piece.first,
    focus: m.piece.focus,
    ruleOrdinal: d.kind === 'rule' && d.number?.includes('.') ? 1 / Number(d.number.split('.')[1]) : 0,
    idfCoverageGap: m.coverage - rivals.maxCoverage,
    storyFaq: story && d.kind === 'faq' ? 1 : 0,
    storyUnit: story && d.kind === 'unit' ? 1 : 0,
    storyEntry: story && d.kind === 'entry' ? 1 : 0,
    askedBest: m.askedShare,
    askedBestRel: m.askedShare / rivals.maxAsked,
    askedPrecision: m.asked.precision,
    rarestPieceShare: m.piece.rarestShare,
    // How sure the engine is of its first: the lead of its score over the second's.
    engineLead: rank === 0 ? (c.score - rivals.secondScore) / rivals.maxScore : 0,
    storyAskedBest: story * m.askedShare,
  };
  return FEATURES.map((f) => row[f]);
}

/** How the best one of an item's asked questions matches the query (see `bestAsked`). */
interface AskedMatch {
  /** The weight of the query's concepts it holds. */
  share: number;
  /**
   * The share of its own terms (by idf) that the query holds: between sibling rules asked about
   * the same words, the one whose question says nothing else the player did not ask is closer.
   */
  precision: number;
}

/**
 * The best one of the item's asked questions for the query: one question holding the player's
 * words together says more than the words spread over several.
 */
function bestAsked(corpus: RerankCorpus, questions: readonly ReadonlySet<string>[], expanded: readonly Alternative[][], weights: readonly number[], queryTerms: ReadonlySet<string>): AskedMatch {
  let best = 0;
  let precision = 0;
  for (const q of questions) {
    let sum = 0;
    for (let c = 0; c < expanded.length; c++) {
      if (expanded[c]!.some((a) => a.terms.length > 0 && a.terms.every((t) => q.has(t)))) sum += weights[c]!;
    }
    if (sum > best) {
      best = sum;
      let asked = 0;
      let mass = 0;
      for (const t of q) {
        const idf = corpus.hits(t).idf;
        mass += idf;
        if (queryTerms.has(t)) asked += idf;
      }
      precision = mass > 0 ? asked / mass : 0;
    }
  }
  return { share: best, precision };
}

/** The model's score of each row: the weighted sum of its features. */
export function linearScores(rows: readonly (readonly number[])[], weights: readonly number[]): number[] {
  return rows.map((row) => row.reduce((s, x, k) => s + x * (weights[k] ?? 0), 0));
}

/** A candidate as the training script records it beside its feature row: its item, its engine band. */
export interface ScoredCandidate {
  id: string;
  band: number;
}

/** Scores candidates from their feature rows (`candidates` in the same order). */
export type CandidateScorer = (rows: number[][], candidates: readonly ScoredCandidate[]) => number[];

/**
 * A reranker: its scorer, and whether it picks the first result too or keeps the engine's (the
 * training script decides, by cross-validation: see scripts/train-rerank.ts).
 */
export interface Reranker {
  score: CandidateScorer;
  first: boolean;
}

/** The engine's band of a candidate (see `Candidate.first`): higher comes first. */
export const bandOf = (c: Pick<Candidate, 'first' | 'home'>): number => 2 * Number(c.first) + Number(c.home);

/** The scorer of a linear model: weights by feature name (a feature left out weighs nothing). */
export function linearScorer(weights: Readonly<Partial<Record<Feature, number>>>): CandidateScorer {
  const w = FEATURES.map((f) => weights[f] ?? 0);
  return (rows) => linearScores(rows, w);
}

/**
 * The candidates reordered: band by band as the engine placed them (see `Candidate.first`), by
 * the model's score within a band, the engine's order breaking ties; a fallback (see
 * `Candidate.fallback`) never above an item of its band the engine placed above it, which it
 * would then outrank with no more of the query. Always a permutation of `candidates`.
 */
export function reorder<T extends Pick<Candidate, 'first' | 'home' | 'fallback'>>(candidates: readonly T[], scores: readonly number[]): T[] {
  type Scored = { c: T; i: number; s: number; band: number };
  const order = (a: Scored, b: Scored) => b.band - a.band || b.s - a.s || a.i - b.i;
  const sorted = candidates.map((c, i) => ({ c, i, s: scores[i] ?? 0, band: bandOf(c) })).sort(order);
  const out = sorted.filter((x) => !x.c.fallback);
  for (const f of sorted.filter((x) => x.c.fallback)) {
    // Its place by the model, but not above the last answer of its band the engine placed above it.
    const byModel = out.findIndex((x) => order(f, x) < 0);
    const belowAnswers = out.reduce((at, x, k) => (x.band === f.band && x.i < f.i && !x.c.fallback ? k + 1 : at), 0);
    out.splice(Math.max(belowAnswers, byModel < 0 ? out.length : byModel), 0, f);
  }
  return out.map((x) => x.c);
}

/**
 * The engine's ranking with its first RERANK_CANDIDATES reordered by the reranker (all of them, or
 * all but the engine's first when `reranker.first` is off); the rest as they were.
 */
export function rerankTop<T extends Candidate>(corpus: RerankCorpus, expanded: readonly Alternative[][], ranked: readonly T[], reranker: Reranker): T[] {
  const top = ranked.slice(0, RERANK_CANDIDATES);
  if (top.length < 3) return [...ranked];
  const rows = candidateFeatures(corpus, expanded, top);
  const scores = reranker.score(rows, top.map((c) => ({ id: corpus.docs[c.doc]!.id, band: bandOf(c) })));
  const head = reranker.first ? [] : [top[0]!];
  return [...head, ...reorder(top.slice(head.length), scores.slice(head.length)), ...ranked.slice(RERANK_CANDIDATES)];
}
