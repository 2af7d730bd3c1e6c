/**
 * The reranker's learned weights (see ./rerank.ts), written by `npx tsx scripts/train-rerank.ts`
 * from the tuning set (test/fixtures/search-eval.json). Do not edit by hand: retrain.
 */
import type { Feature } from './rerank';

/** Whether the engine reorders its first candidates by the model (see the script's cross-validated figures). */
export const RERANK_ENABLED = false;

export const RERANK_WEIGHTS: Readonly<Partial<Record<Feature, number>>> = {};
