/**
 * One combat round from a pair of side states (a, d): the combats it ends go to the tally, the
 * rest, as pairs with mass, into a frontier (or phase 2's sinks, or sweep's dense grid).
 */
import { rollLength, type SideSpace } from '../space';
import type { ChainRules, SideIndex } from '../chain';
import type { PairIds } from './pair-ids';
import type { Grid } from './sweep';
import { O_ATTACKER, O_DEFENDER, O_DRAW, type Tally } from './tally';

/** Where a round's moves to pairs still fighting go: a Frontier, or phase 2's sinks. */
export interface MassSink {
  add(x: number, p: number): void;
}

/**
 * Scratch lists for one step: a side's states after the round with their probabilities, split
 * into live (still fighting), gone (no ships left) and wiped (Van Hauge), with their sums.
 */
export class SideLists {
  live = new Int32Array(64);
  liveP = new Float64Array(64);
  /** 1 where the live state keeps the side's rank (a move phase 2's block solves, not steps). */
  stay = new Uint8Array(64);
  gone = new Int32Array(64);
  goneP = new Float64Array(64);
  nLive = 0;
  nGone = 0;
  sLive = 0;
  sGone = 0;
  wiped = 0;
  maxLive = 0;
  /** After keepLive(): the probability of the live entries it left out. */
  dropped = 0;

  /** Splits entries o..o+n-1 (states s, probabilities q) of side S, of rank `rank` before the round. */
  split(S: SideSpace, s: Int32Array, q: Float64Array, o: number, n: number, rank: number): void {
    this.fit(n);
    const { live, liveP, stay, gone, goneP } = this;
    let nLive = 0;
    let nGone = 0;
    let wiped = 0;
    let sLive = 0;
    let sGone = 0;
    let maxLive = 0;
    for (let j = o; j < o + n; j++) {
      const p = q[j]!;
      if (p === 0) continue;
      const s2 = s[j]!;
      if (S.wiped[s2]) wiped += p;
      else if (S.empty[s2]) {
        gone[nGone] = s2;
        goneP[nGone++] = p;
        sGone += p;
      } else {
        live[nLive] = s2;
        stay[nLive] = S.rank[s2] === rank ? 1 : 0;
        liveP[nLive++] = p;
        sLive += p;
        if (p > maxLive) maxLive = p;
      }
    }
    this.nLive = nLive;
    this.nGone = nGone;
    this.wiped = wiped;
    this.sLive = sLive;
    this.sGone = sGone;
    this.maxLive = maxLive;
  }

  /** Keeps, in order, the live entries whose probability reaches `floor`; the rest's sum is `dropped`. */
  keepLive(floor: number): void {
    let kept = 0;
    let dropped = 0;
    for (let k = 0; k < this.nLive; k++) {
      const q = this.liveP[k]!;
      if (q < floor) {
        dropped += q;
        continue;
      }
      this.live[kept] = this.live[k]!;
      this.stay[kept] = this.stay[k]!;
      this.liveP[kept++] = q;
    }
    this.nLive = kept;
    this.dropped = dropped;
    this.sLive -= dropped;
  }

  private fit(n: number): void {
    if (n <= this.live.length) return;
    const m = Math.max(n, 2 * this.live.length);
    this.live = new Int32Array(m);
    this.liveP = new Float64Array(m);
    this.stay = new Uint8Array(m);
    this.gone = new Int32Array(m);
    this.goneP = new Float64Array(m);
  }
}

/** The step a coupled round's parts go to (RoundStepper.step). */
interface Emitting {
  a: number;
  d: number;
  m: number;
  retreating: number;
  next: MassSink;
  skipStay: boolean;
}

/**
 * RoundStepper's emit function for Coupled.components. Made here rather than as an arrow function
 * in the constructor: measured (small battle, 10,000 calls), that closure over `this` had V8
 * keep each calculation's objects alive through young-generation collections (heap 57 MB
 * after them instead of 12, the call 2x slower; not so with --no-allocation-site-pretenuring).
 */
function emitProductOf(s: RoundStepper, e: Emitting): (sA: Int32Array, qA: Float64Array, nA: number, sD: Int32Array, qD: Float64Array, nD: number) => void {
  return (sA, qA, nA, sD, qD, nD) => s.product(e.a, e.d, e.m, e.retreating, e.next, e.skipStay, sA, qA, 0, nA, sD, qD, 0, nD);
}

/** The rounds of one calculation: the sides, the rules, and where the round's results go. */
export class RoundStepper {
  readonly A: SideSpace;
  readonly D: SideSpace;
  readonly rules: ChainRules;
  /** Moves carrying less than this are dropped (counted in tally.pruned). */
  readonly prune: number;
  readonly pairs: PairIds;
  readonly tally: Tally;
  readonly grid: Grid;
  /** Set by sweep() while product() adds its moves to `grid` instead of its `next` frontier. */
  toGrid = false;
  private readonly LA: SideLists;
  private readonly LD: SideLists;
  /** Whether some effect couples the sides within a round (pairs with a slow state step apart). */
  private readonly coupling: boolean;
  // The step a coupled round's parts go to (one emit function, no closure per step).
  private readonly emitting: Emitting;
  private readonly emitProduct: (sA: Int32Array, qA: Float64Array, nA: number, sD: Int32Array, qD: Float64Array, nD: number) => void;

  constructor(A: SideSpace, D: SideSpace, rules: ChainRules, prune: number, pairs: PairIds, tally: Tally, lists: readonly [SideLists, SideLists], grid: Grid, next: MassSink) {
    this.A = A;
    this.D = D;
    this.rules = rules;
    this.prune = prune;
    this.pairs = pairs;
    this.tally = tally;
    this.grid = grid;
    [this.LA, this.LD] = lists;
    this.coupling = rules.pair !== undefined || rules.coupled !== undefined;
    this.emitting = { a: 0, d: 0, m: 0, retreating: -1, next, skipStay: false };
    this.emitProduct = emitProductOf(this, this.emitting);
  }

  /** The retreat announced at the start of the round (outcome index), -1 none. */
  retreatAt(round: number, a: number, d: number): number {
    // 67.4: the defender announces first; if it does, the attacker cannot this round.
    if (this.rules.retreats(1, round, d)) return 4;
    if (this.rules.retreats(0, round, a)) return 3;
    return -1;
  }

  /** Whether the pair's round couples the sides (stepped by `coupled` or `pair`, not as one product). */
  isSlow(a: number, d: number): boolean {
    return this.coupling && (this.A.slow[a] === 1 || this.D.slow[d] === 1);
  }

  /** One round from (a, d) with mass m into `next` (see product). */
  step(a: number, d: number, m: number, round: number, next: MassSink, skipStay: boolean): void {
    const { A, D, rules } = this;
    const pA = A.hits(a, rules.context(0, round), D.nonFighters[d]!);
    const pD = D.hits(d, rules.context(1, round), A.nonFighters[a]!);
    const RA = A.row(a, D.blocksSustain[d] === 1);
    const RD = D.row(d, A.blocksSustain[a] === 1);
    const retreating = this.retreatAt(round, a, d);
    if (!this.isSlow(a, d)) {
      this.product(a, d, m, retreating, next, skipStay, RA.states, A.merge(RA, pD), 0, rollLength(RA, pD), RD.states, D.merge(RD, pA), 0, rollLength(RD, pA));
      return;
    }
    const coupled = rules.coupled;
    if (coupled) {
      const e = this.emitting;
      e.a = a;
      e.d = d;
      e.m = m;
      e.retreating = retreating;
      e.next = next;
      e.skipStay = skipStay;
      coupled.components(a, d, pA, pD, RA.to, RD.to, this.emitProduct);
      return;
    }
    this.stepByOutcomePair(a, d, m, pA, pD, retreating, next, skipStay);
  }

  /**
   * The coupled round of the pairs of side `side`'s states xs[k] (masses ms[k], k < n) with the
   * other side's state y: states of `side` that roll alike (hits id `hitsId`, the first one's
   * sustain blocking), grouped by sweep.
   */
  stepGroup(side: SideIndex, y: number, hitsId: number, round: number, retreating: number, next: MassSink, xs: Int32Array, ms: Float64Array, n: number): void {
    const { rules } = this;
    const X = side === 0 ? this.A : this.D;
    const Y = side === 0 ? this.D : this.A;
    const x0 = xs[0]!;
    const RY = Y.row(y, X.blocksSustain[x0] === 1);
    const e = this.emitting;
    e.a = side === 0 ? x0 : y;
    e.d = side === 0 ? y : x0;
    e.m = 1;
    e.retreating = retreating;
    e.next = next;
    e.skipStay = false;
    const dropped = rules.coupled!.group(side, y, X.hitsById(hitsId), RY.to, rules.context(side === 0 ? 1 : 0, round), xs, ms, n, this.prune, this.emitProduct);
    if (dropped > 0) this.tally.pruned += dropped;
  }

  /** Whether the pair's coupled round may be stepped with others of side `side`'s state x (stepGroup). */
  groupsCoupled(side: SideIndex, x: number): boolean {
    return this.rules.coupled !== undefined && this.rules.coupled.groupable(side, x);
  }

  /** The coupled round by its definition, outcome pair by outcome pair (no `coupled`: the Yin against the Yin). */
  private stepByOutcomePair(a: number, d: number, m: number, pA: Float64Array, pD: Float64Array, retreating: number, next: MassSink, skipStay: boolean): void {
    const { A, D, pairs, tally, prune } = this;
    const pair = this.rules.pair!;
    const rankA = A.rank[a]!;
    const rankD = D.rank[d]!;
    const to = (a2: number, d2: number, p: number) => {
      if (A.wiped[a2] || D.wiped[d2]) tally.end(O_DRAW, A.zero, D.zero, p);
      else if (A.empty[a2] && D.empty[d2]) tally.end(O_DRAW, a2, d2, p);
      else if (D.empty[d2]) tally.end(O_ATTACKER, a2, d2, p);
      else if (A.empty[a2]) tally.end(O_DEFENDER, a2, d2, p);
      else if (retreating >= 0) tally.end(retreating, a2, d2, p);
      else if (!(skipStay && A.rank[a2] === rankA && D.rank[d2] === rankD)) next.add(pairs.id(a2, d2, D.states.length), p);
    };
    for (let j = 0; j < pD.length; j++) {
      if (pD[j] === 0) continue;
      for (let i = 0; i < pA.length; i++) {
        const q = m * pD[j]! * pA[i]!;
        if (q === 0) continue;
        if (q < prune) {
          tally.pruned += q;
          continue;
        }
        pair(a, d, j, i, (a2, d2, w) => {
          const p = q * w;
          if (p !== 0) to(a2, d2, p);
        });
      }
    }
  }

  /**
   * One combat round from (a, d) with mass m, in which the attacker ends in state sA[k] with
   * probability qA[k] (k from oA, nA entries) and, independently, the defender in sD[l] with
   * qD[l] (l from oD, nD entries): ended combats go to the tally, the rest into `next`. With
   * `skipStay`, moves that keep both ranks (solved by the caller) are left out.
   */
  product(
    a: number,
    d: number,
    m: number,
    retreating: number,
    next: MassSink,
    skipStay: boolean,
    sA: Int32Array,
    qA: Float64Array,
    oA: number,
    nA: number,
    sD: Int32Array,
    qD: Float64Array,
    oD: number,
    nD: number,
  ): void {
    const { A, D, LA, LD, prune } = this;
    this.tally.fit();
    LA.split(A, sA, qA, oA, nA, A.rank[a]!);
    LD.split(D, sD, qD, oD, nD, D.rank[d]!);
    this.endings(m, retreating);
    if (retreating >= 0) return;
    // The mass dropped below is summed here and added to the tally once (see Tally).
    let drop = 0;
    if (prune > 0 && LD.nLive > 0) {
      // Defender states every move to which carries less than `prune` (the far tails of the
      // attacker's roll): dropped at once.
      LD.keepLive(prune / (m * LA.maxLive));
      drop += m * LA.sLive * LD.dropped;
    }
    drop = this.toGrid ? this.movesToGrid(next, m, drop) : this.movesTo(next, m, skipStay, drop);
    if (drop > 0) this.tally.pruned += drop;
  }

  /** The combats the round of product() ends, with mass m: a side gone or wiped, or the retreat announced. */
  private endings(m: number, retreating: number): void {
    const { A, D, LA, LD, tally } = this;
    // Van Hauge: a wiped side destroys every ship, so those rounds end in a draw. (The sums run
    // over the whole lists, whose probabilities need not add up to 1 in a coupled round's part.)
    const tA = LA.wiped + LA.sGone + LA.sLive;
    const tD = LD.wiped + LD.sGone + LD.sLive;
    const wiped = m * (LA.wiped * tD + LD.wiped * tA - LA.wiped * LD.wiped);
    if (wiped > 0) tally.end(O_DRAW, A.zero, D.zero, wiped);
    // The other endings, as sums over the side that ended and the side that did not.
    tally.settle(O_ATTACKER, m, LA.live, LA.liveP, LA.nLive, LA.sLive, LD.gone, LD.goneP, LD.nGone, LD.sGone);
    tally.settle(O_DEFENDER, m, LA.gone, LA.goneP, LA.nGone, LA.sGone, LD.live, LD.liveP, LD.nLive, LD.sLive);
    tally.settle(O_DRAW, m, LA.gone, LA.goneP, LA.nGone, LA.sGone, LD.gone, LD.goneP, LD.nGone, LD.sGone);
    // 67.7: both still have ships, so the announced retreat happens.
    if (retreating >= 0) tally.settle(retreating, m, LA.live, LA.liveP, LA.nLive, LA.sLive, LD.live, LD.liveP, LD.nLive, LD.sLive);
  }

  /** product()'s moves to pairs still fighting, into `next`; returns `drop` plus the mass dropped. */
  private movesTo(next: MassSink, m: number, skipStay: boolean, drop: number): number {
    const { D, LA, LD, pairs, prune } = this;
    const { live: liveA, liveP: liveAp, stay: liveAstay, nLive: nLA } = LA;
    const { live: liveD, liveP: liveDp, stay: liveDstay, nLive: nLD, sLive: sLD, maxLive: maxLD } = LD;
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
    return drop;
  }

  /**
   * A large round's moves into the dense grid (sweep): one add each, within the attacker state's
   * row; a move to a state numbered after the grid was sized (in a coupled round) goes to `next`.
   */
  private movesToGrid(next: MassSink, m: number, drop: number): number {
    const { LA, LD, prune, pairs } = this;
    const { live: liveA, liveP: liveAp, nLive: nLA } = LA;
    const { live: liveD, liveP: liveDp, nLive: nLD, sLive: sLD, maxLive: maxLD } = LD;
    const { cells, width, rows } = this.grid;
    for (let k = 0; k < nLA; k++) {
      const pj = m * liveAp[k]!;
      if (pj * maxLD < prune) {
        drop += pj * sLD;
        continue;
      }
      const a2 = liveA[k]!;
      const base = a2 * width;
      for (let l = 0; l < nLD; l++) {
        const p = pj * liveDp[l]!;
        const d2 = liveD[l]!;
        if (p < prune) drop += p;
        else if (a2 < rows && d2 < width) cells[base + d2] = cells[base + d2]! + p;
        else next.add(pairs.id(a2, d2, this.D.states.length), p);
      }
    }
    return drop;
  }
}
