/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 84.1% against the engine's 84.1%, top-3 93.9% against 94.3%, lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = false;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.828825,
  engineInvRank: 1.2144,
  engineScoreShare: 1.17761,
  titleCoverage: 0.270638,
  bodyCoverage: 0.296961,
  idfCoverage: 0.249379,
  idfTitleCoverage: 0.285312,
  bestPieceShare: 0.25043,
  bestPieceBm25: 0.321507,
  bestPieceBm25Rel: 0.371039,
  rarestHit: -0.000952657,
  rarestInTitle: 0.122543,
  titleAllAsked: 0.189585,
  titleLength: -0.0209651,
  textLength: -0.212712,
  official: 0.128716,
  kindEntry: -0.0129296,
  kindRule: 0.038766,
  kindFaq: -0.0366981,
  kindErrata: -0.094256,
  kindUnit: 0.236407,
  parentInTop: 0.0448914,
  childInTop: 0.175486,
  linkedInTop: 0.162774,
  fallback: -0.176311,
  storyInvRank: 0.663314,
  storyBestPiece: 0.0547858,
  engineSecond: 0.453547,
  typedCoverage: 0.186232,
  firstPieceShare: 0.420092,
  focus: 0.308443,
  ruleOrdinal: 0.162163,
  idfCoverageGap: 0.271738,
  storyFaq: 0.066166,
  storyUnit: 0.155978,
  storyEntry: -0.203725,
};
