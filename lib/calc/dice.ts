import type { Roll } from './units';

/** Chance that one d10 (1-10, a "0" face reads 10) plus the modifier reaches the value (17.1, 47). */
export function hitChance(value: number, modifier: number): number {
  const faces = 11 - (value - modifier);
  return Math.min(10, Math.max(0, faces)) / 10;
}

/**
 * Exact distribution of the number of hits a pool of dice produces: out[k] = P(k hits).
 * Dice with the same value form a binomial; the groups are convolved. With `reroll` each missed
 * die is rolled once more (63).
 */
export function poolDistribution(rolls: readonly Roll[], modifier: number, reroll = false): Float64Array {
  let dist: Float64Array = NO_HITS;
  for (const { value, dice } of rolls) {
    const once = hitChance(value, modifier);
    const p = reroll ? once + (1 - once) * once : once;
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

/**
 * One combat die as a distribution of hits: it hits when the result plus the modifier reaches the
 * value; a natural 9 or 10 adds `burst` hits (J.N.S. Hylarim, "before applying modifiers"); with
 * `reroll` a die that produced no hit is rolled once more (63: the new result stands).
 */
export function dieDistribution(value: number, modifier: number, burst: number, reroll: boolean): Float64Array {
  const once = new Float64Array(2 + burst);
  for (let face = 1; face <= 10; face++) {
    const hits = (face + modifier >= value ? 1 : 0) + (face >= 9 ? burst : 0);
    once[hits] = once[hits]! + 0.1;
  }
  if (!reroll || once[0] === 0) return once;
  const out = new Float64Array(once.length);
  const miss = once[0]!;
  for (let k = 0; k < once.length; k++) out[k] = (k === 0 ? 0 : once[k]!) + miss * once[k]!;
  return out;
}

/**
 * The hits of `n` identical combat dice (dieDistribution), cached across calculations: the same
 * few dice recur in every battle, so each is worked out once per process. Read-only.
 */
export function diceHits(value: number, modifier: number, burst: number, reroll: boolean, n: number): Float64Array {
  const key = ((value + 50) * 200 + modifier + 100) * 64 + burst * 2 + (reroll ? 1 : 0);
  let powers = DICE.get(key);
  if (!powers) {
    powers = [ONE, dieDistribution(value, modifier, burst, reroll)];
    DICE.set(key, powers);
  }
  for (let k = powers.length; k <= n; k++) powers.push(addDice(ONE, powers[1]!, k));
  return powers[n]!;
}
const ONE = new Float64Array([1]);
/** Zero hits for sure; shared (allocating small typed arrays is slow), so never written to. */
export const NO_HITS: Float64Array = ONE;
const DICE = new Map<number, Float64Array[]>();

/** The distribution of the total of `n` independent dice with distribution `die`, convolved into `into`. */
function addDice(into: Float64Array, die: Float64Array, n: number): Float64Array {
  let dist = into;
  if (die.length === 2) {
    // A plain hit-or-miss die: add the n dice as one binomial.
    const p = die[1]!;
    if (n === 0) return dist;
    const binom = new Float64Array(n + 1);
    binom[0] = 1;
    for (let d = 0; d < n; d++) {
      for (let k = d + 1; k >= 1; k--) binom[k] = binom[k]! * (1 - p) + binom[k - 1]! * p;
      binom[0] = binom[0]! * (1 - p);
    }
    return convolve(dist, binom);
  }
  for (let d = 0; d < n; d++) dist = convolve(dist, die);
  return dist;
}

export function convolve(a: Float64Array, b: Float64Array): Float64Array {
  if (b.length === 1) return a;
  if (a.length === 1 && a[0] === 1) return b;
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j] = out[i + j]! + x * b[j]!;
  }
  return out;
}

/**
 * The convolution of the first n distributions of `parts`, allocating only the result (the steps
 * between run in two scratch arrays kept for the next call). Same arithmetic, in the same order,
 * as convolving them one after the other.
 */
export function convolveAll(parts: readonly Float64Array[], n = parts.length): Float64Array {
  let first = -1;
  let count = 0;
  let len = 1;
  for (let i = 0; i < n; i++) {
    if (parts[i]!.length <= 1) continue;
    count++;
    len += parts[i]!.length - 1;
    if (first < 0) first = i;
  }
  if (count === 0) return NO_HITS;
  if (count === 1) return parts[first]!;
  if (scratch[0].length < len) scratch = [new Float64Array(2 * len), new Float64Array(2 * len)];
  let [cur, next] = scratch;
  cur[0] = 1;
  let curLen = 1;
  for (let k = 0; k < n; k++) {
    const b = parts[k]!;
    if (b.length <= 1) continue;
    const outLen = curLen + b.length - 1;
    next.fill(0, 0, outLen);
    for (let i = 0; i < curLen; i++) {
      const x = cur[i]!;
      if (x === 0) continue;
      for (let j = 0; j < b.length; j++) next[i + j] = next[i + j]! + x * b[j]!;
    }
    [cur, next] = [next, cur];
    curLen = outLen;
  }
  return cur.slice(0, curLen);
}
let scratch: [Float64Array, Float64Array] = [new Float64Array(64), new Float64Array(64)];

/** Plasma Scoring: one unit of the pool rolls one additional die; the best value is chosen. */
export function withExtraDie(rolls: readonly Roll[]): Roll[] {
  if (rolls.length === 0) return [];
  const best = Math.min(...rolls.map((r) => r.value));
  return [...rolls, { value: best, dice: 1 }];
}

/**
 * A roll made again, whole, when it scored more hits than its average (Scramble Frequency; War
 * Funding Ω on the opponent's combat dice): outcome o of `dist` scores `hits(o)` hits.
 */
export function rerolledAboveMean(dist: Float64Array, hits: (o: number) => number = (o) => o): Float64Array {
  let mean = 0;
  dist.forEach((p, o) => (mean += p * hits(o)));
  const above = (o: number) => hits(o) > mean + SUM_ERROR;
  let again = 0;
  dist.forEach((p, o) => {
    if (above(o)) again += p;
  });
  return dist.map((p, o) => (above(o) ? 0 : p) + again * p);
}
// A mean summed in floating point misses a whole number of hits by a rounding error (10 dice of
// 10: 1.0000000000000004): a roll of exactly that many is not above it, whichever side it misses by.
const SUM_ERROR = 1e-12;

/** A roll whose every hit counts twice (X-89 Bacterial Weapon ΩΩ): h hits become 2h. */
export function doubled(dist: Float64Array): Float64Array {
  const out = new Float64Array(2 * dist.length - 1);
  dist.forEach((p, h) => (out[2 * h] = p));
  return out;
}
