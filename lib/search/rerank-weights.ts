/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 81.4% against the engine's 81.2%, top-3 93.3% against 93.3% (picking the first), lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = true;

/** Whether the model picks the first result too, or keeps the engine's: cross-validation decides. */
export const RERANK_FIRST = true;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.753871,
  engineInvRank: 1.08241,
  engineScoreShare: 1.09786,
  titleCoverage: 0.268687,
  bodyCoverage: 0.272821,
  idfCoverage: 0.252616,
  idfTitleCoverage: 0.290533,
  bestPieceShare: 0.25872,
  bestPieceBm25: 0.317314,
  bestPieceBm25Rel: 0.375034,
  rarestHit: -0.0238792,
  rarestInTitle: 0.0900302,
  titleAllAsked: 0.176827,
  titleLength: -0.0527524,
  textLength: -0.104388,
  official: -0.0378369,
  kindEntry: 0.0117666,
  kindRule: 0.0784818,
  kindFaq: -0.200373,
  kindErrata: -0.192,
  kindUnit: 0.277706,
  parentInTop: 0.066899,
  childInTop: 0.175086,
  linkedInTop: 0.107951,
  fallback: -0.0171963,
  storyInvRank: 0.573893,
  storyBestPiece: 0.105445,
  engineSecond: 0.399337,
  typedCoverage: 0.225417,
  firstPieceShare: 0.367179,
  focus: 0.273334,
  ruleOrdinal: 0.124189,
  idfCoverageGap: 0.284555,
  storyFaq: -0.180288,
  storyUnit: -0.0403194,
  storyEntry: -0.223633,
  askedBest: 0.567589,
  askedBestRel: 0.541483,
};
