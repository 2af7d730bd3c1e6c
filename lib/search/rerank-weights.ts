/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json): 10-fold cross-validated top-1
 * 83.1% against the engine's 82.9%, top-3 93.9% against 93.7% (picking the first), lambda 0.1.
 * Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model: only when cross-validation says it helps. */
export const RERANK_ENABLED = true;

/** Whether the model picks the first result too, or keeps the engine's: cross-validation decides. */
export const RERANK_FIRST = true;

export const RERANK_WEIGHTS: Readonly<Record<Feature, number>> = {
  engineFirst: 0.795856,
  engineInvRank: 1.08884,
  engineScoreShare: 1.09229,
  titleCoverage: 0.272414,
  bodyCoverage: 0.281682,
  idfCoverage: 0.250724,
  idfTitleCoverage: 0.287491,
  bestPieceShare: 0.250602,
  bestPieceBm25: 0.311305,
  bestPieceBm25Rel: 0.358117,
  rarestHit: -0.0219232,
  rarestInTitle: 0.0720056,
  titleAllAsked: 0.178844,
  titleLength: -0.0512349,
  textLength: -0.0259601,
  official: -0.0591703,
  kindEntry: 0.00943363,
  kindRule: 0.0760341,
  kindFaq: -0.209746,
  kindErrata: -0.18242,
  kindUnit: 0.279079,
  parentInTop: 0.0682008,
  childInTop: 0.201004,
  linkedInTop: 0.0976118,
  fallback: 0.00145666,
  storyInvRank: 0.576587,
  storyBestPiece: 0.0939292,
  engineSecond: 0.424219,
  typedCoverage: 0.224624,
  firstPieceShare: 0.374288,
  focus: 0.25106,
  ruleOrdinal: 0.14258,
  idfCoverageGap: 0.282652,
  storyFaq: -0.195913,
  storyUnit: -0.0461208,
  storyEntry: -0.2212,
  askedBest: 0.531055,
  askedBestRel: 0.522589,
};
