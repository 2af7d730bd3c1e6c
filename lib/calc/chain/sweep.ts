/**
 * One round of a large frontier. The attacker's states after the round depend on the defender
 * only through the defender's state d (its roll, its sustain blocking), and the defender's on
 * the attacker only through the attacker's roll and blocking: so the pairs with the same d
 * whose attackers roll alike (and announce the same retreat) add up their attackers' states
 * after the round first, and go through one product with d's states after it. Coupled pairs
 * do the same through Coupled.group when the attacker produces no reaction hits (the defender's
 * side then reads the attacker only through its roll, blocking and best value lost, which the
 * coupler keeps apart); else, when the defender produces none, the other way round (pairs with
 * the same attacker state whose defenders roll alike); the other coupled pairs are stepped one
 * by one.
 */
import { rollLength } from '../space';
import { grown } from '../grown';
import type { Frontier } from './frontier';
import type { PairIds } from './pair-ids';
import type { RoundStepper } from './round';

/** Frontiers at least this large are stepped in groups (sweep). */
export const SWEEP_GROUPING = 256;
/**
 * Grouped rounds of at least GRID_FROM pairs add their moves up in a dense (attacker, defender)
 * grid when it has at most GRID_LIMIT cells (8 bytes each) and at most GRID_SPARSITY per pair
 * stepped (reading the grid back costs a pass over every cell).
 */
const GRID_FROM = 2048;
const GRID_LIMIT = 1 << 21;
const GRID_SPARSITY = 64;

/** The dense grid of sweep(): cell a * width + d holds the mass moved to pair (a, d); all zero between rounds. */
export class Grid {
  cells = new Float64Array(0);
  width = 0;
  /** The attacker states when the grid was sized (cells hold rows 0..rows-1). */
  rows = 0;
  /** Set while cells may hold mass (a round cut short by an error leaves it set). */
  dirty = false;
  begin(nA: number, nD: number): void {
    if (this.cells.length < nA * nD) this.cells = new Float64Array(nA * nD);
    else if (this.dirty) this.cells.fill(0);
    this.width = nD;
    this.rows = nA;
    this.dirty = true;
  }
  /** Moves every cell's mass to its pair in `next`, row by row (the next round meets its pairs in order), leaving the grid zero. */
  drainInto(pairs: PairIds, nA: number, next: Frontier): void {
    const { cells, width: nD } = this;
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
    this.dirty = false;
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
      this.at = grown(this.at, Math.max(states, 2 * this.at.length), -1);
    }
  }
  add(s: number, q: number): void {
    const k = this.at[s]!;
    if (k >= 0) {
      this.q[k] = this.q[k]! + q;
      return;
    }
    if (this.n === this.states.length) {
      this.states = grown(this.states, 2 * this.n);
      this.q = grown(this.q, 2 * this.n);
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

/** Scratch of sweep(): the pairs stepped, their group keys and single states, the order that groups them. */
export class Grouping {
  pair = new Int32Array(1024);
  key = new Int32Array(1024);
  /** The state a pair's group has in common: the defender's, or the attacker's when its defenders are grouped. */
  y = new Int32Array(1024);
  /** A coupled group's grouped states and masses (stepCoupledGroup). */
  xs = new Int32Array(1024);
  ms = new Float64Array(1024);
  private byY = new Int32Array(1024);
  private sorted = new Int32Array(1024);
  private count = new Int32Array(1024);
  acc = new Accumulator();
  /** The number of pairs grouped in this round (keyPairs). */
  n = 0;
  fit(pairs: number, statesA: number): void {
    if (this.pair.length < pairs) {
      const n = Math.max(pairs, 2 * this.pair.length);
      this.pair = new Int32Array(n);
      this.key = new Int32Array(n);
      this.y = new Int32Array(n);
      this.xs = new Int32Array(n);
      this.ms = new Float64Array(n);
      this.byY = new Int32Array(n);
      this.sorted = new Int32Array(n);
    }
    this.acc.fit(statesA);
  }
  /** Entries 0..n-1 ordered by key, then by single state: their indices (two stable counting sorts). */
  sortBy(n: number): Int32Array {
    return this.countingSort(n, this.key, this.countingSort(n, this.y, undefined, this.byY), this.sorted);
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

/** One round of frontier `from` into `next`, in groups (see above). */
export function sweep(s: RoundStepper, g: Grouping, from: Frontier, round: number, next: Frontier): void {
  const { A, D, rules, grid } = s;
  // The mass dropped, added to the tally at the end (see Tally).
  let drop = keyPairs(s, g, from, round, next);
  // A large round whose pairs fill enough of the (attacker, defender) grid adds its moves up there.
  const nA = A.states.length;
  const nD = D.states.length;
  const n = g.n;
  const dense = rules.gridFrom === undefined ? n >= GRID_FROM && nA * nD <= GRID_SPARSITY * n : n >= rules.gridFrom;
  s.toGrid = dense && nA * nD <= GRID_LIMIT;
  if (s.toGrid) grid.begin(nA, nD);
  drop = stepGroups(s, g, from, round, next, drop);
  if (s.toGrid) {
    s.toGrid = false;
    grid.drainInto(s.pairs, nA, next);
  }
  if (drop > 0) s.tally.pruned += drop;
}

/** How a pair steps: grouped by defender state (ordinary, or coupled with its attackers grouped), grouped by attacker state (coupled, its defenders grouped), or alone. */
const ORDINARY = 0;
const COUPLED_ATTACKERS = 1;
const COUPLED_DEFENDERS = 2;
const ALONE = -1;
type GroupKind = typeof ORDINARY | typeof COUPLED_ATTACKERS | typeof COUPLED_DEFENDERS;

/**
 * A pair's group key: the grouped side's roll (SideSpace.hitsId), whether it blocks sustain, the
 * retreat announced (-1: none) and the kind of group. Pairs of one key and one single state step
 * together; the readers below take each part back out.
 */
const groupKey = (hitsId: number, blocks: number, retreat: number, kind: GroupKind): number => ((hitsId * 2 + blocks) * 8 + (retreat + 1)) * 4 + kind;
const keyHitsId = (key: number): number => Math.floor(key / 64);
const keyBlocks = (key: number): boolean => (Math.floor(key / 32) & 1) === 1;
const keyRetreat = (key: number): number => ((key >> 2) % 8) - 1;
const keyKind = (key: number): GroupKind => (key & 3) as GroupKind;

/** How pair (a, d) steps (see ORDINARY). */
function kindOf(s: RoundStepper, a: number, d: number): GroupKind | typeof ALONE {
  if (!s.isSlow(a, d)) return ORDINARY;
  if (s.groupsCoupled(0, a)) return COUPLED_ATTACKERS;
  return s.groupsCoupled(1, d) ? COUPLED_DEFENDERS : ALONE;
}

/**
 * Gives each pair of `from` its group key (the grouped side's roll (SideSpace.hitsId), its
 * blocking, the retreat, the kind), numbering the round's states; coupled pairs that group
 * neither way are stepped at once. Returns the mass dropped.
 */
function keyPairs(s: RoundStepper, g: Grouping, from: Frontier, round: number, next: Frontier): number {
  const { A, D, pairs, prune } = s;
  g.fit(from.size, A.states.length);
  const ctxA = s.rules.context(0, round);
  const ctxD = s.rules.context(1, round);
  let drop = 0;
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
    const kind = kindOf(s, a, d);
    if (kind === ALONE) {
      s.step(a, d, m, round, next, false);
      continue;
    }
    const byAttacker = kind === COUPLED_DEFENDERS;
    const id = byAttacker ? D.hitsId(d, ctxD, A.nonFighters[a]!) : A.hitsId(a, ctxA, D.nonFighters[d]!);
    g.pair[n] = x;
    g.y[n] = byAttacker ? a : d;
    g.key[n++] = groupKey(id, byAttacker ? D.blocksSustain[d]! : A.blocksSustain[a]!, s.retreatAt(round, a, d), kind);
    // Both rows now, so that the states of the round are all numbered before the grid is sized.
    A.row(a, D.blocksSustain[d] === 1);
    D.row(d, A.blocksSustain[a] === 1);
  }
  g.n = n;
  return drop;
}

/** The grouped pairs' round, one product per group; returns `drop` plus the mass dropped. */
function stepGroups(s: RoundStepper, g: Grouping, from: Frontier, round: number, next: Frontier, drop: number): number {
  const { A, D, pairs, prune } = s;
  const ctxD = s.rules.context(1, round);
  const n = g.n;
  // Grouped by key, then by d: the groups of one attacker roll write to the grid rows of its
  // attackers' successors, few enough to stay in cache (by d first, every group's rows are far apart).
  const order = g.sortBy(n);
  const acc = g.acc;
  for (let start = 0; start < n; ) {
    const x0 = g.pair[order[start]!]!;
    const y = g.y[order[start]!]!;
    const key = g.key[order[start]!]!;
    let e = start + 1;
    while (e < n && g.y[order[e]!] === y && g.key[order[e]!] === key) e++;
    if (keyKind(key) !== ORDINARY) {
      stepCoupledGroup(s, g, from, order, start, e, y, key, round, next);
      start = e;
      continue;
    }
    // The attackers' states after the round, weighted by the pairs' masses.
    const d = y;
    acc.begin(A.states.length);
    for (let i = start; i < e; i++) {
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
    const pA = A.hitsById(keyHitsId(key));
    const RD = D.row(d, keyBlocks(key));
    s.product(a0, d, 1, keyRetreat(key), next, false, acc.states, acc.q, 0, acc.n, RD.states, D.merge(RD, pA), 0, rollLength(RD, pA));
    acc.end();
    start = e;
  }
  return drop;
}

/**
 * A group of coupled pairs (Coupled.group), order[start..e-1], single state y (the defender's, or
 * the attacker's when its defenders are grouped), the other side's states rolling alike (`key`:
 * the group key, see groupKey).
 */
function stepCoupledGroup(s: RoundStepper, g: Grouping, from: Frontier, order: Int32Array, start: number, e: number, y: number, key: number, round: number, next: Frontier): void {
  const { pairs } = s;
  const side = keyKind(key) === COUPLED_ATTACKERS ? 0 : 1;
  const grouped = side === 0 ? pairs.a : pairs.d;
  for (let i = start; i < e; i++) {
    const x = g.pair[order[i]!]!;
    g.xs[i - start] = grouped[x]!;
    g.ms[i - start] = from.mass[x]!;
  }
  s.stepGroup(side, y, keyHitsId(key), round, keyRetreat(key), next, g.xs, g.ms, e - start);
}
