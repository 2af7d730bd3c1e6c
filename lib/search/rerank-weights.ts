/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 77.9% against the engine's 77.9%, top-3 90.8% against 89.3%, lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = true;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.783992,
  engineInvRank: 1.07209,
  engineScoreShare: 0.983545,
  titleCoverage: 0.354544,
  bodyCoverage: 0.335551,
  idfCoverage: 0.307032,
  idfTitleCoverage: 0.361264,
  bestPieceShare: 0.345559,
  bestPieceBm25: 0.361775,
  bestPieceBm25Rel: 0.578133,
  rarestHit: -0.0264908,
  rarestInTitle: 0.0696357,
  titleAllAsked: 0.306224,
  titleLength: -0.0602393,
  textLength: -0.222619,
  official: 0.181164,
  kindEntry: -0.00209519,
  kindRule: 0.139086,
  kindFaq: -0.176646,
  kindErrata: -0.181731,
  kindUnit: 0.321047,
  parentInTop: 0.0491637,
  childInTop: 0.174747,
  linkedInTop: 0.11701,
  fallback: -0.206886,
  storyInvRank: 0.477502,
  storyBestPiece: 0.195307,
  engineSecond: 0.360679,
  typedCoverage: 0.237228,
  firstPieceShare: 0.492436,
  focus: 0.385688,
  ruleOrdinal: 0.183218,
  idfCoverageGap: 0.350978,
  storyFaq: -0.155754,
  storyUnit: 0.194575,
  storyEntry: -0.363596,
};
