/**
 * The combat rounds as an absorbing Markov chain over pairs of side states (a, d).
 *
 * Phase 1 steps the distribution round by round while anything depends on the round number
 * (Morale Boost, "retreat after round N", a round limit). Phase 2 solves what is left exactly:
 * every side state has a rank that never decreases (fleet.progressRank), so pairs are visited in
 * order of rank sum and each block of equal ranks (no hits; or a Duranium repair) is solved as a
 * small linear system instead of being iterated.
 *
 * Speed: pairs with mass are kept in a list (the mass arrays are mostly empty), each side's round
 * outcomes are split once into "survives" and "gone" so that combat endings are sums rather than
 * products, and moves carrying less than PRUNE are dropped; the dropped mass is counted, and if it
 * ever exceeds PRUNE_BUDGET the calculation is repeated without dropping anything.
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
const O_ATTACKER = 0;
const O_DEFENDER = 1;
const O_DRAW = 2;
const O_ONGOING = 5;
const O_STALEMATE = 6;

export type SideIndex = 0 | 1;

/**
 * Cross-side effects inside a round (reaction hits, Courageous to the End, Devotion): given the
 * outcome indices of both rolls (j: the defender's roll, received by the attacker; i: the
 * attacker's roll), emit the resulting pairs with their probabilities (summing to 1).
 */
export type PairRound = (a: number, d: number, j: number, i: number, emit: (a2: number, d2: number, p: number) => void) => void;

export interface ChainRules {
  /** The index of the side's round context in round r (1-based). */
  context(side: SideIndex, round: number): number;
  /** Whether the side announces a retreat at the start of round r in state s (67.4). */
  retreats(side: SideIndex, round: number, s: number): boolean;
  /** Rounds fought before the combat is stopped as "ongoing"; Infinity when unlimited. */
  maxRounds: number;
  /** From this round on, context() and retreats() no longer depend on the round. */
  stationaryFrom: number;
  /** Present when some effect couples the two sides within a round. */
  pair?: PairRound;
  /**
   * With `pair`: pairs that only Devotion couples take the ordinary round (the `after` tables),
   * then a fixed change of the pair after it: after(a1, d1) = a2 * key + d2.
   */
  devotion?: { only(a: number, d: number): boolean; after(a1: number, d1: number): number; key: number };
  /**
   * With `pair`: pairs without reaction hits take the ordinary round, then a change that depends
   * on the pair after it and the best combat value each side lost (`lost`, 0 when it does not matter).
   */
  separable?: {
    only(a: number, d: number): boolean;
    lost(side: SideIndex, x: number, y: number, o: number): number;
    after(a1: number, bA: number, d1: number, bD: number): { a: number[]; d: number[]; w: number[] };
  };
}

export interface ChainResult {
  outcome: Record<Outcome, number>;
  /** P(the side ends the combat in state s). */
  finalA: Float64Array;
  finalD: Float64Array;
  stillGoing: number[];
  /** Mass dropped as negligible (bounded by PRUNE_BUDGET). */
  pruned: number;
}

/** Chart the rounds until the combat is this unlikely to be still going. */
const CHART_EPSILON = 1e-4;
const CHART_MAX_ROUNDS = 30;
/** Chart-only: masses below this are not followed (at most ~1e-6 of the chart in all). */
const CHART_PRUNE = 1e-10;
/** Moves carrying less than this are dropped from the exact computation... */
const PRUNE = 1e-18;
/** ...as long as all the dropped mass stays below this; otherwise nothing is dropped. */
export const PRUNE_BUDGET = 1e-11;

export function solveChain(A: SideSpace, D: SideSpace, initial: Map<number, number>, rules: ChainRules): ChainResult {
  const first = run(A, D, initial, rules, PRUNE);
  return first.pruned <= PRUNE_BUDGET ? first : run(A, D, initial, rules, 0);
}

/** A growable list of pair indices with mass, and the mass itself. */
class Frontier {
  mass: Float64Array;
  list: Int32Array;
  size = 0;
  constructor(n: number) {
    this.mass = new Float64Array(n);
    this.list = new Int32Array(Math.min(n, 1024));
  }
  add(x: number, p: number): void {
    if (this.mass[x] === 0) {
      if (this.size === this.list.length) {
        const bigger = new Int32Array(Math.min(this.mass.length, this.list.length * 2));
        bigger.set(this.list);
        this.list = bigger;
      }
      this.list[this.size++] = x;
    }
    this.mass[x] = this.mass[x]! + p;
  }
  clear(): void {
    for (let k = 0; k < this.size; k++) this.mass[this.list[k]!] = 0;
    this.size = 0;
  }
  total(): number {
    let t = 0;
    for (let k = 0; k < this.size; k++) t += this.mass[this.list[k]!]!;
    return t;
  }
}

/** A growable list of moves (target id, probability), for the chart's replay of the rounds. */
class Edges {
  to = new Int32Array(256);
  p = new Float64Array(256);
  n = 0;
  push(to: number, p: number): void {
    if (this.n === this.to.length) {
      const to2 = new Int32Array(2 * this.n);
      const p2 = new Float64Array(2 * this.n);
      to2.set(this.to);
      p2.set(this.p);
      this.to = to2;
      this.p = p2;
    }
    this.to[this.n] = to;
    this.p[this.n++] = p;
  }
}

/**
 * The working arrays of run(). Allocating typed arrays costs more than a small battle's rounds,
 * so they are kept between calculations while they hold at most POOL_LIMIT pairs; run() hands
 * them back clean (every mass, id and mark reset).
 */
interface Work {
  cur: Frontier;
  nxt: Frontier;
  /** Compact id of each pair phase 2 meets, -1 for none. */
  ids: Int32Array;
  queued: Uint8Array;
  edges: Edges;
  /** The pair of each compact id. */
  pairOf: number[];
  chart: [Float64Array, Float64Array];
  /** Scratch lists for one step: each side's surviving states after the round, and those gone. */
  live: [Int32Array, Float64Array, Uint8Array, Int32Array, Float64Array, Int32Array, Float64Array, Uint8Array, Int32Array, Float64Array];
}
const POOL_LIMIT = 1 << 16;
let pooled: Work | undefined;

function takeWork(pairs: number, maxOut: number): Work {
  const w = pooled && pooled.ids.length >= pairs ? pooled : undefined;
  pooled = undefined;
  const live = w && w.live[0].length >= maxOut ? w.live : undefined;
  return {
    cur: w?.cur ?? new Frontier(pairs),
    nxt: w?.nxt ?? new Frontier(pairs),
    ids: w?.ids ?? new Int32Array(pairs).fill(-1),
    queued: w?.queued ?? new Uint8Array(pairs),
    edges: w?.edges ?? new Edges(),
    pairOf: w?.pairOf ?? [],
    chart: w?.chart ?? [new Float64Array(0), new Float64Array(0)],
    live: live ?? [
      new Int32Array(maxOut),
      new Float64Array(maxOut),
      new Uint8Array(maxOut),
      new Int32Array(maxOut),
      new Float64Array(maxOut),
      new Int32Array(maxOut),
      new Float64Array(maxOut),
      new Uint8Array(maxOut),
      new Int32Array(maxOut),
      new Float64Array(maxOut),
    ],
  };
}

function giveWork(w: Work): void {
  if (w.ids.length > POOL_LIMIT) return;
  w.cur.clear();
  w.nxt.clear();
  for (const x of w.pairOf) {
    w.ids[x] = -1;
    w.queued[x] = 0;
  }
  w.pairOf.length = 0;
  w.edges.n = 0;
  pooled = w;
}

function run(A: SideSpace, D: SideSpace, initial: Map<number, number>, rules: ChainRules, prune: number): ChainResult {
  const maxOut = Math.max(...[A, D].map((s) => (s.shape.maxDirected + 1) * (s.shape.maxFree + 1))) + 1;
  const work = takeWork(A.states.length * D.states.length, maxOut);
  try {
    return runWith(work, A, D, initial, rules, prune);
  } finally {
    giveWork(work);
  }
}

function runWith(work: Work, A: SideSpace, D: SideSpace, initial: Map<number, number>, rules: ChainRules, prune: number): ChainResult {
  const nA = A.states.length;
  const nD = D.states.length;
  const outcome = new Float64Array(OUTCOMES.length);
  const finalA = new Float64Array(nA);
  const finalD = new Float64Array(nD);
  const stillGoing: number[] = [];
  let pruned = 0;

  const end = (o: number, a: number, d: number, p: number) => {
    outcome[o] = outcome[o]! + p;
    finalA[a] = finalA[a]! + p;
    finalD[d] = finalD[d]! + p;
  };
  const retreatAt = (round: number, a: number, d: number): number => {
    // 67.4: the defender announces first; if it does, the attacker cannot this round.
    if (rules.retreats(1, round, d)) return 4;
    if (rules.retreats(0, round, a)) return 3;
    return -1;
  };

  const [liveA, liveAp, liveAstay, goneA, goneAp, liveD, liveDp, liveDstay, goneD, goneDp] = work.live;
  // Scratch for the separable rounds' groups (keys: state * 16 + best value lost).
  const gaKey = new Float64Array(maxOutcomes(D));
  const gaP = new Float64Array(gaKey.length);
  const gdKey = new Float64Array(maxOutcomes(A));
  const gdP = new Float64Array(gdKey.length);

  /**
   * One combat round from (a, d) with mass m: ended combats go to the outcomes, the rest into
   * `next`. With `skipStay`, moves that keep both ranks (solved by the caller) are left out.
   */
  const stepFast = (a: number, d: number, m: number, round: number, next: Frontier, skipStay: boolean) => {
    const pA = A.hits(a, rules.context(0, round), D.nonFighters[d]!);
    const pD = D.hits(d, rules.context(1, round), A.nonFighters[a]!);
    const rowA = D.blocksSustain[d] ? A.afterBlocked[a]! : A.after[a]!;
    const rowD = A.blocksSustain[a] ? D.afterBlocked[d]! : D.after[d]!;
    const rankA = A.rank[a]!;
    const rankD = D.rank[d]!;
    let nLA = 0;
    let nGA = 0;
    let wA = 0;
    let sLA = 0;
    let sGA = 0;
    for (let j = 0; j < pD.length; j++) {
      const q = pD[j]!;
      if (q === 0) continue;
      const a2 = rowA[j]!;
      if (A.wiped[a2]) wA += q;
      else if (A.empty[a2]) {
        goneA[nGA] = a2;
        goneAp[nGA++] = q;
        sGA += q;
      } else {
        liveA[nLA] = a2;
        liveAstay[nLA] = A.rank[a2] === rankA ? 1 : 0;
        liveAp[nLA++] = q;
        sLA += q;
      }
    }
    let nLD = 0;
    let nGD = 0;
    let wD = 0;
    let sLD = 0;
    let sGD = 0;
    for (let i = 0; i < pA.length; i++) {
      const q = pA[i]!;
      if (q === 0) continue;
      const d2 = rowD[i]!;
      if (D.wiped[d2]) wD += q;
      else if (D.empty[d2]) {
        goneD[nGD] = d2;
        goneDp[nGD++] = q;
        sGD += q;
      } else {
        liveD[nLD] = d2;
        liveDstay[nLD] = D.rank[d2] === rankD ? 1 : 0;
        liveDp[nLD++] = q;
        sLD += q;
      }
    }
    // Van Hauge: a wiped side destroys every ship, so those rounds end in a draw.
    const wiped = m * (wA + wD - wA * wD);
    if (wiped > 0) end(O_DRAW, A.zero, D.zero, wiped);
    // The other endings, as sums over the side that ended and the side that did not.
    settle(O_ATTACKER, m, liveA, liveAp, nLA, sLA, goneD, goneDp, nGD, sGD);
    settle(O_DEFENDER, m, goneA, goneAp, nGA, sGA, liveD, liveDp, nLD, sLD);
    settle(O_DRAW, m, goneA, goneAp, nGA, sGA, goneD, goneDp, nGD, sGD);
    const retreating = retreatAt(round, a, d);
    if (retreating >= 0) {
      // 67.7: both still have ships, so the announced retreat happens.
      const both = m * sLA * sLD;
      outcome[retreating] = outcome[retreating]! + both;
      for (let k = 0; k < nLA; k++) finalA[liveA[k]!] = finalA[liveA[k]!]! + m * liveAp[k]! * sLD;
      for (let k = 0; k < nLD; k++) finalD[liveD[k]!] = finalD[liveD[k]!]! + m * liveDp[k]! * sLA;
      return;
    }
    for (let k = 0; k < nLA; k++) {
      const pj = m * liveAp[k]!;
      if (pj < prune) {
        pruned += pj * sLD;
        continue;
      }
      const base = liveA[k]! * nD;
      const stayA = skipStay && liveAstay[k] === 1;
      for (let l = 0; l < nLD; l++) {
        if (stayA && liveDstay[l] === 1) continue;
        const p = pj * liveDp[l]!;
        if (p < prune) pruned += p;
        else next.add(base + liveD[l]!, p);
      }
    }
  };

  /** Combats ending with the attacker in one of `as` and the defender in one of `ds`. */
  function settle(
    o: number,
    m: number,
    as: Int32Array,
    ap: Float64Array,
    na: number,
    sa: number,
    ds: Int32Array,
    dp: Float64Array,
    nd: number,
    sd: number,
  ): void {
    if (sa === 0 || sd === 0) return;
    outcome[o] = outcome[o]! + m * sa * sd;
    for (let k = 0; k < na; k++) finalA[as[k]!] = finalA[as[k]!]! + m * ap[k]! * sd;
    for (let k = 0; k < nd; k++) finalD[ds[k]!] = finalD[ds[k]!]! + m * dp[k]! * sa;
  }

  /** The same round through the cross-side effects, outcome pair by outcome pair. */
  const stepSlow = (a: number, d: number, m: number, round: number, next: Frontier, skipStay: boolean) => {
    const pA = A.hits(a, rules.context(0, round), D.nonFighters[d]!);
    const pD = D.hits(d, rules.context(1, round), A.nonFighters[a]!);
    const retreating = retreatAt(round, a, d);
    const rankA = A.rank[a]!;
    const rankD = D.rank[d]!;
    const to = (a2: number, d2: number, p: number) => {
      if (A.wiped[a2] || D.wiped[d2]) end(O_DRAW, A.zero, D.zero, p);
      else if (A.empty[a2] && D.empty[d2]) end(O_DRAW, a2, d2, p);
      else if (D.empty[d2]) end(O_ATTACKER, a2, d2, p);
      else if (A.empty[a2]) end(O_DEFENDER, a2, d2, p);
      else if (retreating >= 0) end(retreating, a2, d2, p);
      else if (!(skipStay && A.rank[a2] === rankA && D.rank[d2] === rankD)) next.add(a2 * nD + d2, p);
    };
    const dev = rules.devotion;
    if (dev && dev.only(a, d)) {
      // The ordinary round, then Devotion's fixed change of the pair after it.
      const rowA = D.blocksSustain[d] ? A.afterBlocked[a]! : A.after[a]!;
      const rowD = A.blocksSustain[a] ? D.afterBlocked[d]! : D.after[d]!;
      for (let j = 0; j < pD.length; j++) {
        if (pD[j] === 0) continue;
        const a1 = rowA[j]!;
        const mj = m * pD[j]!;
        for (let i = 0; i < pA.length; i++) {
          const q = mj * pA[i]!;
          if (q === 0) continue;
          if (q < prune) {
            pruned += q;
            continue;
          }
          const x = dev.after(a1, rowD[i]!);
          to(Math.floor(x / dev.key), x % dev.key, q);
        }
      }
      return;
    }
    const sep = rules.separable;
    if (sep && sep.only(a, d)) {
      // The ordinary round, grouped by (state after, best value lost) per side, then the change after it.
      const rowA = D.blocksSustain[d] ? A.afterBlocked[a]! : A.after[a]!;
      const rowD = A.blocksSustain[a] ? D.afterBlocked[d]! : D.after[d]!;
      const nga = group(pD, (j) => rowA[j]! * 16 + sep.lost(0, a, d, j), gaKey, gaP);
      const ngd = group(pA, (i) => rowD[i]! * 16 + sep.lost(1, d, a, i), gdKey, gdP);
      for (let x = 0; x < nga; x++) {
        const ka = gaKey[x]!;
        const pa = gaP[x]!;
        for (let y = 0; y < ngd; y++) {
          const kd = gdKey[y]!;
          const q = m * pa * gdP[y]!;
          if (q < prune) {
            pruned += q;
            continue;
          }
          const out = sep.after(Math.floor(ka / 16), ka % 16, Math.floor(kd / 16), kd % 16);
          for (let k = 0; k < out.w.length; k++) {
            const p = q * out.w[k]!;
            if (p !== 0) to(out.a[k]!, out.d[k]!, p);
          }
        }
      }
      return;
    }
    for (let j = 0; j < pD.length; j++) {
      if (pD[j] === 0) continue;
      for (let i = 0; i < pA.length; i++) {
        const q = m * pD[j]! * pA[i]!;
        if (q === 0) continue;
        if (q < prune) {
          pruned += q;
          continue;
        }
        rules.pair!(a, d, j, i, (a2, d2, w) => {
          const p = q * w;
          if (p !== 0) to(a2, d2, p);
        });
      }
    }
  };
  const step = (a: number, d: number, m: number, round: number, next: Frontier, skipStay: boolean) =>
    rules.pair && (A.slow[a] || D.slow[d]) ? stepSlow(a, d, m, round, next, skipStay) : stepFast(a, d, m, round, next, skipStay);

  let cur = work.cur;
  let nxt = work.nxt;
  for (const [key, p] of initial) {
    const a = Math.floor(key / nD);
    const d = key % nD;
    if (A.wiped[a] || D.wiped[d]) end(O_DRAW, A.zero, D.zero, p);
    else if (A.empty[a] || D.empty[d]) end(A.empty[a] && D.empty[d] ? O_DRAW : A.empty[a] ? O_DEFENDER : O_ATTACKER, a, d, p);
    else cur.add(key, p);
  }

  // Phase 1: round by round, exactly, while the rounds differ.
  let round = 1;
  let remaining = cur.total();
  while (remaining > 0 && round <= rules.maxRounds && (round < rules.stationaryFrom || Number.isFinite(rules.maxRounds))) {
    for (let k = 0; k < cur.size; k++) {
      const x = cur.list[k]!;
      const m = cur.mass[x]!;
      if (m < prune) pruned += m;
      else step(Math.floor(x / nD), x % nD, m, round, nxt, false);
    }
    cur.clear();
    [cur, nxt] = [nxt, cur];
    remaining = cur.total();
    stillGoing.push(remaining);
    round++;
  }
  const result = (): ChainResult => ({
    outcome: {
      attacker: outcome[0]!,
      defender: outcome[1]!,
      draw: outcome[2]!,
      attackerRetreated: outcome[3]!,
      defenderRetreated: outcome[4]!,
      ongoing: outcome[5]!,
      stalemate: outcome[6]!,
    },
    finalA,
    finalD,
    stillGoing,
    pruned,
  });
  if (remaining === 0) return result();
  if (round > rules.maxRounds) {
    for (let k = 0; k < cur.size; k++) {
      const x = cur.list[k]!;
      end(O_ONGOING, Math.floor(x / nD), x % nD, cur.mass[x]!);
    }
    return result();
  }
  // Phase 2: the stationary tail, in order of rank sum; pairs of equal ranks form a block.
  const r = Math.max(round, rules.stationaryFrom);
  let maxRank = 0;
  for (let a = 0; a < nA; a++) maxRank = Math.max(maxRank, A.rank[a]!);
  let maxRankD = 0;
  for (let d = 0; d < nD; d++) maxRankD = Math.max(maxRankD, D.rank[d]!);
  const buckets: (number[] | undefined)[] = new Array(maxRank + maxRankD + 1);
  // Each pair phase 2 meets gets a compact id; its moves to live pairs are recorded as edges
  // (from edgeStart[id] to edgeEnd[id]) so that the chart can replay the rounds.
  const { ids, pairOf, edges, queued } = work;
  const edgeStart: number[] = [];
  const edgeEnd: number[] = [];
  const idOf = (x: number): number => {
    let id = ids[x]!;
    if (id < 0) {
      id = pairOf.length;
      ids[x] = id;
      pairOf.push(x);
      edgeStart.push(0);
      edgeEnd.push(0);
    }
    return id;
  };
  const queue = (x: number) => {
    if (queued[x]) return;
    queued[x] = 1;
    idOf(x);
    const b = A.rank[Math.floor(x / nD)]! + D.rank[x % nD]!;
    (buckets[b] ??= []).push(x);
  };
  for (let k = 0; k < cur.size; k++) queue(cur.list[k]!);
  // The pairs queued so far have ids 0, 1, ... in this order: the chart starts from their masses.
  const chartFrom: number[] = [];
  for (let k = 0; k < cur.size; k++) chartFrom.push(cur.mass[cur.list[k]!]!);
  const mass = cur;
  // Mass pushed into later pairs lands in `mass` and queues them; the move is recorded as an edge.
  const sink = {
    add(x: number, p: number) {
      mass.add(x, p);
      queue(x);
      edges.push(ids[x]!, p);
    },
  } as Frontier;
  /** Steps pair x with `visits` expected visits, recording its moves per unit of mass. */
  const stepRecorded = (x: number, visits: number) => {
    const first = edges.n;
    step(Math.floor(x / nD), x % nD, visits, r, sink, true);
    for (let e = first; e < edges.n; e++) edges.p[e] = edges.p[e]! / visits;
  };
  const beginEdges = (x: number) => (edgeStart[idOf(x)] = edges.n);
  const endEdges = (x: number) => (edgeEnd[ids[x]!] = edges.n);
  const blocks = A.setup.duranium || D.setup.duranium;
  for (const bucket of buckets) {
    if (bucket === undefined) continue;
    if (!blocks) {
      for (const x of bucket) solveAlone(x);
      continue;
    }
    const byRankA = new Map<number, number[]>();
    for (const x of bucket) {
      const rA = A.rank[Math.floor(x / nD)]!;
      const group = byRankA.get(rA) ?? [];
      group.push(x);
      byRankA.set(rA, group);
    }
    for (const seeds of byRankA.values()) solveBlock(seeds);
  }
  chartRemainingRounds(round);
  return result();

  /** A pair that can only stay where it is or move on: v = m / (1 - P(stay)). */
  function solveAlone(x: number): void {
    const m = mass.mass[x]!;
    if (m === 0) return;
    mass.mass[x] = 0;
    if (m < prune) {
      pruned += m;
      return;
    }
    let stay = 0;
    stayMoves(x, (y, p) => {
      if (y === x) stay += p;
    });
    beginEdges(x);
    if (stay > 0) edges.push(ids[x]!, stay);
    if (1 - stay <= 1e-15) end(O_STALEMATE, Math.floor(x / nD), x % nD, m);
    else stepRecorded(x, m / (1 - stay));
    endEdges(x);
  }

  /**
   * The chance the combat is still going after each further round, for the chart only: the rounds
   * are replayed over the moves phase 2 recorded (each pair's moves to live pairs, per unit of
   * mass), skipping pairs below CHART_PRUNE, which keeps it cheap and off by less than 1e-6.
   */
  function chartRemainingRounds(firstRound: number): void {
    const n = pairOf.length;
    if (work.chart[0].length < n) work.chart = [new Float64Array(2 * n), new Float64Array(2 * n)];
    let [from, to] = work.chart;
    from.fill(0, 0, n);
    to.fill(0, 0, n);
    for (let id = 0; id < chartFrom.length; id++) from[id] = chartFrom[id]!;
    let left = 0;
    for (let k = 0; k < n; k++) left += from[k]!;
    const edgeTo = edges.to;
    const edgeP = edges.p;
    for (let rd = firstRound; left >= CHART_EPSILON && rd <= CHART_MAX_ROUNDS; rd++) {
      for (let k = 0; k < n; k++) {
        const m = from[k]!;
        if (m < CHART_PRUNE) continue;
        for (let e = edgeStart[k]!, stop = edgeEnd[k]!; e < stop; e++) to[edgeTo[e]!] = to[edgeTo[e]!]! + m * edgeP[e]!;
      }
      [from, to] = [to, from];
      to.fill(0, 0, n);
      left = 0;
      for (let k = 0; k < n; k++) left += from[k]!;
      stillGoing.push(left);
    }
  }

  /** Moves from pair x that keep both ranks: to itself, or (Duranium) to a repaired state. */
  function stayMoves(x: number, visit: (y: number, p: number) => void): void {
    const a = Math.floor(x / nD);
    const d = x % nD;
    if (retreatAt(r, a, d) >= 0) return;
    const pA = A.hits(a, rules.context(0, r), D.nonFighters[d]!);
    const pD = D.hits(d, rules.context(1, r), A.nonFighters[a]!);
    const rowA = D.blocksSustain[d] ? A.afterBlocked[a]! : A.after[a]!;
    const rowD = A.blocksSustain[a] ? D.afterBlocked[d]! : D.after[d]!;
    if (!blocks && !(rules.pair && (A.slow[a] || D.slow[d]))) {
      // Without repairs a move that keeps both ranks keeps both states: both sides missed.
      let stayA = 0;
      let stayD = 0;
      for (let j = 0; j < pD.length; j++) if (rowA[j] === a) stayA += pD[j]!;
      for (let i = 0; i < pA.length; i++) if (rowD[i] === d) stayD += pA[i]!;
      if (stayA * stayD > 0) visit(x, stayA * stayD);
      return;
    }
    if (rules.pair && (A.slow[a] || D.slow[d])) {
      for (let j = 0; j < pD.length; j++) {
        for (let i = 0; i < pA.length; i++) {
          const q = pD[j]! * pA[i]!;
          if (q === 0) continue;
          rules.pair(a, d, j, i, (a2, d2, w) => {
            if (!A.empty[a2] && !D.empty[d2] && A.rank[a2] === A.rank[a] && D.rank[d2] === D.rank[d]) visit(a2 * nD + d2, q * w);
          });
        }
      }
      return;
    }
    for (let j = 0; j < pD.length; j++) {
      if (pD[j] === 0) continue;
      const a2 = rowA[j]!;
      if (A.rank[a2] !== A.rank[a] || A.empty[a2]) continue;
      for (let i = 0; i < pA.length; i++) {
        if (pA[i] === 0) continue;
        const d2 = rowD[i]!;
        if (D.rank[d2] === D.rank[d] && !D.empty[d2]) visit(a2 * nD + d2, pD[j]! * pA[i]!);
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
    for (const x of seeds) if (mass.mass[x]! > 0) add(x);
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
    const m = members.map((x) => mass.mass[x]!);
    members.forEach((x) => (mass.mass[x] = 0));

    // Pairs that can never leave the block: the combat cannot end from there.
    const escapes = canEscape(q, exit);
    const live = members.map((_, k) => k).filter((k) => escapes[k]);
    const v = solveVisits(live, q, m);
    members.forEach((x, k) => {
      beginEdges(x);
      for (const [t, p] of q[k]!) edges.push(idOf(members[t]!), p);
      if (escapes[k]) {
        if (v[k]! > 0) stepRecorded(x, v[k]!);
      } else {
        let inflow = m[k]!;
        for (const y of live) inflow += v[y]! * (q[y]!.get(k) ?? 0);
        if (inflow > 0) end(O_STALEMATE, Math.floor(x / nD), x % nD, inflow);
      }
      endEdges(x);
    });
  }
}

/**
 * Expected visits v = m (I - Q)^-1 over the live members: v_k = m_k + sum_y v_y Q[y][k]. Members
 * that cannot reach each other are solved apart (without Duranium Armor every member is alone).
 */
/**
 * A roll's probabilities summed by key over runs of equal keys (outcomes with probability 0 left
 * out) into `keys` and `ps`; returns the number of runs. A key may recur in a later run: the
 * callers add the runs' moves up, so that is only a little more work.
 */
function group(p: Float64Array, keyOf: (o: number) => number, keys: Float64Array, ps: Float64Array): number {
  let n = 0;
  for (let o = 0; o < p.length; o++) {
    if (p[o] === 0) continue;
    const k = keyOf(o);
    if (n > 0 && keys[n - 1] === k) ps[n - 1] = ps[n - 1]! + p[o]!;
    else {
      keys[n] = k;
      ps[n++] = p[o]!;
    }
  }
  return n;
}

/** The most outcomes a side's roll can have. */
function maxOutcomes(side: SideSpace): number {
  return (side.shape.maxDirected + 1) * (side.shape.maxFree + 1);
}

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
