/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 85.0% against the engine's 84.5%, top-3 94.7% against 94.2% (picking the first), lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = true;

/** Whether the model picks the first result too, or keeps the engine's: cross-validation decides. */
export const RERANK_FIRST = true;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.8139,
  engineInvRank: 1.10852,
  engineScoreShare: 1.08878,
  titleCoverage: 0.270846,
  bodyCoverage: 0.293434,
  idfCoverage: 0.249466,
  idfTitleCoverage: 0.273051,
  bestPieceShare: 0.251222,
  bestPieceBm25: 0.310916,
  bestPieceBm25Rel: 0.353607,
  rarestHit: -0.0113132,
  rarestInTitle: 0.0781501,
  titleAllAsked: 0.196289,
  titleLength: -0.0451178,
  textLength: -0.119417,
  official: 0.0730444,
  kindEntry: 0.0406967,
  kindRule: 0.0897905,
  kindFaq: -0.20316,
  kindErrata: -0.188815,
  kindUnit: 0.32583,
  parentInTop: 0.0567388,
  childInTop: 0.240789,
  linkedInTop: 0.115885,
  fallback: -0.0994203,
  storyInvRank: 0.577486,
  storyBestPiece: 0.0679568,
  engineSecond: 0.389698,
  typedCoverage: 0.181887,
  firstPieceShare: 0.389364,
  focus: 0.283236,
  ruleOrdinal: 0.186451,
  idfCoverageGap: 0.270156,
  storyFaq: -0.182507,
  storyUnit: 0.223525,
  storyEntry: -0.166529,
  askedBest: 0.501324,
  askedBestRel: 0.496188,
};
