/**
 * The combat rounds as an absorbing Markov chain over pairs of side states (a, d).
 *
 * Phase 1 steps the distribution round by round while anything depends on the round number
 * (Morale Boost, "retreat after round N", a round limit) and while the chance that the combat is
 * still going is worth charting. Phase 2 solves what is left exactly: every side state has a rank
 * that never decreases (fleet.progressRank), so pair blocks of equal ranks are visited in order of
 * rank sum and each block's inner loop (no hits; or a Duranium repair) is solved as a small linear
 * system instead of being iterated.
 */
import type { SideSpace } from './space';

export const OUTCOMES = [
  'attacker',
  'defender',
  'draw',
  'attackerRetreated',
  'defenderRetreated',
  'ongoing',
  'stalemate',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

export type SideIndex = 0 | 1;

export interface ChainRules {
  /** The side's combat-roll modifier in round r (1-based). */
  modifier(side: SideIndex, round: number): number;
  /** Whether the side announces a retreat at the start of round r in state s (67.4). */
  retreats(side: SideIndex, round: number, s: number): boolean;
  /** Rounds fought before the combat is stopped as "ongoing"; Infinity when unlimited. */
  maxRounds: number;
  /** From this round on, modifier() and retreats() no longer depend on the round. */
  stationaryFrom: number;
}

export interface ChainResult {
  outcome: Record<Outcome, number>;
  /** P(the side ends the combat in state s). */
  finalA: Float64Array;
  finalD: Float64Array;
  stillGoing: number[];
}

/** Chart the rounds until the combat is this unlikely to be still going. */
const CHART_EPSILON = 1e-4;
const CHART_MAX_ROUNDS = 30;

export function solveChain(A: SideSpace, D: SideSpace, initial: Map<number, number>, rules: ChainRules): ChainResult {
  const nA = A.states.length;
  const nD = D.states.length;
  const result: ChainResult = {
    outcome: Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>,
    finalA: new Float64Array(nA),
    finalD: new Float64Array(nD),
    stillGoing: [],
  };
  const end = (o: Outcome, a: number, d: number, p: number) => {
    result.outcome[o] += p;
    result.finalA[a] = result.finalA[a]! + p;
    result.finalD[d] = result.finalD[d]! + p;
  };
  /** The outcome when a round leaves (a, d), or undefined when the combat goes on. */
  const ending = (a: number, d: number, retreating: Outcome | undefined): Outcome | undefined => {
    const aGone = A.empty[a] === 1;
    const dGone = D.empty[d] === 1;
    if (aGone && dGone) return 'draw';
    if (dGone) return 'attacker';
    if (aGone) return 'defender';
    return retreating; // 67.7: a retreat happens only if the opponent still has ships
  };
  const retreatAt = (round: number, a: number, d: number): Outcome | undefined => {
    // 67.4: the defender announces first; if it does, the attacker cannot this round.
    if (rules.retreats(1, round, d)) return 'defenderRetreated';
    if (rules.retreats(0, round, a)) return 'attackerRetreated';
    return undefined;
  };

  let mass = new Float64Array(nA * nD);
  for (const [key, p] of initial) {
    const a = Math.floor(key / nD);
    const d = key % nD;
    const o = ending(a, d, undefined);
    if (o) end(o, a, d, p);
    else mass[key] = mass[key]! + p;
  }

  // Phase 1: round by round.
  let round = 1;
  let remaining = sum(mass);
  while (remaining > 0) {
    if (round > rules.maxRounds) break;
    const needed = round < rules.stationaryFrom || Number.isFinite(rules.maxRounds);
    if (!needed && (remaining < CHART_EPSILON || round > CHART_MAX_ROUNDS)) break;
    const next = new Float64Array(nA * nD);
    const mA = rules.modifier(0, round);
    const mD = rules.modifier(1, round);
    for (let a = 0; a < nA; a++) {
      for (let d = 0; d < nD; d++) {
        const m = mass[a * nD + d]!;
        if (m === 0) continue;
        const retreating = retreatAt(round, a, d);
        const pA = A.hits(a, mA);
        const pD = D.hits(d, mD);
        const rowA = A.after[a]!;
        const rowD = D.after[d]!;
        for (let j = 0; j < pD.length; j++) {
          const pj = m * pD[j]!;
          if (pj === 0) continue;
          const a2 = rowA[j]!;
          for (let i = 0; i < pA.length; i++) {
            const p = pj * pA[i]!;
            if (p === 0) continue;
            const d2 = rowD[i]!;
            const o = ending(a2, d2, retreating);
            if (o) end(o, a2, d2, p);
            else next[a2 * nD + d2] = next[a2 * nD + d2]! + p;
          }
        }
      }
    }
    mass = next;
    remaining = sum(mass);
    result.stillGoing.push(remaining);
    round++;
  }
  if (remaining === 0) return result;
  if (round > rules.maxRounds) {
    forEachMass(mass, nD, (a, d, p) => end('ongoing', a, d, p));
    return result;
  }

  // Phase 2: the stationary tail, block by block.
  const r = Math.max(round, rules.stationaryFrom);
  const mA = rules.modifier(0, r);
  const mD = rules.modifier(1, r);
  const byRankA = groupByRank(A);
  const byRankD = groupByRank(D);
  const maxSum = byRankA.length + byRankD.length;
  for (let s = 0; s <= maxSum; s++) {
    for (let rA = Math.max(0, s - byRankD.length + 1); rA <= Math.min(s, byRankA.length - 1); rA++) {
      const rD = s - rA;
      const sa = byRankA[rA]!;
      const sd = byRankD[rD]!;
      if (sa.length === 0 || sd.length === 0) continue;
      const seeds: number[] = [];
      for (const a of sa) for (const d of sd) if (mass[a * nD + d]! > 0) seeds.push(a * nD + d);
      if (seeds.length === 0) continue;
      solveBlock(seeds, rA, rD);
    }
  }
  return result;

  /** Transition targets of pair x in one round, with probabilities (not multiplied by mass). */
  function forEachTransition(x: number, visit: (a2: number, d2: number, p: number) => void): void {
    const a = Math.floor(x / nD);
    const d = x % nD;
    const pA = A.hits(a, mA);
    const pD = D.hits(d, mD);
    const rowA = A.after[a]!;
    const rowD = D.after[d]!;
    for (let j = 0; j < pD.length; j++) {
      const pj = pD[j]!;
      if (pj === 0) continue;
      for (let i = 0; i < pA.length; i++) {
        const p = pj * pA[i]!;
        if (p !== 0) visit(rowA[j]!, rowD[i]!, p);
      }
    }
  }

  function solveBlock(seeds: number[], rA: number, rD: number): void {
    const inBlock = (a2: number, d2: number, retreating: Outcome | undefined) =>
      !ending(a2, d2, retreating) && A.rank[a2] === rA && D.rank[d2] === rD;
    // Members: the seeds and every pair of the block they can reach without leaving it.
    const index = new Map<number, number>();
    const members: number[] = [];
    const retreatOf: (Outcome | undefined)[] = [];
    const add = (x: number) => {
      if (index.has(x)) return;
      index.set(x, members.length);
      members.push(x);
      retreatOf.push(retreatAt(r, Math.floor(x / nD), x % nD));
    };
    seeds.forEach(add);
    const n0 = members.length;
    const q: Map<number, number>[] = [];
    const exit: number[] = [];
    for (let k = 0; k < members.length; k++) {
      const row = new Map<number, number>();
      let out = 0;
      forEachTransition(members[k]!, (a2, d2, p) => {
        if (inBlock(a2, d2, retreatOf[k])) {
          add(a2 * nD + d2);
          const y = index.get(a2 * nD + d2)!;
          row.set(y, (row.get(y) ?? 0) + p);
        } else out += p;
      });
      q.push(row);
      exit.push(out);
    }
    const n = members.length;
    const m = members.map((x, k) => (k < n0 ? mass[x]! : 0));
    members.forEach((x) => (mass[x] = 0));

    // Pairs that can never leave the block: the combat cannot end from there.
    const escapes = canEscape(q, exit);
    const live = members.map((_, k) => k).filter((k) => escapes[k]);
    const v = solveVisits(live, q, m);
    for (let k = 0; k < n; k++) {
      const x = members[k]!;
      if (!escapes[k]) {
        let inflow = m[k]!;
        for (const y of live) inflow += v[y]! * (q[y]!.get(k) ?? 0);
        if (inflow > 0) end('stalemate', Math.floor(x / nD), x % nD, inflow);
        continue;
      }
      const vk = v[k]!;
      if (vk === 0) continue;
      forEachTransition(x, (a2, d2, p) => {
        if (inBlock(a2, d2, retreatOf[k])) return;
        const o = ending(a2, d2, retreatOf[k]);
        if (o) end(o, a2, d2, vk * p);
        else mass[a2 * nD + d2] = mass[a2 * nD + d2]! + vk * p;
      });
    }
  }
}

/** Expected visits v = m (I - Q)^-1 restricted to the live members (Gaussian elimination). */
function solveVisits(live: number[], q: Map<number, number>[], m: number[]): number[] {
  const v = new Array<number>(m.length).fill(0);
  const n = live.length;
  if (n === 1) {
    const k = live[0]!;
    v[k] = m[k]! / (1 - (q[k]!.get(k) ?? 0));
    return v;
  }
  const pos = new Map(live.map((k, i) => [k, i]));
  // Row i of (I - Q)^T v = m: v_i - sum_j Q[j][i] v_j = m_i.
  const M = live.map(() => new Float64Array(n + 1));
  live.forEach((k, i) => {
    M[i]![i] = 1;
    M[i]![n] = m[k]!;
  });
  live.forEach((k, j) => {
    for (const [y, p] of q[k]!) {
      const i = pos.get(y);
      if (i !== undefined) M[i]![j] = M[i]![j]! - p;
    }
  });
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r]![c]!) > Math.abs(M[pivot]![c]!)) pivot = r;
    [M[c], M[pivot]] = [M[pivot]!, M[c]!];
    const row = M[c]!;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r]![c]! / row[c]!;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) M[r]![k] = M[r]![k]! - f * row[k]!;
    }
  }
  live.forEach((k, i) => (v[k] = M[i]![n]! / M[i]![i]!));
  return v;
}

/** Which members can reach a member with a positive chance of leaving the block. */
function canEscape(q: Map<number, number>[], exit: number[]): boolean[] {
  const escapes = exit.map((p) => p > 0);
  let changed = true;
  while (changed) {
    changed = false;
    q.forEach((row, k) => {
      if (escapes[k]) return;
      for (const y of row.keys()) {
        if (escapes[y]) {
          escapes[k] = true;
          changed = true;
          return;
        }
      }
    });
  }
  return escapes;
}

function groupByRank(side: SideSpace): number[][] {
  const groups: number[][] = [];
  side.states.forEach((_, s) => {
    if (side.empty[s]) return;
    const r = side.rank[s]!;
    while (groups.length <= r) groups.push([]);
    groups[r]!.push(s);
  });
  return groups;
}

function sum(a: Float64Array): number {
  let t = 0;
  for (let i = 0; i < a.length; i++) t += a[i]!;
  return t;
}

function forEachMass(mass: Float64Array, nD: number, visit: (a: number, d: number, p: number) => void): void {
  for (let x = 0; x < mass.length; x++) if (mass[x]! > 0) visit(Math.floor(x / nD), x % nD, mass[x]!);
}
