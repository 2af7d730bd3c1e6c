/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 82.1% against the engine's 81.8%, top-3 93.8% against 93.4% (picking the first), lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = true;

/** Whether the model picks the first result too, or keeps the engine's: cross-validation decides. */
export const RERANK_FIRST = true;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.615755,
  engineInvRank: 0.955682,
  engineScoreShare: 0.93839,
  titleCoverage: 0.256011,
  bodyCoverage: 0.266517,
  idfCoverage: 0.240971,
  idfTitleCoverage: 0.271787,
  bestPieceShare: 0.239494,
  bestPieceBm25: 0.296428,
  bestPieceBm25Rel: 0.371451,
  rarestHit: -0.0258126,
  rarestInTitle: 0.0820944,
  titleAllAsked: 0.164069,
  titleLength: -0.0492507,
  textLength: 0.0305332,
  official: -0.0693735,
  kindEntry: -0.00140545,
  kindRule: 0.0738032,
  kindFaq: -0.189444,
  kindErrata: -0.200635,
  kindUnit: 0.233785,
  parentInTop: 0.0851085,
  childInTop: 0.143452,
  linkedInTop: 0.0977761,
  fallback: 0.0191803,
  storyInvRank: 0.495463,
  storyBestPiece: 0.113874,
  engineSecond: 0.43922,
  typedCoverage: 0.192544,
  firstPieceShare: 0.32541,
  focus: 0.24415,
  ruleOrdinal: 0.125459,
  idfCoverageGap: 0.270334,
  storyFaq: -0.171635,
  storyUnit: -0.0472891,
  storyEntry: -0.197403,
  askedBest: 0.44597,
  askedBestRel: 0.445642,
  askedPrecision: 0.813142,
  rarestPieceShare: 0.0713107,
  engineLead: 1.05401,
  storyAskedBest: 0.477548,
};
