/**
 * The chain's cross-side round as a few independent products (see ./pairs.ts for the effects and
 * makePairRound, the definition this must agree with). A round goes in stages, each splitting
 * both sides' lists by the small signal the other side reads:
 * 1. the rolls: each side's outcomes and the states they lead to; when a state can produce
 *    reaction hits, split into classes of outcomes reacting alike, each pair of classes settled
 *    by the local fixpoint (group(): the same for many states of one side at once, their
 *    outcomes added up, when that side produces no reaction hits);
 * 2. Courageous to the End: by the best combat value each side lost;
 * 3. Devotion: by the Yin state's class and whether the opponent has units left; or Exotrireme
 *    II: by how many dreadnoughts the N'orr state can give up and how many times the opponent's
 *    state can lose its 2 best ships before none is left;
 * then each part is emitted as an ordinary round.
 */
import type { Coupled } from './chain';
import { C } from './fleet';
import { List, Merger } from './coupler-lists';
import { CouplerStates } from './coupler-states';
import { courageousKills, FIXPOINT_GUARD, reactionBound, reactive, type PairEffects } from './pairs';
import type { SideSpace } from './space';

type Emit = Parameters<Coupled['components']>[6];

/**
 * The chain's cross-side round (Coupled), or undefined when it cannot be split: Devotion on both
 * sides (the Yin against the Yin, which the input validation refuses), Exotrireme II on both
 * sides, or with Devotion, are left to makePairRound.
 */
export function makeCoupler(A: SideSpace, D: SideSpace, fx: PairEffects): Coupled | undefined {
  const exotrireme = fx.exotrireme[0] || fx.exotrireme[1];
  if ((fx.devotion[0] && fx.devotion[1]) || (fx.exotrireme[0] && fx.exotrireme[1]) || (exotrireme && (fx.devotion[0] || fx.devotion[1]))) return undefined;
  return new Coupler(A, D, fx);
}

/** The P(0, 1, 2 units destroyed) of Courageous to the End by the best combat value lost (0: the card does not fire). */
const KILLS = Array.from({ length: 16 }, (_, b) => (b === 0 ? ([1, 0, 0] as const) : courageousKills(b)));

/**
 * The settled reaction hits of a pair of reaction classes: makePairRound's local fixpoint on the
 * classes' profiles (h[0]: the class's weave hits; h[1 + e]: what it produces receiving e).
 */
function settledExtras(hA: readonly number[], hD: readonly number[]): [extraA: number, extraD: number] {
  let extraA = hA[0]!;
  let extraD = hD[0]!;
  for (let guard = 0; guard < FIXPOINT_GUARD; guard++) {
    const producedA = hA[1 + extraD]!;
    const producedD = hD[1 + extraA]!;
    if (producedA === extraA && producedD === extraD) break;
    extraA = producedA;
    extraD = producedD;
  }
  return [extraA, extraD];
}

class Coupler implements Coupled {
  private readonly spaces: readonly [SideSpace, SideSpace];
  private readonly reflectiveAt: readonly number[];
  private readonly courageousAt: readonly number[];
  /** The side with Devotion, -1 for none. */
  private readonly yin: 0 | 1 | -1;
  /** The side with Exotrireme II, -1 for none (never with Devotion). */
  private readonly norr: 0 | 1 | -1;
  private readonly isReactive;
  private readonly exoskeletonBound;
  private readonly states: CouplerStates;
  // Scratch lists per stage and side: the rolls (1), after Courageous to the End (2), after Devotion (3).
  private readonly one = [new List(), new List()] as const;
  private readonly two = [new List(), new List()] as const;
  private readonly three = [new List(), new List()] as const;
  // Stage 1's lists grouped by the best value lost (stable), and where each value's group starts.
  private readonly byValue = [new List(), new List()] as const;
  private readonly valueStart = [new Int32Array(17), new Int32Array(17)] as const;
  private readonly valueAt = new Int32Array(16);
  // Stage 2's pieces (destroyedByValue): per side, [3 * best value lost + units destroyed].
  private readonly destroyed = [Array.from({ length: 48 }, () => new List()), Array.from({ length: 48 }, () => new List())] as const;
  private readonly merger = [new Merger(), new Merger()] as const;
  // Reaction classes: per outcome, its class; per class, its weave hits and the hits it produces for each extra hit received.
  private readonly classOf = [new Int32Array(16), new Int32Array(16)];
  private readonly profiles: number[][][] = [[], []];

  constructor(
    private readonly A: SideSpace,
    private readonly D: SideSpace,
    private readonly fx: PairEffects,
  ) {
    this.spaces = [A, D];
    this.reflectiveAt = this.spaces.map((sp) => 2 * sp.setup.slots.length + C.reflective);
    this.courageousAt = this.spaces.map((sp) => 2 * sp.setup.slots.length + C.courageous);
    this.yin = fx.devotion[0] ? 0 : fx.devotion[1] ? 1 : -1;
    this.norr = fx.exotrireme[0] ? 0 : fx.exotrireme[1] ? 1 : -1;
    this.isReactive = [reactive(fx, A.setup), reactive(fx, D.setup)] as const;
    this.exoskeletonBound = [reactionBound(A.setup), reactionBound(D.setup)] as const;
    this.states = new CouplerStates(this.spaces, this.yin, this.norr);
  }

  components(a: number, d: number, pA: Float64Array, pD: Float64Array, rowA: Int32Array, rowD: Int32Array, emit: Emit): void {
    if (!this.isReactive[0](this.A.states[a]!) && !this.isReactive[1](this.D.states[d]!)) {
      this.ordinaryRoll(0, a, d, rowA, pD);
      this.ordinaryRoll(1, d, a, rowD, pA);
      this.afterRolls(emit);
      return;
    }
    // Reaction hits: classes of outcomes that react alike to every number of hits coming back.
    const nA = this.classify(0, a, d, pD, this.reactionBoundOf(1, d));
    const nD = this.classify(1, d, a, pA, this.reactionBoundOf(0, a));
    for (let cA = 0; cA < nA; cA++) {
      for (let cD = 0; cD < nD; cD++) {
        const [extraA, extraD] = settledExtras(this.profiles[0]![cA]!, this.profiles[1]![cD]!);
        this.reacting(0, a, d, pD, cA, extraD);
        this.reacting(1, d, a, pA, cD, extraA);
        this.afterRolls(emit);
      }
    }
  }

  /** Whether side s's state x produces no reaction hits, so pairs with it step in groups (group()). */
  groupable(s: 0 | 1, x: number): boolean {
    return !this.isReactive[s](this.spaces[s].states[x]!);
  }

  /**
   * The coupled round of pairs of side o's state y (o: the side other than s) with side s's
   * states xs[k], k < n, masses ms[k]: states that are groupable() and roll alike (pX, sustain
   * blocking). Side o's part of every part depends on them only through those, so each part's
   * side-s lists are added up over the group, weighted by the masses, and go through one product
   * with side o's (the masses are in side s's lists: emit with mass 1).
   */
  group(s: 0 | 1, y: number, pX: Float64Array, rowY: Int32Array, ctxY: number, xs: Int32Array, ms: Float64Array, n: number, prune: number, emit: Emit): number {
    const o = (1 - s) as 0 | 1;
    const x0 = xs[0]!;
    if (!this.isReactive[o](this.spaces[o].states[y]!)) {
      this.ordinaryRoll(o, y, x0, rowY, pX);
      const dropped = this.groupRolls(s, y, ctxY, xs, ms, n, -1, prune);
      this.afterRolls(emit);
      return dropped * listMass(this.one[o]);
    }
    // Side s produces no reaction hits: side o's class c receives none and gives profile[1].
    const nY = this.classify(o, y, x0, pX, 0);
    let dropped = 0;
    for (let c = 0; c < nY; c++) {
      this.reacting(o, y, x0, pX, c, 0);
      dropped += this.groupRolls(s, y, ctxY, xs, ms, n, this.profiles[o]![c]![1]!, prune) * listMass(this.one[o]);
      this.afterRolls(emit);
    }
    return dropped;
  }

  /**
   * Stage 1 of group() for side s: the group's outcomes against y's roll (receiving `extra`
   * reaction hits, -1: an ordinary round), weighted by the pairs' masses and added up by state
   * and best value lost. A share below `prune` is dropped (every move from it would carry less):
   * returns their sum.
   */
  private groupRolls(s: 0 | 1, y: number, ctxY: number, xs: Int32Array, ms: Float64Array, n: number, extra: number, prune: number): number {
    const X = this.spaces[s];
    const Y = this.spaces[1 - s]!;
    const blocked = Y.blocksSustain[y] === 1;
    const F1 = Y.shape.maxFree + 1;
    const into = this.one[s];
    const m = this.merger[s];
    const cardAt = this.courageousAt[s]!;
    into.n = 0;
    let dropped = 0;
    for (let k = 0; k < n; k++) {
      const x = xs[k]!;
      const mass = ms[k]!;
      const p = Y.hits(y, ctxY, X.nonFighters[x]!);
      const card = X.states[x]![cardAt]! > 0;
      if (extra < 0) {
        const row = X.row(x, blocked).to;
        const lost = card ? X.lostRow(x, blocked) : undefined;
        for (let o = 0; o < p.length; o++) {
          const q = mass * p[o]!;
          if (q >= prune && q > 0) m.addValued(into, row[o]!, q, lost ? lost[o]! : 0);
          else dropped += q;
        }
        continue;
      }
      for (let o = 0; o < p.length; o++) {
        const q = mass * p[o]!;
        if (q < prune || q === 0) {
          dropped += q;
          continue;
        }
        const asg = X.receive(x, Math.floor(o / F1), (o % F1) + extra, blocked);
        m.addValued(into, this.states.after(s, asg, false), q, card ? asg.bestLost : 0);
      }
    }
    m.end(into);
    return dropped;
  }

  /** Stage 1, an ordinary round (row): side s's outcomes, each with the best value lost when a card is pending. */
  private ordinaryRoll(s: 0 | 1, x: number, y: number, row: Int32Array, p: Float64Array): void {
    const me = this.spaces[s];
    const lost = me.states[x]![this.courageousAt[s]!]! > 0 ? me.lostRow(x, this.spaces[1 - s]!.blocksSustain[y] === 1) : undefined;
    const into = this.one[s];
    into.n = 0;
    for (let o = 0; o < p.length; o++) if (p[o] !== 0) into.pushRun(row[o]!, p[o]!, lost ? lost[o]! : 0);
  }

  /** The most reaction hits side s's state x can produce in a round: Exoskeleton, Reflective Shielding, Particle Weave. */
  private reactionBoundOf(s: 0 | 1, x: number): number {
    const state = this.spaces[s].states[x]!;
    return this.exoskeletonBound[s](state) + (state[this.reflectiveAt[s]!]! > 0 ? 2 : 0) + (this.fx.weave[s] ? 1 : 0);
  }

  /**
   * How side s's state x receives the rolls of the opponent's state y: the outcomes' width (the
   * opponent's free hits + 1), whether the opponent blocks its sustain, whether its Reflective
   * Shielding is ready.
   */
  private receiving(s: 0 | 1, x: number, y: number) {
    const me = this.spaces[s];
    const them = this.spaces[1 - s]!;
    const state = me.states[x]!;
    return { me, state, F1: them.shape.maxFree + 1, blocked: them.blocking(them.states[y]!), refl: state[this.reflectiveAt[s]!]! > 0 };
  }

  /** Splits side s's outcomes (those of the opponent's roll `p` it receives) into reaction classes. */
  private classify(s: 0 | 1, x: number, y: number, p: Float64Array, bound: number): number {
    const { me, F1, blocked, refl } = this.receiving(s, x, y);
    if (this.classOf[s]!.length < p.length) this.classOf[s] = new Int32Array(2 * p.length);
    const list = this.profiles[s]!;
    list.length = 0;
    const profile: number[] = [];
    for (let o = 0; o < p.length; o++) {
      if (p[o] === 0) continue;
      const weave = this.fx.weave[s] && o > 0 && o < F1 ? 1 : 0;
      profile.length = 0;
      profile.push(weave);
      for (let e = 0; e <= bound; e++) {
        const asg = me.receive(x, Math.floor(o / F1), (o % F1) + e, blocked);
        profile.push(weave + asg.reactiveSustains + (refl && asg.sustained ? 2 : 0));
      }
      let c = list.findIndex((known) => known.every((v, k) => v === profile[k]));
      if (c < 0) {
        c = list.length;
        list.push(profile.slice());
      }
      this.classOf[s]![o] = c;
    }
    return list.length;
  }

  /** Stage 1 for reacting pairs: side s's entries of class c receiving `extra` reaction hits. */
  private reacting(s: 0 | 1, x: number, y: number, p: Float64Array, c: number, extra: number): void {
    const { me, state, F1, blocked, refl } = this.receiving(s, x, y);
    const card = state[this.courageousAt[s]!]! > 0;
    const into = this.one[s];
    into.n = 0;
    for (let o = 0; o < p.length; o++) {
      if (p[o] === 0 || this.classOf[s]![o] !== c) continue;
      const asg = me.receive(x, Math.floor(o / F1), (o % F1) + extra, blocked);
      into.pushRun(this.states.after(s, asg, refl && asg.sustained), p[o]!, card ? asg.bestLost : 0);
    }
  }

  /** Stage 2 (Courageous to the End) on the stage-1 lists, then the rest. */
  private afterRolls(emit: Emit): void {
    const valuesA = valuesLost(this.one[0]);
    const valuesD = valuesLost(this.one[1]);
    if (valuesA === 1 && valuesD === 1) {
      // No card fires: the rolls' lists as they are.
      this.devotionStage(this.one[0], this.one[1], emit);
      return;
    }
    groupByValue(this.one[0], this.byValue[0], this.valueStart[0], this.valueAt);
    groupByValue(this.one[1], this.byValue[1], this.valueStart[1], this.valueAt);
    this.destroyedByValue(0, valuesA, valuesD !== 1);
    this.destroyedByValue(1, valuesD, valuesA !== 1);
    for (let bA = 0; bA < 16; bA++) {
      if (!(valuesA & (1 << bA))) continue;
      for (let bD = 0; bD < 16; bD++) {
        if (!(valuesD & (1 << bD))) continue;
        this.devotionStage(this.courageousPart(0, bA, bD), this.courageousPart(1, bD, bA), emit);
      }
    }
  }

  /**
   * Stage 2's pieces for side s, once per round rather than once per part: for each best value
   * lost b in `values`, its stage-1 entries (its card spent if b > 0) with k = 0 units destroyed
   * and, when the opponent's card may fire, with 1 and 2, each merged by state.
   */
  private destroyedByValue(s: 0 | 1, values: number, opponentFires: boolean): void {
    const from = this.byValue[s];
    const start = this.valueStart[s];
    const m = this.merger[s];
    for (let b = 0; b < 16; b++) {
      if (!(values & (1 << b))) continue;
      for (let k = 0; k < (opponentFires ? 3 : 1); k++) {
        const into = this.destroyed[s][3 * b + k]!;
        into.n = 0;
        for (let e = start[b]!; e < start[b + 1]!; e++) {
          const x = b > 0 ? this.states.spend(s, from.s[e]!) : from.s[e]!;
          m.add(into, this.states.destroy(s, x, k), from.q[e]!);
        }
        m.end(into);
      }
    }
  }

  /**
   * Stage 2 for side s: its stage-1 entries whose best value lost is `mine` (its card spent if
   * that fires), split by the opponent's Courageous dice (best value `theirs`: k units destroyed).
   */
  private courageousPart(s: 0 | 1, mine: number, theirs: number): List {
    if (theirs === 0) return this.destroyed[s][3 * mine]!;
    const into = this.two[s];
    const ks = KILLS[theirs]!;
    const m = this.merger[s];
    into.n = 0;
    for (let k = 0; k < 3; k++) {
      const w = ks[k]!;
      if (w === 0) continue;
      const from = this.destroyed[s][3 * mine + k]!;
      for (let e = 0; e < from.n; e++) m.add(into, from.s[e]!, from.q[e]! * w);
    }
    m.end(into);
    return into;
  }

  /** Stage 3 (Devotion) on the lists after Courageous to the End, then emit. */
  private devotionStage(listA: List, listD: List, emit: Emit): void {
    if (this.norr >= 0) {
      this.exotriremeStage(listA, listD, emit);
      return;
    }
    if (this.yin < 0) {
      emit(listA.s, listA.q, listA.n, listD.s, listD.q, listD.n);
      return;
    }
    const y0 = this.yin;
    const ys = y0 === 0 ? listA : listD;
    const os = y0 === 0 ? listD : listA;
    const oSpace = this.spaces[1 - y0]!;
    let classes = 0;
    for (let k = 0; k < ys.n; k++) classes |= 1 << this.states.devotionClass(ys.s[k]!);
    let alive = 0;
    for (let k = 0; k < os.n; k++) alive |= oSpace.empty[os.s[k]!] ? 1 : 2;
    for (let c = 0; c < 3; c++) {
      if (!(classes & (1 << c))) continue;
      for (let live = 0; live < 2; live++) {
        if (!(alive & (1 << live))) continue;
        this.devotionPart(ys, os, c, live);
        const three = this.three;
        emit(three[0].s, three[0].q, three[0].n, three[1].s, three[1].q, three[1].n);
      }
    }
  }

  /**
   * Stage 3 with Exotrireme II: the N'orr's states by the dreadnoughts they can give up (c), the
   * opponent's by the times they can lose their 2 best ships before none is left (t); in each
   * part both give up min(c, t), then both sides are repaired for the next round.
   */
  private exotriremeStage(listA: List, listD: List, emit: Emit): void {
    const n = this.norr as 0 | 1;
    const o = (1 - n) as 0 | 1;
    const lists = [listA, listD] as const;
    const ns = lists[n];
    const os = lists[o];
    let cs = 0;
    for (let k = 0; k < ns.n; k++) cs |= 1 << this.states.sacrifices(ns.s[k]!);
    let ts = 0;
    for (let k = 0; k < os.n; k++) ts |= 1 << this.states.absorbs(os.s[k]!);
    const three = this.three;
    for (let c = 0; c < 16; c++) {
      if (!(cs & (1 << c))) continue;
      for (let t = 0; t < 16; t++) {
        if (!(ts & (1 << t))) continue;
        const j = Math.min(c, t);
        this.exotriremePart(n, ns, c, j);
        this.exotriremePart(o, os, t, j);
        emit(three[0].s, three[0].q, three[0].n, three[1].s, three[1].q, three[1].n);
      }
    }
  }

  /** Side s's entries of `list` in class c (sacrifices for the N'orr, absorbs for the opponent), after j dreadnoughts given up, merged by state into three[s]. */
  private exotriremePart(s: 0 | 1, list: List, c: number, j: number): void {
    const norr = s === this.norr;
    const into = this.three[s];
    const m = this.merger[s];
    into.n = 0;
    for (let k = 0; k < list.n; k++) {
      const x = list.s[k]!;
      if (norr ? this.states.sacrifices(x) !== c : this.states.absorbs(x) !== c) continue;
      m.add(into, norr ? this.states.gaveUp(x, j) : this.states.lostBest(x, j), list.q[k]!);
    }
    m.end(into);
  }

  /**
   * Stage 3's part of the Yin's states of Devotion class c and the opponent's with units (live 1)
   * or none (0): Devotion fires in it when the class has it and the opponent has units; else both
   * sides are only repaired.
   */
  private devotionPart(ys: List, os: List, c: number, live: number): void {
    const y0 = this.yin as 0 | 1;
    const o = (1 - y0) as 0 | 1;
    const oSpace = this.spaces[o];
    const fires = c > 0 && live === 1;
    const yOut = this.three[y0];
    const oOut = this.three[o];
    yOut.n = 0;
    oOut.n = 0;
    for (let k = 0; k < ys.n; k++) {
      const y = ys.s[k]!;
      if (this.states.devotionClass(y) !== c) continue;
      yOut.push(fires ? this.states.devoted(y) : this.states.repaired(y0, y), ys.q[k]!, 0);
    }
    for (let k = 0; k < os.n; k++) {
      const x = os.s[k]!;
      if ((oSpace.empty[x] ? 0 : 1) !== live) continue;
      oOut.push(fires ? this.states.hitByYin(x, c === 2) : this.states.repaired(o, x), os.q[k]!, 0);
    }
  }
}

/**
 * Copies `list` into `into` grouped by best value lost (0-15), each group in the list's order,
 * so a Courageous part reads its group alone (the merge order, hence every sum, as before);
 * start[b]..start[b + 1] is value b's group (at: scratch of 16).
 */
function groupByValue(list: List, into: List, start: Int32Array, at: Int32Array): void {
  start.fill(0);
  for (let k = 0; k < list.n; k++) start[list.b[k]! + 1]!++;
  for (let b = 1; b <= 16; b++) start[b] = start[b]! + start[b - 1]!;
  into.n = 0;
  into.fit(list.n);
  at.set(start.subarray(0, 16));
  for (let k = 0; k < list.n; k++) {
    const e = at[list.b[k]!]!++;
    into.s[e] = list.s[k]!;
    into.q[e] = list.q[k]!;
  }
  into.n = list.n;
}

/** The sum of a list's probabilities. */
function listMass(list: List): number {
  let sum = 0;
  for (let k = 0; k < list.n; k++) sum += list.q[k]!;
  return sum;
}

/** The best combat values lost in a stage-1 list, as a bit set (bit 0: none lost, or no card pending). */
function valuesLost(list: List): number {
  let values = 0;
  for (let k = 0; k < list.n; k++) values |= 1 << list.b[k]!;
  return values;
}
