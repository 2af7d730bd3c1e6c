/**
 * Learning the reranker's weights (./rerank.ts) from judged questions: a pairwise logistic
 * regression with L2 regularisation. For each question whose answer is among the candidates, every
 * (answer, other candidate of the same band) pair asks the model to score the answer higher; each
 * question weighs the same, however many pairs it makes. Used by scripts/train-rerank.ts, never shipped.
 */

/** One judged question: a feature row per candidate, in the engine's order. */
export interface Example {
  rows: number[][];
  /** The engine's band of each candidate (see `bandOf`): the reranker never reorders across bands. */
  bands: number[];
  /** Whether each candidate answers the question. */
  answers: boolean[];
}

/** The training pairs, packed: pair p's difference is `diffs[p * width ...]`, its weight `weights[p]`. */
interface Pairs {
  diffs: Float64Array;
  weights: Float64Array;
}

/** Per feature, the mean and spread over all candidates: the model learns on standard units. */
export function scaling(examples: readonly Example[], width: number): { mean: number[]; scale: number[] } {
  const rows = examples.flatMap((e) => e.rows);
  const mean = Array.from({ length: width }, (_, k) => rows.reduce((s, r) => s + r[k]!, 0) / Math.max(1, rows.length));
  const scale = mean.map((m, k) => Math.sqrt(rows.reduce((s, r) => s + (r[k]! - m) ** 2, 0) / Math.max(1, rows.length)) || 1);
  return { mean, scale };
}

/** The training pairs (answer minus other, in standard units), each question weighing 1 in all. */
function pairsOf(examples: readonly Example[], scale: readonly number[]): Pairs {
  const width = scale.length;
  const diffs: number[] = [];
  const weights: number[] = [];
  for (const { rows, bands, answers } of examples) {
    let own = 0;
    rows.forEach((good, i) => {
      if (!answers[i]) return;
      rows.forEach((bad, j) => {
        if (answers[j] || bands[j] !== bands[i]) return;
        for (let k = 0; k < width; k++) diffs.push((good[k]! - bad[k]!) / scale[k]!);
        own++;
      });
    });
    for (let p = 0; p < own; p++) weights.push(1 / own);
  }
  return { diffs: Float64Array.from(diffs), weights: Float64Array.from(weights) };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Weights minimising the weighted pairwise logistic loss plus `lambda` times the squared norm
 * (per question: the loss is an average over questions), by gradient descent with Adam. Returned in
 * raw feature units, so a candidate's score is the plain weighted sum of its row.
 */
export function fitPairwise(examples: readonly Example[], width: number, lambda: number, iterations = 400): number[] {
  const { scale } = scaling(examples, width);
  const { diffs, weights } = pairsOf(examples, scale);
  const questions = Math.max(1, examples.filter((e) => e.answers.some(Boolean)).length);
  const w = new Float64Array(width);
  const m = new Float64Array(width);
  const v = new Float64Array(width);
  const rate = 0.05;
  for (let step = 1; step <= iterations; step++) {
    const grad = Float64Array.from(w, (x) => 2 * lambda * x);
    // One flat array, read in order: the pairs' objects scattered over the heap made this loop, run
    // 400 times over some 50,000 pairs per fold, the slowest part of training after the searches.
    for (let p = 0, at = 0; p < weights.length; p++, at += width) {
      let z = 0;
      for (let k = 0; k < width; k++) z += w[k]! * diffs[at + k]!;
      const g = (-weights[p]! * sigmoid(-z)) / questions;
      for (let k = 0; k < width; k++) grad[k] = grad[k]! + g * diffs[at + k]!;
    }
    for (let k = 0; k < width; k++) {
      m[k] = 0.9 * m[k]! + 0.1 * grad[k]!;
      v[k] = 0.999 * v[k]! + 0.001 * grad[k]! ** 2;
      w[k] = w[k]! - (rate * (m[k]! / (1 - 0.9 ** step))) / (Math.sqrt(v[k]! / (1 - 0.999 ** step)) + 1e-8);
    }
  }
  return Array.from(w, (x, k) => x / scale[k]!);
}

/** A fold (0 to k-1) for each of `n` questions: a seeded shuffle dealt round, so folds differ by one at most. */
export function foldsOf(n: number, k: number, seed = 1): number[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: a fixed seed gives the same folds on every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const folds = new Array<number>(n);
  order.forEach((q, i) => (folds[q] = i % k));
  return folds;
}
