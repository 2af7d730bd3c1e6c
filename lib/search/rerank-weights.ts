/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 81.3% against the engine's 81.5%, top-3 93.4% against 92.4%, lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = false;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.814055,
  engineInvRank: 1.11258,
  engineScoreShare: 0.998309,
  titleCoverage: 0.356577,
  bodyCoverage: 0.361943,
  idfCoverage: 0.340019,
  idfTitleCoverage: 0.368156,
  bestPieceShare: 0.34701,
  bestPieceBm25: 0.366174,
  bestPieceBm25Rel: 0.59296,
  rarestHit: -0.00262826,
  rarestInTitle: 0.088845,
  titleAllAsked: 0.374495,
  titleLength: -0.116834,
  textLength: -0.134015,
  official: 0.156322,
  kindEntry: 0.0238133,
  kindRule: 0.166085,
  kindFaq: -0.153909,
  kindErrata: -0.16458,
  kindUnit: -0.0412668,
  parentInTop: 0.0660968,
  childInTop: 0.181826,
  linkedInTop: 0.17863,
  fallback: -0.171926,
  storyInvRank: 0.514622,
  storyBestPiece: 0.177634,
  engineSecond: 0.310373,
  typedCoverage: 0.225313,
  firstPieceShare: 0.506309,
  focus: 0.394452,
  ruleOrdinal: 0.198237,
  idfCoverageGap: 0.390478,
  storyFaq: -0.143373,
  storyUnit: 0.0983046,
  storyEntry: -0.309973,
};
