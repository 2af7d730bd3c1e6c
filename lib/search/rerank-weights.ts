/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 82.5% against the engine's 82.2%, top-3 93.5% against 93.2% (picking the first), lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = true;

/** Whether the model picks the first result too, or keeps the engine's: cross-validation decides. */
export const RERANK_FIRST = true;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.789308,
  engineInvRank: 1.08609,
  engineScoreShare: 1.08947,
  titleCoverage: 0.272118,
  bodyCoverage: 0.28783,
  idfCoverage: 0.253581,
  idfTitleCoverage: 0.284301,
  bestPieceShare: 0.252079,
  bestPieceBm25: 0.312271,
  bestPieceBm25Rel: 0.361196,
  rarestHit: -0.0216839,
  rarestInTitle: 0.0821952,
  titleAllAsked: 0.182952,
  titleLength: -0.0502203,
  textLength: -0.0368159,
  official: -0.0447571,
  kindEntry: 0.0103594,
  kindRule: 0.0785523,
  kindFaq: -0.209329,
  kindErrata: -0.181912,
  kindUnit: 0.284305,
  parentInTop: 0.0640462,
  childInTop: 0.199672,
  linkedInTop: 0.0965474,
  fallback: 0.00542609,
  storyInvRank: 0.566686,
  storyBestPiece: 0.0959414,
  engineSecond: 0.430005,
  typedCoverage: 0.221242,
  firstPieceShare: 0.376611,
  focus: 0.249645,
  ruleOrdinal: 0.137723,
  idfCoverageGap: 0.284937,
  storyFaq: -0.196346,
  storyUnit: -0.0572222,
  storyEntry: -0.22554,
  askedBest: 0.531664,
  askedBestRel: 0.521938,
};
