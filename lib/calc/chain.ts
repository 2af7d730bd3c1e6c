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
/** Chart-only: masses below this are not followed (at most ~1e-6 of the chart in all). */
const CHART_PRUNE = 1e-10;

export function solveChain(A: SideSpace, D: SideSpace, initial: Map<number, number>, rules: ChainRules): ChainResult {
  const nA = A.states.length;
  const nD = D.states.length;
  const outcome = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  const finalA = new Float64Array(nA);
  const finalD = new Float64Array(nD);
  const stillGoing: number[] = [];
  const end = (o: Outcome, a: number, d: number, p: number) => {
    outcome[o] += p;
    finalA[a] = finalA[a]! + p;
    finalD[d] = finalD[d]! + p;
  };
  const retreatAt = (round: number, a: number, d: number): Outcome | undefined => {
    // 67.4: the defender announces first; if it does, the attacker cannot this round.
    if (rules.retreats(1, round, d)) return 'defenderRetreated';
    if (rules.retreats(0, round, a)) return 'attackerRetreated';
    return undefined;
  };

  /**
   * One combat round from (a, d) with mass m: ended combats go to the outcomes, the rest into
   * `next`. With `skipStay`, moves that keep both ranks (solved by the caller) are left out.
   */
  const step = (a: number, d: number, m: number, round: number, next: Float64Array, skipStay: boolean) => {
    const hA = A.hits(a, rules.modifier(0, round));
    const hD = D.hits(d, rules.modifier(1, round));
    const pA = hA.p;
    const pD = hD.p;
    const rowA = A.after[a]!;
    const rowD = D.after[d]!;
    const jEnd = Math.min(A.firstEmpty[a]!, pD.length); // fewer hits than this: a survives
    const iEnd = Math.min(D.firstEmpty[d]!, pA.length);
    const dDead = hA.tail[iEnd]!;
    const retreating = retreatAt(round, a, d);
    const stayJ = skipStay && !retreating ? A.stay[a]! : 0;
    const stayI = D.stay[d]!;
    for (let j = 0; j < jEnd; j++) {
      const pj = m * pD[j]!;
      if (pj === 0) continue;
      const a2 = rowA[j]!;
      if (retreating) {
        // 67.7: both still have ships, so the announced retreat happens.
        let s = 0;
        for (let i = 0; i < iEnd; i++) {
          const p = pj * pA[i]!;
          s += p;
          finalD[rowD[i]!] = finalD[rowD[i]!]! + p;
        }
        outcome[retreating] += s;
        finalA[a2] = finalA[a2]! + s;
      } else {
        const base = a2 * nD;
        for (let i = j < stayJ ? stayI : 0; i < iEnd; i++) next[base + rowD[i]!] = next[base + rowD[i]!]! + pj * pA[i]!;
      }
      if (dDead > 0) end('attacker', a2, rowD[iEnd]!, pj * dDead);
    }
    const aGone = m * hD.tail[jEnd]!;
    if (aGone === 0) return;
    const a2 = rowA[jEnd]!;
    for (let i = 0; i < iEnd; i++) if (pA[i]! > 0) end('defender', a2, rowD[i]!, aGone * pA[i]!);
    if (dDead > 0) end('draw', a2, rowD[iEnd]!, aGone * dDead);
  };

  let mass = new Float64Array(nA * nD);
  for (const [key, p] of initial) {
    const a = Math.floor(key / nD);
    const d = key % nD;
    const aGone = A.empty[a] === 1;
    const dGone = D.empty[d] === 1;
    if (aGone || dGone) end(aGone && dGone ? 'draw' : aGone ? 'defender' : 'attacker', a, d, p);
    else mass[key] = mass[key]! + p;
  }

  // Phase 1: round by round, exactly, while the rounds differ.
  let round = 1;
  let remaining = sum(mass);
  while (remaining > 0 && round <= rules.maxRounds && (round < rules.stationaryFrom || Number.isFinite(rules.maxRounds))) {
    const next = new Float64Array(nA * nD);
    forEachMass(mass, nD, (a, d, m) => step(a, d, m, round, next, false));
    mass = next;
    remaining = sum(mass);
    stillGoing.push(remaining);
    round++;
  }
  const result = { outcome, finalA, finalD, stillGoing };
  if (remaining === 0) return result;
  if (round > rules.maxRounds) {
    forEachMass(mass, nD, (a, d, p) => end('ongoing', a, d, p));
    return result;
  }
  chartRemainingRounds(mass, round);

  // Phase 2: the stationary tail, block by block in order of rank sum.
  const r = Math.max(round, rules.stationaryFrom);
  const byRankA = groupByRank(A);
  const byRankD = groupByRank(D);
  for (let s = 0; s <= byRankA.length + byRankD.length - 2; s++) {
    for (let rA = Math.max(0, s - byRankD.length + 1); rA <= Math.min(s, byRankA.length - 1); rA++) {
      const seeds: number[] = [];
      for (const a of byRankA[rA]!) for (const d of byRankD[s - rA]!) if (mass[a * nD + d]! > 0) seeds.push(a * nD + d);
      if (seeds.length > 0) solveBlock(seeds);
    }
  }
  return result;

  /**
   * The chance the combat is still going after each further round, for the chart only: pairs and
   * moves below CHART_PRUNE are skipped, which keeps it cheap and off by less than 1e-6. The exact
   * outcomes come from phase 2, which starts from the unpruned distribution.
   */
  function chartRemainingRounds(start: Float64Array, first: number): void {
    let mass = start;
    let left = sum(mass);
    for (let round = first; left >= CHART_EPSILON && round <= CHART_MAX_ROUNDS; round++) {
      const next = new Float64Array(nA * nD);
      forEachMass(mass, nD, (a, d, m) => {
        if (m < CHART_PRUNE || retreatAt(round, a, d)) return;
        const pA = A.hits(a, rules.modifier(0, round)).p;
        const pD = D.hits(d, rules.modifier(1, round)).p;
        const iEnd = Math.min(D.firstEmpty[d]!, pA.length);
        for (let j = 0; j < Math.min(A.firstEmpty[a]!, pD.length); j++) {
          const pj = m * pD[j]!;
          if (pj < CHART_PRUNE) continue;
          const base = A.after[a]![j]! * nD;
          const rowD = D.after[d]!;
          for (let i = 0; i < iEnd; i++) next[base + rowD[i]!] = next[base + rowD[i]!]! + pj * pA[i]!;
        }
      });
      mass = next;
      left = sum(mass);
      stillGoing.push(left);
    }
  }

  /** Moves from pair x that keep both ranks: to itself, or (Duranium) to a repaired state. */
  function stayMoves(x: number, visit: (y: number, p: number) => void): void {
    const a = Math.floor(x / nD);
    const d = x % nD;
    if (retreatAt(r, a, d)) return;
    const pA = A.hits(a, rules.modifier(0, r)).p;
    const pD = D.hits(d, rules.modifier(1, r)).p;
    for (let j = 0; j < Math.min(A.stay[a]!, pD.length); j++) {
      for (let i = 0; i < Math.min(D.stay[d]!, pA.length); i++) {
        const p = pD[j]! * pA[i]!;
        if (p > 0) visit(A.after[a]![j]! * nD + D.after[d]![i]!, p);
      }
    }
  }

  function solveBlock(seeds: number[]): void {
    // Members: the seeds and every pair of the block they can reach without leaving it.
    const index = new Map<number, number>();
    const members: number[] = [];
    const add = (x: number) => {
      if (index.has(x)) return;
      index.set(x, members.length);
      members.push(x);
    };
    seeds.forEach(add);
    const q: Map<number, number>[] = [];
    const exit: number[] = [];
    for (let k = 0; k < members.length; k++) {
      const row = new Map<number, number>();
      let stay = 0;
      stayMoves(members[k]!, (y, p) => {
        add(y);
        const t = index.get(y)!;
        row.set(t, (row.get(t) ?? 0) + p);
        stay += p;
      });
      q.push(row);
      exit.push(1 - stay);
    }
    const m = members.map((x) => mass[x]!);
    members.forEach((x) => (mass[x] = 0));

    // Pairs that can never leave the block: the combat cannot end from there.
    const escapes = canEscape(q, exit);
    const live = members.map((_, k) => k).filter((k) => escapes[k]);
    const v = solveVisits(live, q, m);
    members.forEach((x, k) => {
      const a = Math.floor(x / nD);
      const d = x % nD;
      if (escapes[k]) {
        if (v[k]! > 0) step(a, d, v[k]!, r, mass, true);
        return;
      }
      let inflow = m[k]!;
      for (const y of live) inflow += v[y]! * (q[y]!.get(k) ?? 0);
      if (inflow > 0) end('stalemate', a, d, inflow);
    });
  }
}

/**
 * Expected visits v = m (I - Q)^-1 over the live members: v_k = m_k + sum_y v_y Q[y][k]. Members
 * that cannot reach each other are solved apart (without Duranium Armor every member is alone).
 */
function solveVisits(live: number[], q: Map<number, number>[], m: number[]): number[] {
  const v = new Array<number>(m.length).fill(0);
  for (const part of components(live, q)) {
    if (part.length === 1) {
      const k = part[0]!;
      v[k] = m[k]! / (1 - (q[k]!.get(k) ?? 0));
    } else if (part.length <= DIRECT_SOLVE_LIMIT) gaussian(part, q, m, v);
    else gaussSeidel(part, q, m, v);
  }
  return v;
}

/** Larger blocks (Duranium Armor on big fleets) are iterated rather than eliminated. */
const DIRECT_SOLVE_LIMIT = 40;

function components(live: number[], q: Map<number, number>[]): number[][] {
  const parent = new Map(live.map((k) => [k, k]));
  const find = (k: number): number => {
    let root = k;
    while (parent.get(root)! !== root) root = parent.get(root)!;
    parent.set(k, root);
    return root;
  };
  for (const k of live) for (const y of q[k]!.keys()) if (parent.has(y)) parent.set(find(k), find(y));
  const parts = new Map<number, number[]>();
  for (const k of live) {
    const root = find(k);
    const part = parts.get(root) ?? [];
    part.push(k);
    parts.set(root, part);
  }
  return [...parts.values()];
}

function gaussian(part: number[], q: Map<number, number>[], m: number[], v: number[]): void {
  const n = part.length;
  const pos = new Map(part.map((k, i) => [k, i]));
  // Row i: v_i - sum_j Q[j][i] v_j = m_i, with the right-hand side in column n.
  const M = part.map(() => new Float64Array(n + 1));
  part.forEach((k, i) => {
    M[i]![i] = 1;
    M[i]![n] = m[k]!;
  });
  part.forEach((k, j) => {
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
      const f = r === c ? 0 : M[r]![c]! / row[c]!;
      if (f !== 0) for (let k = c; k <= n; k++) M[r]![k] = M[r]![k]! - f * row[k]!;
    }
  }
  part.forEach((k, i) => (v[k] = M[i]![n]! / M[i]![i]!));
}

/** Gauss-Seidel sweeps until no visit count moves by more than 1e-16 of the block's mass. */
function gaussSeidel(part: number[], q: Map<number, number>[], m: number[], v: number[]): void {
  const incoming = new Map<number, [number, number][]>(part.map((k) => [k, []]));
  for (const k of part) for (const [y, p] of q[k]!) incoming.get(y)?.push([k, p]);
  const total = part.reduce((t, k) => t + m[k]!, 0);
  for (let sweep = 0; sweep < 100_000; sweep++) {
    let change = 0;
    for (const k of part) {
      let self = 0;
      let x = m[k]!;
      for (const [y, p] of incoming.get(k)!) {
        if (y === k) self = p;
        else x += v[y]! * p;
      }
      x /= 1 - self;
      change = Math.max(change, Math.abs(x - v[k]!));
      v[k] = x;
    }
    if (change <= 1e-16 * total) return;
  }
}

/** Which members can reach a member with a positive chance of leaving the block. */
function canEscape(q: Map<number, number>[], exit: number[]): boolean[] {
  const escapes = exit.map((p) => p > 1e-15);
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
