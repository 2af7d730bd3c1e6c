import type { Roll } from './units';

/** Chance that one d10 (1-10, a "0" face reads 10) plus the modifier reaches the value (17.1, 47). */
export function hitChance(value: number, modifier: number): number {
  const faces = 11 - (value - modifier);
  return Math.min(10, Math.max(0, faces)) / 10;
}

/**
 * Exact distribution of the number of hits a pool of dice produces: out[k] = P(k hits).
 * Dice with the same value form a binomial; the groups are convolved.
 */
export function poolDistribution(rolls: readonly Roll[], modifier: number): Float64Array {
  let dist: Float64Array = new Float64Array([1]);
  for (const { value, dice } of rolls) {
    const p = hitChance(value, modifier);
    for (let d = 0; d < dice; d++) dist = addDie(dist, p);
  }
  return dist;
}

function addDie(dist: Float64Array, p: number): Float64Array {
  const out = new Float64Array(dist.length + 1);
  for (let k = 0; k < dist.length; k++) {
    const q = dist[k]!;
    out[k] = out[k]! + q * (1 - p);
    out[k + 1] = q * p;
  }
  return out;
}

/** Plasma Scoring: one unit of the pool rolls one additional die; the best value is chosen. */
export function withExtraDie(rolls: readonly Roll[]): Roll[] {
  if (rolls.length === 0) return [];
  const best = Math.min(...rolls.map((r) => r.value));
  return [...rolls, { value: best, dice: 1 }];
}
