/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 82.7% against the engine's 82.3%, top-3 94.2% against 93.8% (picking the first), lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = true;

/** Whether the model picks the first result too, or keeps the engine's: cross-validation decides. */
export const RERANK_FIRST = true;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.644834,
  engineInvRank: 0.96659,
  engineScoreShare: 0.918855,
  titleCoverage: 0.246026,
  bodyCoverage: 0.268845,
  idfCoverage: 0.230553,
  idfTitleCoverage: 0.254687,
  bestPieceShare: 0.241895,
  bestPieceBm25: 0.300756,
  bestPieceBm25Rel: 0.349201,
  rarestHit: -0.0204048,
  rarestInTitle: 0.0752135,
  titleAllAsked: 0.212643,
  titleLength: -0.0504342,
  textLength: 0.0170527,
  official: -0.0564272,
  kindEntry: -0.0155234,
  kindRule: 0.0860014,
  kindFaq: -0.187479,
  kindErrata: -0.194447,
  kindUnit: 0.230898,
  parentInTop: 0.0499217,
  childInTop: 0.115916,
  linkedInTop: 0.0619781,
  fallback: 0.0117317,
  storyInvRank: 0.539217,
  storyBestPiece: 0.120674,
  engineSecond: 0.436942,
  typedCoverage: 0.194955,
  firstPieceShare: 0.323441,
  focus: 0.241709,
  ruleOrdinal: 0.101194,
  idfCoverageGap: 0.265749,
  storyFaq: -0.176112,
  storyUnit: 0.024676,
  storyEntry: -0.226308,
  askedBest: 0.413392,
  askedBestRel: 0.42046,
  askedPrecision: 0.827534,
  rarestPieceShare: 0.0935464,
  engineLead: 1.04946,
  storyAskedBest: 0.447668,
};
