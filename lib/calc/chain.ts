/**
 * The combat rounds as an absorbing Markov chain over pairs of side states (a, d).
 *
 * Phase 1 steps the distribution round by round while anything depends on the round number
 * (Morale Boost, "retreat after round N", a round limit), and on while that is cheaper than phase 2
 * (steppingPays: large battles with Duranium Armor). Phase 2 solves what is left exactly:
 * every side state has a rank that never decreases (fleet.progressRank), so pairs are visited in
 * order of rank sum and each block of equal ranks (no hits; or a Duranium repair) is solved as a
 * small linear system instead of being iterated.
 *
 * Speed: states are numbered as the rounds reach them (SideSpace.row) and pairs as they first get
 * mass (PairIds), so only what the combat visits is ever expanded; pairs with mass are kept in a
 * list, each side's round outcomes are split once into "survives" and "gone" so that combat endings
 * are sums rather than products, and moves carrying less than PRUNE are dropped; the dropped mass
 * is counted, and if it ever exceeds PRUNE_BUDGET the calculation is repeated without dropping
 * anything.
 */
import { rollLength, type SideSpace } from './space';
import { Frontier } from './chain/frontier';
import { canEscape, solveVisits, Sparse } from './chain/linear';
import { PairIds } from './chain/pair-ids';

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
  /**
   * Present when some effect couples the two sides within a round: the definition, outcome pair
   * by outcome pair (used only when `coupled` is absent).
   */
  pair?: PairRound;
  /** The same round split into independent products (lib/calc/pairs.ts makeCoupler). */
  coupled?: Coupled;
  /** Frontiers of at least this many pairs are stepped in groups (default SWEEP_GROUPING; for tests). */
  groupFrom?: number;
  /** Grouped rounds of at least this many pairs add their moves up in a dense grid, however sparse (for tests; default: GRID_FROM pairs filling enough of the grid). */
  gridFrom?: number;
  /** Whether an unlimited combat's stationary rounds are stepped while that pays (default; false for tests). */
  stepTail?: boolean;
}

/**
 * A coupled round as independent parts: for pair (a, d), given each side's roll (pA the
 * attacker's, pD the defender's) and each side's ordinary row, emit() each part as the attacker's
 * states after the round with their probabilities and the defender's; within a part the two are
 * independent, and the parts' products add up to the round. The lists are scratch space, valid
 * during the call only.
 */
export interface Coupled {
  components(
    a: number,
    d: number,
    pA: Float64Array,
    pD: Float64Array,
    rowA: Int32Array,
    rowD: Int32Array,
    emit: (sA: Int32Array, qA: Float64Array, nA: number, sD: Int32Array, qD: Float64Array, nD: number) => void,
  ): void;
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

/** The combat from the initial pairs [a, d, probability]. */
export function solveChain(A: SideSpace, D: SideSpace, initial: readonly (readonly [number, number, number])[], rules: ChainRules): ChainResult {
  const first = run(A, D, initial, rules, PRUNE);
  return first.pruned <= PRUNE_BUDGET ? first : run(A, D, initial, rules, 0);
}

/** A growable list of moves (target pair, probability), for the chart's replay of the rounds. */
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

/** Scratch lists for one step: a side's surviving states after the round and their probabilities, and those gone. */
class SideLists {
  live = new Int32Array(64);
  liveP = new Float64Array(64);
  stay = new Uint8Array(64);
  gone = new Int32Array(64);
  goneP = new Float64Array(64);
  /** After keepLive(): the probability of the live entries it left out. */
  dropped = 0;
  /** Keeps, in order, the first n live entries whose probability reaches `floor`; returns how many. */
  keepLive(n: number, floor: number): number {
    let kept = 0;
    let dropped = 0;
    for (let k = 0; k < n; k++) {
      const q = this.liveP[k]!;
      if (q < floor) {
        dropped += q;
        continue;
      }
      this.live[kept] = this.live[k]!;
      this.stay[kept] = this.stay[k]!;
      this.liveP[kept++] = q;
    }
    this.dropped = dropped;
    return kept;
  }
  fit(n: number): void {
    if (n <= this.live.length) return;
    const m = Math.max(n, 2 * this.live.length);
    this.live = new Int32Array(m);
    this.liveP = new Float64Array(m);
    this.stay = new Uint8Array(m);
    this.gone = new Int32Array(m);
    this.goneP = new Float64Array(m);
  }
}

/**
 * The working arrays of run(). Allocating typed arrays costs more than a small battle's rounds,
 * so they are kept between calculations while they hold at most POOL_LIMIT pairs; run() hands
 * them back clean (every mass, pair number and mark reset).
 */
interface Work {
  pairs: PairIds;
  cur: Frontier;
  nxt: Frontier;
  edges: Edges;
  chart: [Float64Array, Float64Array];
  lists: [SideLists, SideLists];
  record: Recording;
  grouping: Grouping;
  grid: Grid;
}
const POOL_LIMIT = 1 << 16;
let pooled: Work | undefined;

function takeWork(): Work {
  const w = pooled;
  pooled = undefined;
  return (
    w ?? {
      pairs: new PairIds(),
      cur: new Frontier(),
      nxt: new Frontier(),
      edges: new Edges(),
      chart: [new Float64Array(0), new Float64Array(0)],
      lists: [new SideLists(), new SideLists()],
      record: new Recording(),
      grouping: new Grouping(),
      grid: new Grid(),
    }
  );
}

function giveWork(w: Work): void {
  if (w.pairs.n > POOL_LIMIT) return;
  w.cur.clear();
  w.nxt.clear();
  w.pairs.clear();
  w.edges.n = 0;
  pooled = w;
}

function run(A: SideSpace, D: SideSpace, initial: readonly (readonly [number, number, number])[], rules: ChainRules, prune: number): ChainResult {
  const work = takeWork();
  try {
    return runWith(work, A, D, initial, rules, prune);
  } finally {
    giveWork(work);
  }
}

function runWith(work: Work, A: SideSpace, D: SideSpace, initial: readonly (readonly [number, number, number])[], rules: ChainRules, prune: number): ChainResult {
  const outcome = new Float64Array(OUTCOMES.length);
  // P(each side ends in state s): grown as states are numbered (fitFinals).
  let finalA = new Float64Array(A.states.length + 64);
  let finalD = new Float64Array(D.states.length + 64);
  const fitFinals = () => {
    if (A.states.length > finalA.length) {
      const bigger = new Float64Array(2 * A.states.length);
      bigger.set(finalA);
      finalA = bigger;
    }
    if (D.states.length > finalD.length) {
      const bigger = new Float64Array(2 * D.states.length);
      bigger.set(finalD);
      finalD = bigger;
    }
  };
  const stillGoing: number[] = [];
  let pruned = 0;
  const pairs = work.pairs;

  const end = (o: number, a: number, d: number, p: number) => {
    fitFinals();
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

  const [LA, LD] = work.lists;
  const rec = work.record;

  /**
   * One combat round from (a, d) with mass m, in which the attacker ends in state sA[k] with
   * probability qA[k] (k from oA, nA entries) and, independently, the defender in sD[l] with
   * qD[l] (l from oD, nD entries): ended combats go to
   * the outcomes, the rest into `next`. With `skipStay`, moves that keep both ranks (solved by
   * the caller) are left out.
   */
  const product = (
    a: number,
    d: number,
    m: number,
    retreating: number,
    next: Frontier,
    skipStay: boolean,
    sA: Int32Array,
    qA: Float64Array,
    oA: number,
    nA: number,
    sD: Int32Array,
    qD: Float64Array,
    oD: number,
    nD: number,
  ) => {
    fitFinals();
    LA.fit(nA);
    LD.fit(nD);
    const { live: liveA, liveP: liveAp, stay: liveAstay, gone: goneA, goneP: goneAp } = LA;
    const { live: liveD, liveP: liveDp, stay: liveDstay, gone: goneD, goneP: goneDp } = LD;
    const rankA = A.rank[a]!;
    const rankD = D.rank[d]!;
    let nLA = 0;
    let nGA = 0;
    let wA = 0;
    let sLA = 0;
    let sGA = 0;
    let maxLA = 0;
    for (let j = oA; j < oA + nA; j++) {
      const q = qA[j]!;
      if (q === 0) continue;
      const a2 = sA[j]!;
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
        if (q > maxLA) maxLA = q;
      }
    }
    let nLD = 0;
    let nGD = 0;
    let wD = 0;
    let sLD = 0;
    let sGD = 0;
    let maxLD = 0;
    for (let i = oD; i < oD + nD; i++) {
      const q = qD[i]!;
      if (q === 0) continue;
      const d2 = sD[i]!;
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
        if (q > maxLD) maxLD = q;
      }
    }
    // Van Hauge: a wiped side destroys every ship, so those rounds end in a draw. (The sums run
    // over the whole lists, whose probabilities need not add up to 1 in a coupled round's part.)
    const tA = wA + sGA + sLA;
    const tD = wD + sGD + sLD;
    const wiped = m * (wA * tD + wD * tA - wA * wD);
    if (wiped > 0) end(O_DRAW, A.zero, D.zero, wiped);
    // The other endings, as sums over the side that ended and the side that did not.
    settle(O_ATTACKER, m, liveA, liveAp, nLA, sLA, goneD, goneDp, nGD, sGD);
    settle(O_DEFENDER, m, goneA, goneAp, nGA, sGA, liveD, liveDp, nLD, sLD);
    settle(O_DRAW, m, goneA, goneAp, nGA, sGA, goneD, goneDp, nGD, sGD);
    if (retreating >= 0) {
      // 67.7: both still have ships, so the announced retreat happens.
      const both = m * sLA * sLD;
      outcome[retreating] = outcome[retreating]! + both;
      for (let k = 0; k < nLA; k++) finalA[liveA[k]!] = finalA[liveA[k]!]! + m * liveAp[k]! * sLD;
      for (let k = 0; k < nLD; k++) finalD[liveD[k]!] = finalD[liveD[k]!]! + m * liveDp[k]! * sLA;
      return;
    }
    // The mass dropped below is summed here and added to `pruned` once: a number the closures
    // share is stored boxed, so every add to it allocates (tens of megabytes in a large battle).
    let drop = 0;
    if (prune > 0 && nLD > 0) {
      // Defender states every move to which carries less than `prune` (the far tails of the
      // attacker's roll): dropped at once.
      nLD = LD.keepLive(nLD, prune / (m * maxLA));
      drop += m * sLA * LD.dropped;
      sLD -= LD.dropped;
    }
    if (toGrid) {
      // A large round's moves into the dense grid (sweep): one add each, within the attacker state's row.
      const cells = grid.cells;
      const width = grid.width;
      for (let k = 0; k < nLA; k++) {
        const pj = m * liveAp[k]!;
        if (pj * maxLD < prune) {
          drop += pj * sLD;
          continue;
        }
        const base = liveA[k]! * width;
        for (let l = 0; l < nLD; l++) {
          const p = pj * liveDp[l]!;
          if (p < prune) drop += p;
          else {
            const at = base + liveD[l]!;
            cells[at] = cells[at]! + p;
          }
        }
      }
      if (drop > 0) pruned += drop;
      return;
    }
    const nDStates = D.states.length;
    for (let k = 0; k < nLA; k++) {
      const pj = m * liveAp[k]!;
      // Every move of this attacker state below `prune` (a third of a large round's moves): dropped at once.
      if (pj * maxLD < prune) {
        drop += pj * sLD;
        continue;
      }
      const a2 = liveA[k]!;
      const row = pairs.row(a2, nDStates);
      const stayA = skipStay && liveAstay[k] === 1;
      for (let l = 0; l < nLD; l++) {
        if (stayA && liveDstay[l] === 1) continue;
        const p = pj * liveDp[l]!;
        if (p < prune) drop += p;
        else {
          const d2 = liveD[l]!;
          const id = row[d2]! - 1;
          next.add(id >= 0 ? id : pairs.at(row, a2, d2), p);
        }
      }
    }
    if (drop > 0) pruned += drop;
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

  // sweep(): while set, product() adds its moves to `grid` instead of its `next` frontier.
  let toGrid = false;
  const grid = work.grid;
  const coupled = rules.coupled;
  const isSlow = (a: number, d: number) => (rules.pair !== undefined || coupled !== undefined) && (A.slow[a] === 1 || D.slow[d] === 1);

  // The step a coupled round's parts go to (one emit function, no closure per step).
  const emitting = { a: 0, d: 0, m: 0, retreating: -1, next: work.cur, skipStay: false };
  const emitProduct = (sA: Int32Array, qA: Float64Array, nA: number, sD: Int32Array, qD: Float64Array, nD: number) =>
    product(emitting.a, emitting.d, emitting.m, emitting.retreating, emitting.next, emitting.skipStay, sA, qA, 0, nA, sD, qD, 0, nD);

  /** One round from (a, d) with mass m into `next` (see product). */
  const step = (a: number, d: number, m: number, round: number, next: Frontier, skipStay: boolean) => {
    const pA = A.hits(a, rules.context(0, round), D.nonFighters[d]!);
    const pD = D.hits(d, rules.context(1, round), A.nonFighters[a]!);
    const RA = A.row(a, D.blocksSustain[d] === 1);
    const RD = D.row(d, A.blocksSustain[a] === 1);
    const retreating = retreatAt(round, a, d);
    if (!isSlow(a, d)) {
      product(a, d, m, retreating, next, skipStay, RA.states, A.merge(RA, pD), 0, rollLength(RA, pD), RD.states, D.merge(RD, pA), 0, rollLength(RD, pA));
      return;
    }
    if (coupled) {
      emitting.a = a;
      emitting.d = d;
      emitting.m = m;
      emitting.retreating = retreating;
      emitting.next = next;
      emitting.skipStay = skipStay;
      coupled.components(a, d, pA, pD, RA.to, RD.to, emitProduct);
      return;
    }
    stepByOutcomePair(a, d, m, pA, pD, retreating, next, skipStay);
  };

  /** The coupled round by its definition, outcome pair by outcome pair (no `coupled`: the Yin against the Yin). */
  const stepByOutcomePair = (a: number, d: number, m: number, pA: Float64Array, pD: Float64Array, retreating: number, next: Frontier, skipStay: boolean) => {
    const rankA = A.rank[a]!;
    const rankD = D.rank[d]!;
    const to = (a2: number, d2: number, p: number) => {
      if (A.wiped[a2] || D.wiped[d2]) end(O_DRAW, A.zero, D.zero, p);
      else if (A.empty[a2] && D.empty[d2]) end(O_DRAW, a2, d2, p);
      else if (D.empty[d2]) end(O_ATTACKER, a2, d2, p);
      else if (A.empty[a2]) end(O_DEFENDER, a2, d2, p);
      else if (retreating >= 0) end(retreating, a2, d2, p);
      else if (!(skipStay && A.rank[a2] === rankA && D.rank[d2] === rankD)) next.add(pairs.id(a2, d2, D.states.length), p);
    };
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

  /**
   * One round of a large frontier. The attacker's states after the round depend on the defender
   * only through the defender's state d (its roll, its sustain blocking), and the defender's on
   * the attacker only through the attacker's roll and blocking: so the pairs with the same d
   * whose attackers roll alike (and announce the same retreat) add up their attackers' states
   * after the round first, and go through one product with d's states after it. (Coupled pairs
   * are stepped one by one.)
   */
  function sweep(from: Frontier, round: number, next: Frontier): void {
    const g = work.grouping;
    g.fit(from.size, A.states.length);
    const ctxA = rules.context(0, round);
    const ctxD = rules.context(1, round);
    // The mass dropped, added to `pruned` at the end (see product).
    let drop = 0;
    // Each pair's group key: the attacker's roll (SideSpace.hitsId), its blocking, the retreat.
    let n = 0;
    for (let k = 0; k < from.size; k++) {
      const x = from.list[k]!;
      const m = from.mass[x]!;
      if (m < prune) {
        drop += m;
        continue;
      }
      const a = pairs.a[x]!;
      const d = pairs.d[x]!;
      if (isSlow(a, d)) {
        step(a, d, m, round, next, false);
        continue;
      }
      const id = A.hitsId(a, ctxA, D.nonFighters[d]!);
      g.pair[n] = x;
      g.d[n] = d;
      g.key[n++] = (id * 2 + A.blocksSustain[a]!) * 8 + (retreatAt(round, a, d) + 1);
      // Both rows now, so that the states of the round are all numbered before the grid is sized.
      A.row(a, D.blocksSustain[d] === 1);
      D.row(d, A.blocksSustain[a] === 1);
    }
    // A large round whose pairs fill enough of the (attacker, defender) grid adds its moves up there.
    const nA = A.states.length;
    const nD = D.states.length;
    const dense = rules.gridFrom === undefined ? n >= GRID_FROM && nA * nD <= GRID_SPARSITY * n : n >= rules.gridFrom;
    toGrid = dense && nA * nD <= GRID_LIMIT;
    if (toGrid) grid.begin(nA, nD);
    // Grouped by key, then by d: the groups of one attacker roll write to the grid rows of its
    // attackers' successors, few enough to stay in cache (by d first, every group's rows are far apart).
    const order = g.sortBy(n);
    const acc = g.acc;
    for (let s = 0; s < n; ) {
      const x0 = g.pair[order[s]!]!;
      const d = pairs.d[x0]!;
      const key = g.key[order[s]!]!;
      let e = s + 1;
      while (e < n && pairs.d[g.pair[order[e]!]!] === d && g.key[order[e]!] === key) e++;
      // The attackers' states after the round, weighted by the pairs' masses.
      acc.begin(A.states.length);
      for (let i = s; i < e; i++) {
        const x = g.pair[order[i]!]!;
        const a = pairs.a[x]!;
        const m = from.mass[x]!;
        const pD = D.hits(d, ctxD, A.nonFighters[a]!);
        const RA = A.row(a, D.blocksSustain[d] === 1);
        acc.fit(A.states.length);
        // By the defender's outcome, straight from the row (the accumulator merges equal states).
        // A share below `prune` is dropped here: each of its moves would carry less (a quarter of
        // a large round's shares, the far tails of the roll), and all of them together at most it.
        const to = RA.to;
        for (let o = 0; o < pD.length; o++) {
          const q = m * pD[o]!;
          if (q >= prune && q > 0) acc.add(to[o]!, q);
          else drop += q;
        }
      }
      const a0 = pairs.a[x0]!;
      const pA = A.hitsById(Math.floor(key / 16));
      const RD = D.row(d, (Math.floor(key / 8) & 1) === 1);
      product(a0, d, 1, (key % 8) - 1, next, false, acc.states, acc.q, 0, acc.n, RD.states, D.merge(RD, pA), 0, rollLength(RD, pA));
      acc.end();
      s = e;
    }
    if (toGrid) {
      toGrid = false;
      // The grid's cells into `next`, row by row (then the next round meets its pairs in order).
      const cells = grid.cells;
      for (let a = 0; a < nA; a++) {
        const base = a * nD;
        let row: Int32Array | undefined;
        for (let d = 0; d < nD; d++) {
          const p = cells[base + d]!;
          if (p === 0) continue;
          cells[base + d] = 0;
          row ??= pairs.row(a, nD);
          const id = row[d]! - 1;
          next.add(id >= 0 ? id : pairs.at(row, a, d), p);
        }
      }
      grid.dirty = false;
    }
    if (drop > 0) pruned += drop;
  }

  let cur = work.cur;
  let nxt = work.nxt;
  for (const [a, d, p] of initial) {
    if (A.wiped[a] || D.wiped[d]) end(O_DRAW, A.zero, D.zero, p);
    else if (A.empty[a] || D.empty[d]) end(A.empty[a] && D.empty[d] ? O_DRAW : A.empty[a] ? O_DEFENDER : O_ATTACKER, a, d, p);
    else cur.add(pairs.id(a, d, D.states.length), p);
  }

  // Phase 1: round by round, exactly, while the rounds differ, and further while that pays (steppingPays).
  let round = 1;
  let remaining = cur.total();
  let before = Infinity;
  // Only with Duranium Armor: without its blocks, phase 2 takes each pair once, cheaper than rounds.
  const stepTail = (rules.stepTail ?? true) && (A.setup.duranium || D.setup.duranium);
  const stepOn = () => {
    if (round < rules.stationaryFrom || Number.isFinite(rules.maxRounds)) return true;
    return stepTail && steppingPays(round - rules.stationaryFrom, remaining, before);
  };
  while (remaining > 0 && round <= rules.maxRounds && stepOn()) {
    before = remaining;
    if (cur.size < (rules.groupFrom ?? SWEEP_GROUPING)) {
      for (let k = 0; k < cur.size; k++) {
        const x = cur.list[k]!;
        const m = cur.mass[x]!;
        if (m < prune) pruned += m;
        else step(pairs.a[x]!, pairs.d[x]!, m, round, nxt, false);
      }
    } else sweep(cur, round, nxt);
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
    finalA: finalA.subarray(0, A.states.length),
    finalD: finalD.subarray(0, D.states.length),
    stillGoing: Number.isFinite(rules.maxRounds) ? stillGoing : chartOnly(stillGoing, rules.stationaryFrom - 1),
    pruned,
  });
  if (remaining === 0) return result();
  if (round > rules.maxRounds) {
    for (let k = 0; k < cur.size; k++) {
      const x = cur.list[k]!;
      end(O_ONGOING, pairs.a[x]!, pairs.d[x]!, cur.mass[x]!);
    }
    return result();
  }
  // Phase 2: the stationary tail, in order of rank sum; pairs of equal ranks form a block.
  const r = Math.max(round, rules.stationaryFrom);
  const buckets: (number[] | undefined)[] = [];
  // Each pair phase 2 steps records its moves to live pairs as edges (pairs.edgeStart[x] to
  // pairs.edgeEnd[x]) so that the chart can replay the rounds.
  const { edges } = work;
  // The pairs phase 2 meets, in order (the chart replays over these).
  const met: number[] = [];
  // queued: 1 in a bucket; 2 met as a block member only (its mass comes from the block's solve).
  const queue = (x: number) => {
    if (pairs.queued[x] === 1) return;
    if (pairs.queued[x] === 0) met.push(x);
    pairs.queued[x] = 1;
    const b = A.rank[pairs.a[x]!]! + D.rank[pairs.d[x]!]!;
    (buckets[b] ??= []).push(x);
  };
  for (let k = 0; k < cur.size; k++) queue(cur.list[k]!);
  // The chart starts from the masses of the pairs queued so far.
  const chartFrom: [number, number][] = [];
  for (let k = 0; k < cur.size; k++) chartFrom.push([cur.list[k]!, cur.mass[cur.list[k]!]!]);
  const mass = cur;
  // Mass pushed into later pairs lands in `mass` and queues them; the move is recorded as an edge.
  // The edge is recorded per unit of mass: the step's expected visits are sinkVisits.
  let sinkVisits = 1;
  const sink = {
    add(x: number, p: number) {
      mass.add(x, p);
      queue(x);
      edges.push(x, p / sinkVisits);
    },
  } as Frontier;
  // A pair visited less than CHART_PRUNE times in all never holds CHART_PRUNE in any one round,
  // so the chart never follows its moves: they are not recorded.
  const quietSink = {
    add(x: number, p: number) {
      mass.add(x, p);
      queue(x);
    },
  } as Frontier;
  const sinkFor = (visits: number) => {
    sinkVisits = visits;
    return visits >= CHART_PRUNE ? sink : quietSink;
  };
  /** Steps pair x with `visits` expected visits, recording its moves per unit of mass. */
  const stepRecorded = (x: number, visits: number) => {
    step(pairs.a[x]!, pairs.d[x]!, visits, r, sinkFor(visits), true);
  };
  const beginEdges = (x: number) => {
    if (pairs.queued[x] === 0) {
      pairs.queued[x] = 2;
      met.push(x);
    }
    pairs.edgeStart[x] = edges.n;
  };
  const endEdges = (x: number) => (pairs.edgeEnd[x] = edges.n);
  const blocks = A.setup.duranium || D.setup.duranium;
  // Buckets after the current one fill up as it is solved (ranks never go down): read the length each time.
  for (let b = 0; b < buckets.length; b++) {
    const bucket = buckets[b];
    if (bucket === undefined) continue;
    if (!blocks) {
      for (const x of bucket) solveAlone(x);
      continue;
    }
    const byRankA = new Map<number, number[]>();
    for (const x of bucket) {
      const rA = A.rank[pairs.a[x]!]!;
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
    const a = pairs.a[x]!;
    const d = pairs.d[x]!;
    if (isSlow(a, d)) {
      let stay = 0;
      const from = rec.parts.length;
      const retreating = record(x);
      if (retreating === RECORD_NONE) {
        stayMoves(x, (y, p) => {
          if (y === x) stay += p;
        });
      } else if (retreating < 0) stay = recordedSelf(a, d, from);
      if (!stalemate(x, a, d, m, stay)) {
        if (retreating === RECORD_NONE) stepRecorded(x, m / (1 - stay));
        else replay(a, d, m / (1 - stay), retreating, from, rec.parts.length);
      }
      endEdges(x);
      rec.clear();
      return;
    }
    // The ordinary round, its rolls taken once: without repairs a move that keeps both ranks keeps
    // both states (both sides missed), so the stay is P(attacker unchanged) * P(defender unchanged).
    const pA = A.hits(a, rules.context(0, r), D.nonFighters[d]!);
    const pD = D.hits(d, rules.context(1, r), A.nonFighters[a]!);
    const RA = A.row(a, D.blocksSustain[d] === 1);
    const RD = D.row(d, A.blocksSustain[a] === 1);
    const qA = A.merge(RA, pD);
    const qD = D.merge(RD, pA);
    const nA = rollLength(RA, pD);
    const nD = rollLength(RD, pA);
    const retreating = retreatAt(r, a, d);
    let stay = 0;
    if (retreating < 0) {
      let stayA = 0;
      let stayD = 0;
      for (let j = 0; j < nA; j++) if (RA.states[j] === a) stayA += qA[j]!;
      for (let i = 0; i < nD; i++) if (RD.states[i] === d) stayD += qD[i]!;
      stay = stayA * stayD;
    }
    if (!stalemate(x, a, d, m, stay)) {
      const visits = m / (1 - stay);
      product(a, d, visits, retreating, sinkFor(visits), true, RA.states, qA, 0, nA, RD.states, qD, 0, nD);
    }
    endEdges(x);
  }

  /**
   * Opens pair x's chart edges with its self-loop (`stay`, when the chart follows it); ends the
   * combat as a stalemate and returns true when x can only stay where it is.
   */
  function stalemate(x: number, a: number, d: number, m: number, stay: number): boolean {
    const never = 1 - stay <= 1e-15;
    beginEdges(x);
    if (stay > 0 && (never || m / (1 - stay) >= CHART_PRUNE)) edges.push(x, stay);
    if (never) end(O_STALEMATE, a, d, m);
    return never;
  }

  /**
   * Records the parts of pair x's round at r (each side's states after it with probabilities, see
   * Coupled) so that its stay moves and its step read the same lists, computed once. Returns the
   * retreat announced (-1 none), or RECORD_NONE for the outcome-pair definition (not recorded).
   */
  function record(x: number): number {
    const a = pairs.a[x]!;
    const d = pairs.d[x]!;
    const slow = isSlow(a, d);
    if (slow && !coupled) return RECORD_NONE;
    const pA = A.hits(a, rules.context(0, r), D.nonFighters[d]!);
    const pD = D.hits(d, rules.context(1, r), A.nonFighters[a]!);
    const RA = A.row(a, D.blocksSustain[d] === 1);
    const RD = D.row(d, A.blocksSustain[a] === 1);
    if (slow) coupled!.components(a, d, pA, pD, RA.to, RD.to, recordPart);
    else recordPart(RA.states, A.merge(RA, pD), rollLength(RA, pD), RD.states, D.merge(RD, pA), rollLength(RD, pA));
    return retreatAt(r, a, d);
  }
  function recordPart(sA: Int32Array, qA: Float64Array, nA: number, sD: Int32Array, qD: Float64Array, nD: number): void {
    rec.add(sA, qA, nA, sD, qD, nD);
  }

  /** P(the recorded parts from..parts.length leave (a, d) as it is). */
  function recordedSelf(a: number, d: number, from: number): number {
    let stay = 0;
    for (let k = from; k < rec.parts.length; k += 3) {
      const o = rec.parts[k]!;
      const nA = rec.parts[k + 1]!;
      const nD = rec.parts[k + 2]!;
      let sa = 0;
      let sd = 0;
      for (let j = o; j < o + nA; j++) if (rec.st[j] === a) sa += rec.pr[j]!;
      for (let i = o + nA; i < o + nA + nD; i++) if (rec.st[i] === d) sd += rec.pr[i]!;
      stay += sa * sd;
    }
    return stay;
  }

  /** Steps (a, d) with `visits` expected visits over its recorded parts [from, to), recording its moves per unit of mass. */
  function replay(a: number, d: number, visits: number, retreating: number, from: number, to: number): void {
    for (let k = from; k < to; k += 3) {
      const o = rec.parts[k]!;
      const nA = rec.parts[k + 1]!;
      const nD = rec.parts[k + 2]!;
      product(a, d, visits, retreating, sinkFor(visits), true, rec.st, rec.pr, o, nA, rec.st, rec.pr, o + nA, nD);
    }
  }

  /**
   * The chance the combat is still going after each further round, for the chart only: the rounds
   * are replayed over the moves phase 2 recorded (each pair's moves to live pairs, per unit of
   * mass), skipping pairs below CHART_PRUNE, which keeps it cheap and off by less than 1e-6.
   */
  function chartRemainingRounds(firstRound: number): void {
    const n = pairs.n;
    if (work.chart[0].length < n) work.chart = [new Float64Array(2 * n), new Float64Array(2 * n)];
    let [from, to] = work.chart;
    for (const x of met) {
      from[x] = 0;
      to[x] = 0;
    }
    for (const [x, p] of chartFrom) from[x] = p;
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
   * Moves from pair x that keep both ranks (to itself, or with Duranium to a repaired state), by
   * the outcome-pair definition of a coupled round (pairs that record() does not record).
   */
  function stayMoves(x: number, visit: (y: number, p: number) => void): void {
    const a = pairs.a[x]!;
    const d = pairs.d[x]!;
    if (retreatAt(r, a, d) >= 0) return;
    const pA = A.hits(a, rules.context(0, r), D.nonFighters[d]!);
    const pD = D.hits(d, rules.context(1, r), A.nonFighters[a]!);
    const rankA = A.rank[a]!;
    const rankD = D.rank[d]!;
    for (let j = 0; j < pD.length; j++) {
      for (let i = 0; i < pA.length; i++) {
        const q = pD[j]! * pA[i]!;
        if (q === 0) continue;
        rules.pair!(a, d, j, i, (a2, d2, w) => {
          if (!A.empty[a2] && !D.empty[d2] && A.rank[a2] === rankA && D.rank[d2] === rankD) visit(pairs.id(a2, d2, D.states.length), q * w);
        });
      }
    }
  }

  function solveBlock(seeds: number[]): void {
    // Members: the seeds and every pair of the block they can reach without leaving it; their
    // moves within the block as a sparse matrix (row k: q.col[q.start[k] .. q.start[k + 1])).
    // Each member's round is recorded once, for its stay moves here and its step below.
    const members: number[] = [];
    const add = (x: number): number => {
      const memberOf = blockScratch.memberOf(pairs.n);
      let k = memberOf[x]!;
      if (k < 0) {
        k = members.length;
        memberOf[x] = k;
        members.push(x);
      }
      return k;
    };
    for (const x of seeds) if (mass.mass[x]! > 0) add(x);
    const q = blockScratch.matrix;
    q.clear();
    rec.clear();
    const exit: number[] = [];
    const parts: number[] = [];
    const retreats: number[] = [];
    for (let k = 0; k < members.length; k++) {
      const x = members[k]!;
      const a = pairs.a[x]!;
      const d = pairs.d[x]!;
      let stay = 0;
      const from = rec.parts.length;
      const retreating = record(x);
      parts.push(from);
      retreats.push(retreating);
      if (retreating === RECORD_NONE) {
        stayMoves(x, (y, p) => {
          q.push(add(y), p);
          stay += p;
        });
      } else if (retreating < 0) {
        // Moves that keep both ranks: each part's rank-keeping states, paired.
        const rankA = A.rank[a]!;
        const rankD = D.rank[d]!;
        for (let at = from; at < rec.parts.length; at += 3) {
          const o = rec.parts[at]!;
          const nA = rec.parts[at + 1]!;
          const nD = rec.parts[at + 2]!;
          for (let j = o; j < o + nA; j++) {
            const a2 = rec.st[j]!;
            if (rec.pr[j] === 0 || A.rank[a2] !== rankA || A.empty[a2]) continue;
            const row = pairs.row(a2, D.states.length);
            for (let i = o + nA; i < o + nA + nD; i++) {
              const d2 = rec.st[i]!;
              if (rec.pr[i] === 0 || D.rank[d2] !== rankD || D.empty[d2]) continue;
              const p = rec.pr[j]! * rec.pr[i]!;
              q.push(add(pairs.at(row, a2, d2)), p);
              stay += p;
            }
          }
        }
      }
      q.endRow();
      exit.push(1 - stay);
    }
    parts.push(rec.parts.length);
    const memberMarks = blockScratch.memberOf(pairs.n);
    for (const x of members) memberMarks[x] = -1;
    const m = members.map((x) => (x < mass.mass.length ? mass.mass[x]! : 0));
    members.forEach((x) => {
      if (x < mass.mass.length) mass.mass[x] = 0;
    });

    // Pairs that can never leave the block: the combat cannot end from there.
    const escapes = canEscape(q, exit);
    const live = members.map((_, k) => k).filter((k) => escapes[k]);
    const v = solveVisits(live, escapes, q, m);
    // Mass flowing into the members that cannot escape (from their start and from live members).
    const inflow = m.slice();
    for (const y of live) for (let e = q.start[y]!, stop = q.start[y + 1]!; e < stop; e++) inflow[q.col[e]!] = inflow[q.col[e]!]! + v[y]! * q.p[e]!;
    members.forEach((x, k) => {
      beginEdges(x);
      if (!escapes[k] || v[k]! >= CHART_PRUNE) for (let e = q.start[k]!, stop = q.start[k + 1]!; e < stop; e++) edges.push(members[q.col[e]!]!, q.p[e]!);
      if (escapes[k]) {
        if (v[k]! > 0) {
          if (retreats[k] === RECORD_NONE) stepRecorded(x, v[k]!);
          else replay(pairs.a[x]!, pairs.d[x]!, v[k]!, retreats[k]!, parts[k]!, parts[k + 1]!);
        }
      } else if (inflow[k]! > 0) end(O_STALEMATE, pairs.a[x]!, pairs.d[x]!, inflow[k]!);
      endEdges(x);
    });
    rec.clear();
  }
}

/**
 * Without a round limit, with Duranium Armor, the stationary rounds are still stepped one by one
 * (in groups, see sweep) while that pays: a large battle's mass mostly ends within a few rounds,
 * and a round over the pairs holding mass costs far less than phase 2's blocks, which take every
 * pair the combat can reach within a block (up to a few hundred), however little mass gets there.
 * (Without Duranium, phase 2 takes each pair once, alone: cheaper than stepping, measured.)
 * Stepping stops once less than TAIL_MASS is still going (phase 2 then meets few pairs above
 * PRUNE), or when the combat ends slowly: after TAIL_WARMUP rounds (in which sustains and cards
 * may hold off the first losses), less than TAIL_DECAY of what is left ending in a round (long
 * battles of few pairs, which phase 2 solves at once).
 */
const TAIL_MASS = 1e-12;
const TAIL_WARMUP = 10;
const TAIL_DECAY = 0.2;
const TAIL_MAX_ROUNDS = 200;
function steppingPays(stationaryRounds: number, remaining: number, before: number): boolean {
  if (remaining <= TAIL_MASS || stationaryRounds >= TAIL_MAX_ROUNDS) return false;
  return stationaryRounds < TAIL_WARMUP || remaining <= (1 - TAIL_DECAY) * before;
}

/**
 * The chart of an unlimited combat, as if phase 2 had charted what phase 1 stepped beyond the
 * rounds it had to: rounds until the combat is less than CHART_EPSILON likely to be still going.
 */
function chartOnly(stillGoing: number[], needed: number): number[] {
  for (let k = needed; k < stillGoing.length; k++) {
    if (k >= CHART_MAX_ROUNDS || (k > 0 ? stillGoing[k - 1]! : 1) < CHART_EPSILON) {
      stillGoing.length = k;
      break;
    }
  }
  return stillGoing;
}

/** Frontiers at least this large are stepped in groups (sweep). */
const SWEEP_GROUPING = 256;
/**
 * Grouped rounds of at least GRID_FROM pairs add their moves up in a dense (attacker, defender)
 * grid when it has at most GRID_LIMIT cells (8 bytes each) and at most GRID_SPARSITY per pair
 * stepped (reading the grid back costs a pass over every cell).
 */
const GRID_FROM = 2048;
const GRID_LIMIT = 1 << 21;
const GRID_SPARSITY = 64;

/** The dense grid of sweep(): cell a * width + d holds the mass moved to pair (a, d); all zero between rounds. */
class Grid {
  cells = new Float64Array(0);
  width = 0;
  /** Set while cells may hold mass (a round cut short by an error leaves it set). */
  dirty = false;
  begin(nA: number, nD: number): void {
    if (this.cells.length < nA * nD) this.cells = new Float64Array(nA * nD);
    else if (this.dirty) this.cells.fill(0);
    this.width = nD;
    this.dirty = true;
  }
}

/** States with probabilities added up, in order of first appearance (a dense array over states). */
class Accumulator {
  private at = new Int32Array(16).fill(-1);
  states = new Int32Array(64);
  q = new Float64Array(64);
  n = 0;
  begin(states: number): void {
    this.fit(states);
    this.n = 0;
  }
  fit(states: number): void {
    if (states > this.at.length) {
      const at = new Int32Array(Math.max(states, 2 * this.at.length)).fill(-1);
      at.set(this.at);
      this.at = at;
    }
  }
  add(s: number, q: number): void {
    const k = this.at[s]!;
    if (k >= 0) {
      this.q[k] = this.q[k]! + q;
      return;
    }
    if (this.n === this.states.length) {
      const states = new Int32Array(2 * this.n);
      const qq = new Float64Array(2 * this.n);
      states.set(this.states);
      qq.set(this.q);
      this.states = states;
      this.q = qq;
    }
    this.at[s] = this.n;
    this.states[this.n] = s;
    this.q[this.n++] = q;
  }
  end(): void {
    for (let k = 0; k < this.n; k++) this.at[this.states[k]!] = -1;
    this.n = 0;
  }
}

/** Scratch of sweep(): the pairs stepped, their group keys and defender states, the order that groups them. */
class Grouping {
  pair = new Int32Array(1024);
  key = new Int32Array(1024);
  d = new Int32Array(1024);
  private byD = new Int32Array(1024);
  private sorted = new Int32Array(1024);
  private count = new Int32Array(1024);
  acc = new Accumulator();
  fit(pairs: number, statesA: number): void {
    if (this.pair.length < pairs) {
      const n = Math.max(pairs, 2 * this.pair.length);
      this.pair = new Int32Array(n);
      this.key = new Int32Array(n);
      this.d = new Int32Array(n);
      this.byD = new Int32Array(n);
      this.sorted = new Int32Array(n);
    }
    this.acc.fit(statesA);
  }
  /** Entries 0..n-1 ordered by key, then by defender state: their indices (two stable counting sorts). */
  sortBy(n: number): Int32Array {
    return this.countingSort(n, this.key, this.countingSort(n, this.d, undefined, this.byD), this.sorted);
  }
  /** `order` (default: 0..n-1) stably sorted by keys[i], small non-negative integers, into `out`. */
  private countingSort(n: number, keys: Int32Array, order: Int32Array | undefined, out: Int32Array): Int32Array {
    let max = 0;
    for (let i = 0; i < n; i++) max = Math.max(max, keys[i]!);
    if (this.count.length < max + 2) this.count = new Int32Array(2 * max + 2);
    const count = this.count;
    count.fill(0, 0, max + 2);
    for (let i = 0; i < n; i++) count[keys[i]! + 1]!++;
    for (let k = 0; k <= max; k++) count[k + 1] = count[k + 1]! + count[k]!;
    for (let t = 0; t < n; t++) {
      const i = order === undefined ? t : order[t]!;
      out[count[keys[i]!]!++] = i;
    }
    return out;
  }
}

/** record(): the pair's round is not recorded (the outcome-pair definition steps it itself). */
const RECORD_NONE = -2;

/** Rounds recorded as parts (offset, attacker entries, defender entries) over shared arrays. */
class Recording {
  st = new Int32Array(1024);
  pr = new Float64Array(1024);
  n = 0;
  parts: number[] = [];
  clear(): void {
    this.n = 0;
    this.parts.length = 0;
  }
  add(sA: Int32Array, qA: Float64Array, nA: number, sD: Int32Array, qD: Float64Array, nD: number): void {
    const need = this.n + nA + nD;
    if (need > this.st.length) {
      const size = Math.max(need, 2 * this.st.length);
      const st = new Int32Array(size);
      const pr = new Float64Array(size);
      st.set(this.st.subarray(0, this.n));
      pr.set(this.pr.subarray(0, this.n));
      this.st = st;
      this.pr = pr;
    }
    this.parts.push(this.n, nA, nD);
    for (let j = 0; j < nA; j++) {
      this.st[this.n] = sA[j]!;
      this.pr[this.n++] = qA[j]!;
    }
    for (let i = 0; i < nD; i++) {
      this.st[this.n] = sD[i]!;
      this.pr[this.n++] = qD[i]!;
    }
  }
}

/** Scratch of solveBlock: the block's matrix, and each pair's member number (-1: none) over every pair. */
const blockScratch = {
  matrix: new Sparse(),
  marks: new Int32Array(1024).fill(-1),
  memberOf(pairs: number): Int32Array {
    if (this.marks.length < pairs) {
      const bigger = new Int32Array(Math.max(pairs, 2 * this.marks.length)).fill(-1);
      bigger.set(this.marks);
      this.marks = bigger;
    }
    return this.marks;
  },
};
