/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 77.8% against the engine's 77.9%, top-3 90.8% against 89.3%, lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = false;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.790408,
  engineInvRank: 1.07268,
  engineScoreShare: 0.983014,
  titleCoverage: 0.347587,
  bodyCoverage: 0.336363,
  idfCoverage: 0.307902,
  idfTitleCoverage: 0.354279,
  bestPieceShare: 0.346289,
  bestPieceBm25: 0.362342,
  bestPieceBm25Rel: 0.578648,
  rarestHit: -0.0259835,
  rarestInTitle: 0.067044,
  titleAllAsked: 0.306033,
  titleLength: -0.0616283,
  textLength: -0.224534,
  official: 0.183126,
  kindEntry: -0.00235911,
  kindRule: 0.140739,
  kindFaq: -0.178481,
  kindErrata: -0.181134,
  kindUnit: 0.320117,
  parentInTop: 0.0493961,
  childInTop: 0.174349,
  linkedInTop: 0.11709,
  fallback: -0.208403,
  storyInvRank: 0.473093,
  storyBestPiece: 0.194143,
  engineSecond: 0.351016,
  typedCoverage: 0.246181,
  firstPieceShare: 0.496554,
  focus: 0.389545,
  ruleOrdinal: 0.182355,
  idfCoverageGap: 0.352121,
  storyFaq: -0.15411,
  storyUnit: 0.197687,
  storyEntry: -0.362688,
};
