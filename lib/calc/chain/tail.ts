/**
 * Phase 2: the stationary tail, solved exactly. Every side state has a rank that never decreases
 * (fleet.progressRank), so pairs are visited in order of rank sum, and each block of equal ranks
 * (no hits; or a Duranium repair) is solved as a small linear system instead of being iterated.
 * Each pair stepped records its moves to live pairs as chart edges (pairs.edgeStart[x] to
 * pairs.edgeEnd[x]), per unit of mass, so that the chart can replay the rounds.
 */
import { rollLength } from '../space';
import { grown } from '../grown';
import { CHART_PRUNE, type Edges } from './chart';
import type { Frontier } from './frontier';
import { canEscape, solveVisits, Sparse } from './linear';
import type { MassSink, RoundStepper } from './round';
import { O_STALEMATE } from './tally';

/** record(): the pair's round is not recorded (the outcome-pair definition steps it itself). */
const RECORD_NONE = -2;

/** Rounds recorded as parts (offset, attacker entries, defender entries) over shared arrays. */
export class Recording {
  st = new Int32Array(1024);
  pr = new Float64Array(1024);
  n = 0;
  parts: number[] = [];
  /** add() as a function, for Coupled.components (made once: Recording is kept between calculations). */
  readonly addPart = (sA: Int32Array, qA: Float64Array, nA: number, sD: Int32Array, qD: Float64Array, nD: number): void => this.add(sA, qA, nA, sD, qD, nD);
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
      this.marks = grown(this.marks, Math.max(pairs, 2 * this.marks.length), -1);
    }
    return this.marks;
  },
};

/** A block of phase 2 (see solveBlock): its members, each one's chance of leaving it, its recorded round. */
interface Block {
  /** The block's pairs; each one's moves within it are row k of blockScratch.matrix. */
  members: number[];
  /** P(member k leaves the block in a round). */
  exit: number[];
  /** Member k's recorded parts: rec.parts[parts[k] .. parts[k + 1]). */
  parts: number[];
  /** Member k's retreat announced (-1 none), or RECORD_NONE. */
  retreats: number[];
}

/**
 * Where phase 2's steps send their mass (StationaryTail.take). Classes rather than arrow functions
 * made in StationaryTail's constructor: measured, such closures over `this` had V8 keep each
 * calculation's objects alive through young-generation collections (a small battle 2x slower).
 */
class QuietSink implements MassSink {
  private readonly tail: StationaryTail;
  constructor(tail: StationaryTail) {
    this.tail = tail;
  }
  add(x: number, p: number): void {
    this.tail.take(x, p);
  }
}

/** A sink that also records each move as a chart edge, per unit of mass (the step's expected visits are tail.sinkVisits). */
class EdgeSink implements MassSink {
  private readonly tail: StationaryTail;
  constructor(tail: StationaryTail) {
    this.tail = tail;
  }
  add(x: number, p: number): void {
    const tail = this.tail;
    tail.take(x, p);
    tail.edges.push(x, p / tail.sinkVisits);
  }
}

/** Phase 2 from the pairs with mass in `mass` at round r, every round alike from there. */
export class StationaryTail {
  /** The pairs phase 2 meets, in order (the chart replays over these). */
  readonly met: number[] = [];
  /** The chart starts from the masses of the pairs queued at the start. */
  readonly chartFrom: [number, number][] = [];
  private readonly s: RoundStepper;
  private readonly r: number;
  private readonly mass: Frontier;
  private readonly rec: Recording;
  readonly edges: Edges;
  private readonly buckets: (number[] | undefined)[] = [];
  /** The expected visits of the pair being stepped: `sink` records its moves per unit of mass. */
  sinkVisits = 1;
  private readonly sink: MassSink;
  private readonly quietSink: MassSink;

  constructor(s: RoundStepper, mass: Frontier, rec: Recording, edges: Edges, r: number) {
    this.s = s;
    this.mass = mass;
    this.rec = rec;
    this.edges = edges;
    this.r = r;
    this.sink = new EdgeSink(this);
    this.quietSink = new QuietSink(this);
    for (let k = 0; k < mass.size; k++) this.queue(mass.list[k]!);
    for (let k = 0; k < mass.size; k++) this.chartFrom.push([mass.list[k]!, mass.mass[mass.list[k]!]!]);
  }

  /** Solves every pair with mass, bucket by bucket of rank sum; with Duranium Armor, in blocks of equal ranks. */
  solve(): void {
    const { A, D, pairs } = this.s;
    const blocks = A.setup.duranium || D.setup.duranium;
    const buckets = this.buckets;
    // Buckets after the current one fill up as it is solved (ranks never go down): read the length each time.
    for (let b = 0; b < buckets.length; b++) {
      const bucket = buckets[b];
      if (bucket === undefined) continue;
      if (!blocks) {
        for (const x of bucket) this.solveAlone(x);
        continue;
      }
      const byRankA = new Map<number, number[]>();
      for (const x of bucket) {
        const rA = A.rank[pairs.a[x]!]!;
        const group = byRankA.get(rA) ?? [];
        group.push(x);
        byRankA.set(rA, group);
      }
      for (const seeds of byRankA.values()) this.solveBlock(seeds);
    }
  }

  /** Mass p moved to pair x by a step: x is queued to be solved in its turn. */
  take(x: number, p: number): void {
    this.mass.add(x, p);
    this.queue(x);
  }

  // queued: 1 in a bucket; 2 met as a block member only (its mass comes from the block's solve).
  private queue(x: number): void {
    const { A, D, pairs } = this.s;
    if (pairs.queued[x] === 1) return;
    if (pairs.queued[x] === 0) this.met.push(x);
    pairs.queued[x] = 1;
    const b = A.rank[pairs.a[x]!]! + D.rank[pairs.d[x]!]!;
    (this.buckets[b] ??= []).push(x);
  }

  /**
   * The sink of a step with `visits` expected visits. A pair visited less than CHART_PRUNE times
   * in all never holds CHART_PRUNE in any one round, so the chart never follows its moves: they
   * are not recorded.
   */
  private sinkFor(visits: number): MassSink {
    this.sinkVisits = visits;
    return visits >= CHART_PRUNE ? this.sink : this.quietSink;
  }

  /** Steps pair x with `visits` expected visits, recording its moves per unit of mass. */
  private stepRecorded(x: number, visits: number): void {
    const pairs = this.s.pairs;
    this.s.step(pairs.a[x]!, pairs.d[x]!, visits, this.r, this.sinkFor(visits), true);
  }

  private beginEdges(x: number): void {
    const pairs = this.s.pairs;
    if (pairs.queued[x] === 0) {
      pairs.queued[x] = 2;
      this.met.push(x);
    }
    pairs.edgeStart[x] = this.edges.n;
  }

  private endEdges(x: number): void {
    this.s.pairs.edgeEnd[x] = this.edges.n;
  }

  /** A pair that can only stay where it is or move on: v = m / (1 - P(stay)). */
  private solveAlone(x: number): void {
    const { s, mass } = this;
    const m = mass.mass[x]!;
    if (m === 0) return;
    mass.mass[x] = 0;
    if (m < s.prune) {
      s.tally.pruned += m;
      return;
    }
    const a = s.pairs.a[x]!;
    const d = s.pairs.d[x]!;
    if (s.isSlow(a, d)) this.solveAloneCoupled(x, a, d, m);
    else this.solveAloneOrdinary(x, a, d, m);
    this.endEdges(x);
  }

  /** solveAlone() for a coupled round, over its recorded parts (or by its outcome pairs). */
  private solveAloneCoupled(x: number, a: number, d: number, m: number): void {
    const rec = this.rec;
    let stay = 0;
    const from = rec.parts.length;
    const retreating = this.record(x);
    if (retreating === RECORD_NONE) {
      this.stayMoves(x, (y, p) => {
        if (y === x) stay += p;
      });
    } else if (retreating < 0) stay = this.recordedSelf(a, d, from);
    if (!this.stalemate(x, a, d, m, stay)) {
      if (retreating === RECORD_NONE) this.stepRecorded(x, m / (1 - stay));
      else this.replay(a, d, m / (1 - stay), retreating, from, rec.parts.length);
    }
    rec.clear();
  }

  /**
   * solveAlone() for the ordinary round, its rolls taken once: without repairs a move that keeps
   * both ranks keeps both states (both sides missed), so the stay is P(attacker unchanged) *
   * P(defender unchanged).
   */
  private solveAloneOrdinary(x: number, a: number, d: number, m: number): void {
    const { s, r } = this;
    const { A, D, rules } = s;
    const pA = A.hits(a, rules.context(0, r), D.nonFighters[d]!);
    const pD = D.hits(d, rules.context(1, r), A.nonFighters[a]!);
    const RA = A.row(a, D.blocksSustain[d] === 1);
    const RD = D.row(d, A.blocksSustain[a] === 1);
    const qA = A.merge(RA, pD);
    const qD = D.merge(RD, pA);
    const nA = rollLength(RA, pD);
    const nD = rollLength(RD, pA);
    const retreating = s.retreatAt(r, a, d);
    let stay = 0;
    if (retreating < 0) {
      let stayA = 0;
      let stayD = 0;
      for (let j = 0; j < nA; j++) if (RA.states[j] === a) stayA += qA[j]!;
      for (let i = 0; i < nD; i++) if (RD.states[i] === d) stayD += qD[i]!;
      stay = stayA * stayD;
    }
    if (!this.stalemate(x, a, d, m, stay)) {
      const visits = m / (1 - stay);
      s.product(a, d, visits, retreating, this.sinkFor(visits), true, RA.states, qA, 0, nA, RD.states, qD, 0, nD);
    }
  }

  /**
   * Opens pair x's chart edges with its self-loop (`stay`, when the chart follows it); ends the
   * combat as a stalemate and returns true when x can only stay where it is.
   */
  private stalemate(x: number, a: number, d: number, m: number, stay: number): boolean {
    const never = 1 - stay <= 1e-15;
    this.beginEdges(x);
    if (stay > 0 && (never || m / (1 - stay) >= CHART_PRUNE)) this.edges.push(x, stay);
    if (never) this.s.tally.end(O_STALEMATE, a, d, m);
    return never;
  }

  /**
   * Records the parts of pair x's round at r (each side's states after it with probabilities, see
   * Coupled) so that its stay moves and its step read the same lists, computed once. Returns the
   * retreat announced (-1 none), or RECORD_NONE for the outcome-pair definition (not recorded).
   */
  private record(x: number): number {
    const { s, r } = this;
    const { A, D, rules, pairs } = s;
    const a = pairs.a[x]!;
    const d = pairs.d[x]!;
    const slow = s.isSlow(a, d);
    const coupled = rules.coupled;
    if (slow && !coupled) return RECORD_NONE;
    const pA = A.hits(a, rules.context(0, r), D.nonFighters[d]!);
    const pD = D.hits(d, rules.context(1, r), A.nonFighters[a]!);
    const RA = A.row(a, D.blocksSustain[d] === 1);
    const RD = D.row(d, A.blocksSustain[a] === 1);
    if (slow) coupled!.components(a, d, pA, pD, RA.to, RD.to, this.rec.addPart);
    else this.rec.add(RA.states, A.merge(RA, pD), rollLength(RA, pD), RD.states, D.merge(RD, pA), rollLength(RD, pA));
    return s.retreatAt(r, a, d);
  }

  /** P(the recorded parts from..parts.length leave (a, d) as it is). */
  private recordedSelf(a: number, d: number, from: number): number {
    const rec = this.rec;
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
  private replay(a: number, d: number, visits: number, retreating: number, from: number, to: number): void {
    const rec = this.rec;
    for (let k = from; k < to; k += 3) {
      const o = rec.parts[k]!;
      const nA = rec.parts[k + 1]!;
      const nD = rec.parts[k + 2]!;
      this.s.product(a, d, visits, retreating, this.sinkFor(visits), true, rec.st, rec.pr, o, nA, rec.st, rec.pr, o + nA, nD);
    }
  }

  /**
   * Moves from pair x that keep both ranks (to itself, or with Duranium to a repaired state), by
   * the outcome-pair definition of a coupled round (pairs that record() does not record).
   */
  private stayMoves(x: number, visit: (y: number, p: number) => void): void {
    const { s, r } = this;
    const { A, D, rules, pairs } = s;
    const a = pairs.a[x]!;
    const d = pairs.d[x]!;
    if (s.retreatAt(r, a, d) >= 0) return;
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

  /**
   * The block of the seeds (pairs of equal ranks with mass): its expected visits solved at once,
   * then each member stepped out of the block with them; members that can never leave end the
   * combat as a stalemate.
   */
  private solveBlock(seeds: number[]): void {
    const { s, mass } = this;
    const { pairs } = s;
    const block = this.collectBlock(seeds);
    const { members } = block;
    const q = blockScratch.matrix;
    const m = members.map((x) => (x < mass.mass.length ? mass.mass[x]! : 0));
    members.forEach((x) => {
      if (x < mass.mass.length) mass.mass[x] = 0;
    });

    // Pairs that can never leave the block: the combat cannot end from there.
    const escapes = canEscape(q, block.exit);
    const live = members.map((_, k) => k).filter((k) => escapes[k]);
    const v = solveVisits(live, escapes, q, m);
    // Mass flowing into the members that cannot escape (from their start and from live members).
    const inflow = m.slice();
    for (const y of live) for (let e = q.start[y]!, stop = q.start[y + 1]!; e < stop; e++) inflow[q.col[e]!] = inflow[q.col[e]!]! + v[y]! * q.p[e]!;
    members.forEach((x, k) => {
      this.beginEdges(x);
      if (!escapes[k] || v[k]! >= CHART_PRUNE) for (let e = q.start[k]!, stop = q.start[k + 1]!; e < stop; e++) this.edges.push(members[q.col[e]!]!, q.p[e]!);
      if (escapes[k]) {
        if (v[k]! > 0) {
          if (block.retreats[k] === RECORD_NONE) this.stepRecorded(x, v[k]!);
          else this.replay(pairs.a[x]!, pairs.d[x]!, v[k]!, block.retreats[k]!, block.parts[k]!, block.parts[k + 1]!);
        }
      } else if (inflow[k]! > 0) s.tally.end(O_STALEMATE, pairs.a[x]!, pairs.d[x]!, inflow[k]!);
      this.endEdges(x);
    });
    this.rec.clear();
  }

  /**
   * The block's members: the seeds with mass and every pair of the block they can reach without
   * leaving it; their moves within the block as blockScratch.matrix (row k: q.col[q.start[k] ..
   * q.start[k + 1])). Each member's round is recorded once, for its stay moves here and its step
   * in solveBlock.
   */
  private collectBlock(seeds: number[]): Block {
    const { s, rec } = this;
    const { pairs } = s;
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
    for (const x of seeds) if (this.mass.mass[x]! > 0) add(x);
    const q = blockScratch.matrix;
    q.clear();
    rec.clear();
    const block: Block = { members, exit: [], parts: [], retreats: [] };
    for (let k = 0; k < members.length; k++) {
      const x = members[k]!;
      let stay = 0;
      const from = rec.parts.length;
      const retreating = this.record(x);
      block.parts.push(from);
      block.retreats.push(retreating);
      if (retreating === RECORD_NONE) {
        this.stayMoves(x, (y, p) => {
          q.push(add(y), p);
          stay += p;
        });
      } else if (retreating < 0) stay = this.recordedStayMoves(x, from, (y, p) => q.push(add(y), p));
      q.endRow();
      block.exit.push(1 - stay);
    }
    block.parts.push(rec.parts.length);
    const memberMarks = blockScratch.memberOf(pairs.n);
    for (const x of members) memberMarks[x] = -1;
    return block;
  }

  /** Pair x's moves that keep both ranks, from its recorded parts from..: each part's rank-keeping states, paired. Returns their sum. */
  private recordedStayMoves(x: number, from: number, visit: (y: number, p: number) => void): number {
    const { rec } = this;
    const { A, D, pairs } = this.s;
    const rankA = A.rank[pairs.a[x]!]!;
    const rankD = D.rank[pairs.d[x]!]!;
    let stay = 0;
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
          visit(pairs.at(row, a2, d2), p);
          stay += p;
        }
      }
    }
    return stay;
  }
}
