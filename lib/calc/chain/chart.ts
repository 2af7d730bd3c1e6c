/**
 * The chart: the chance the combat is still going after each round. Phase 1 charts the rounds it
 * steps; phase 2 records each pair's moves per unit of mass (Edges) so that its rounds can be
 * replayed for the chart alone.
 */
import { grown } from '../grown';
import type { PairIds } from './pair-ids';

/** Chart the rounds until the combat is this unlikely to be still going. */
const CHART_EPSILON = 1e-4;
const CHART_MAX_ROUNDS = 30;
/** Chart-only: masses below this are not followed (at most ~1e-6 of the chart in all). */
export const CHART_PRUNE = 1e-10;

/** A growable list of moves (target pair, probability), for the chart's replay of the rounds. */
export class Edges {
  to = new Int32Array(256);
  p = new Float64Array(256);
  n = 0;
  push(to: number, p: number): void {
    if (this.n === this.to.length) {
      this.to = grown(this.to, 2 * this.n);
      this.p = grown(this.p, 2 * this.n);
    }
    this.to[this.n] = to;
    this.p[this.n++] = p;
  }
}

/** The chart's two arrays of masses by pair, kept between calculations. */
export class ChartBuffers {
  from = new Float64Array(0);
  to = new Float64Array(0);
  fit(pairs: number): void {
    if (this.from.length >= pairs) return;
    this.from = new Float64Array(2 * pairs);
    this.to = new Float64Array(2 * pairs);
  }
}

/**
 * The chance the combat is still going after each further round (pushed onto `stillGoing`), for
 * the chart only: the rounds from `firstRound` are replayed from the masses `start` over the
 * moves phase 2 recorded for the pairs it met (each pair's moves to live pairs, per unit of
 * mass), skipping pairs below CHART_PRUNE, which keeps it cheap and off by less than 1e-6.
 */
export function chartRemainingRounds(
  buffers: ChartBuffers,
  pairs: PairIds,
  met: readonly number[],
  start: readonly (readonly [number, number])[],
  edges: Edges,
  firstRound: number,
  stillGoing: number[],
): void {
  buffers.fit(pairs.n);
  let { from, to } = buffers;
  for (const x of met) {
    from[x] = 0;
    to[x] = 0;
  }
  for (const [x, p] of start) from[x] = p;
  let left = 0;
  for (const x of met) left += from[x]!;
  const edgeTo = edges.to;
  const edgeP = edges.p;
  const { edgeStart, edgeEnd } = pairs;
  const nMet = met.length;
  for (let rd = firstRound; left >= CHART_EPSILON && rd <= CHART_MAX_ROUNDS; rd++) {
    // One pass spreads each pair's mass and clears it (moves only write to `to`), one sums `to`.
    for (let k = 0; k < nMet; k++) {
      const x = met[k]!;
      const m = from[x]!;
      if (m === 0) continue;
      from[x] = 0;
      if (m < CHART_PRUNE) continue;
      for (let e = edgeStart[x]!, stop = edgeEnd[x]!; e < stop; e++) to[edgeTo[e]!] = to[edgeTo[e]!]! + m * edgeP[e]!;
    }
    [from, to] = [to, from];
    left = 0;
    for (let k = 0; k < nMet; k++) left += from[met[k]!]!;
    stillGoing.push(left);
  }
}

/**
 * The chart of an unlimited combat, as if phase 2 had charted what phase 1 stepped beyond the
 * rounds it had to: rounds until the combat is less than CHART_EPSILON likely to be still going.
 */
export function chartOnly(stillGoing: number[], needed: number): number[] {
  for (let k = needed; k < stillGoing.length; k++) {
    if (k >= CHART_MAX_ROUNDS || (k > 0 ? stillGoing[k - 1]! : 1) < CHART_EPSILON) {
      stillGoing.length = k;
      break;
    }
  }
  return stillGoing;
}
