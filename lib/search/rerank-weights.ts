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
  engineFirst: 0.814299,
  engineInvRank: 1.11287,
  engineScoreShare: 0.998867,
  titleCoverage: 0.355483,
  bodyCoverage: 0.364148,
  idfCoverage: 0.341507,
  idfTitleCoverage: 0.367318,
  bestPieceShare: 0.349659,
  bestPieceBm25: 0.391401,
  bestPieceBm25Rel: 0.592641,
  rarestHit: -0.00191654,
  rarestInTitle: 0.0885771,
  titleAllAsked: 0.37417,
  titleLength: -0.117109,
  textLength: -0.130107,
  official: 0.156957,
  kindEntry: 0.0233353,
  kindRule: 0.166348,
  kindFaq: -0.152606,
  kindErrata: -0.164343,
  kindUnit: -0.0462196,
  parentInTop: 0.0658216,
  childInTop: 0.180806,
  linkedInTop: 0.178859,
  fallback: -0.172784,
  storyInvRank: 0.515479,
  storyBestPiece: 0.178627,
  engineSecond: 0.310225,
  typedCoverage: 0.225265,
  firstPieceShare: 0.509189,
  focus: 0.394993,
  ruleOrdinal: 0.197936,
  idfCoverageGap: 0.392191,
  storyFaq: -0.142499,
  storyUnit: 0.0967977,
  storyEntry: -0.310528,
};
