/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 83.3% against the engine's 82.9%, top-3 94.5% against 94.2% (picking the first), lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = true;

/** Whether the model picks the first result too, or keeps the engine's: cross-validation decides. */
export const RERANK_FIRST = true;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.657838,
  engineInvRank: 0.978128,
  engineScoreShare: 0.916904,
  titleCoverage: 0.242689,
  bodyCoverage: 0.269782,
  idfCoverage: 0.231574,
  idfTitleCoverage: 0.254607,
  bestPieceShare: 0.241397,
  bestPieceBm25: 0.297578,
  bestPieceBm25Rel: 0.350497,
  rarestHit: -0.0205459,
  rarestInTitle: 0.0747105,
  titleAllAsked: 0.222234,
  titleLength: -0.0517284,
  textLength: 0.000917169,
  official: -0.0550791,
  kindEntry: -0.01213,
  kindRule: 0.0847,
  kindFaq: -0.183936,
  kindErrata: -0.193082,
  kindUnit: 0.203178,
  parentInTop: 0.0469793,
  childInTop: 0.119931,
  linkedInTop: 0.0586174,
  fallback: 0.00229175,
  storyInvRank: 0.559979,
  storyBestPiece: 0.11828,
  engineSecond: 0.438318,
  typedCoverage: 0.195742,
  firstPieceShare: 0.320268,
  focus: 0.233436,
  ruleOrdinal: 0.109224,
  idfCoverageGap: 0.265239,
  storyFaq: -0.172967,
  storyUnit: -0.0878572,
  storyEntry: -0.219147,
  askedBest: 0.402554,
  askedBestRel: 0.411658,
  askedPrecision: 0.810177,
  rarestPieceShare: 0.0914602,
  engineLead: 1.05945,
  storyAskedBest: 0.424787,
};
