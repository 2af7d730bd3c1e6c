/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 85.5% against the engine's 85.0%, top-3 95.0% against 94.6% (picking the first), lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = true;

/** Whether the model picks the first result too, or keeps the engine's: cross-validation decides. */
export const RERANK_FIRST = true;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.668435,
  engineInvRank: 0.957912,
  engineScoreShare: 0.874194,
  titleCoverage: 0.243664,
  bodyCoverage: 0.235416,
  idfCoverage: 0.226539,
  idfTitleCoverage: 0.277591,
  bestPieceShare: 0.255238,
  bestPieceBm25: 0.30888,
  bestPieceBm25Rel: 0.335697,
  rarestHit: 0.0130501,
  rarestInTitle: 0.0730781,
  titleAllAsked: 0.204992,
  titleLength: -0.0516084,
  textLength: -0.198774,
  official: -0.01927,
  kindEntry: 0.0105152,
  kindRule: 0.0642133,
  kindFaq: -0.131727,
  kindErrata: -0.135113,
  kindUnit: 0.242472,
  parentInTop: 0.0935719,
  childInTop: 0.13351,
  linkedInTop: 0.066737,
  fallback: -0.0145537,
  storyInvRank: 0.602525,
  storyBestPiece: 0.171472,
  engineSecond: 0.380648,
  typedCoverage: 0.256927,
  firstPieceShare: 0.326086,
  focus: 0.178899,
  ruleOrdinal: 0.0781428,
  idfCoverageGap: 0.244034,
  storyFaq: -0.100104,
  storyUnit: -0.0152258,
  storyEntry: -0.15581,
  askedBest: 0.416625,
  askedBestRel: 0.381462,
  askedPrecision: 0.743574,
  rarestPieceShare: 0.124044,
  engineLead: 0.957418,
  storyAskedBest: 0.386334,
  siblingUnique: 0.971072,
  askedSiblingGap: 0.122049,
  askPieceShare: 0.0457391,
};
