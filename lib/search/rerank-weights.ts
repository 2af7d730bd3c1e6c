/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 85.5% against the engine's 85.0%, top-3 95.1% against 94.6% (picking the first), lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = true;

/** Whether the model picks the first result too, or keeps the engine's: cross-validation decides. */
export const RERANK_FIRST = true;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.659176,
  engineInvRank: 0.936016,
  engineScoreShare: 0.837531,
  titleCoverage: 0.253475,
  bodyCoverage: 0.209933,
  idfCoverage: 0.211749,
  idfTitleCoverage: 0.280941,
  bestPieceShare: 0.235861,
  bestPieceBm25: 0.280383,
  bestPieceBm25Rel: 0.306032,
  rarestHit: 0.0120149,
  rarestInTitle: 0.0679263,
  titleAllAsked: 0.206153,
  titleLength: -0.0516795,
  textLength: -0.22232,
  official: -0.00207489,
  kindEntry: 0.0179409,
  kindRule: 0.0717264,
  kindFaq: -0.140648,
  kindErrata: -0.145949,
  kindUnit: 0.241755,
  parentInTop: 0.104628,
  childInTop: 0.141379,
  linkedInTop: 0.0647656,
  fallback: -0.0264369,
  storyInvRank: 0.59691,
  storyBestPiece: 0.159684,
  engineSecond: 0.36426,
  typedCoverage: 0.24145,
  firstPieceShare: 0.311582,
  focus: 0.183686,
  ruleOrdinal: 0.0799618,
  idfCoverageGap: 0.228074,
  storyFaq: -0.109552,
  storyUnit: -0.0229292,
  storyEntry: -0.154227,
  askedBest: 0.329661,
  askedBestRel: 0.325345,
  askedPrecision: 0.672406,
  rarestPieceShare: 0.112346,
  engineLead: 0.916236,
  storyAskedBest: 0.354031,
  askedPairs: 0.624213,
  askedOrdered: 0.497862,
  pairProximityRel: 0.22894,
  orderedPairs: 0.259378,
};
