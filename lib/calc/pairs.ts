/**
 * Effects that couple the two sides within a combat round:
 * - hits produced in reaction to the round: Valkyrie Particle Weave (1 hit when the opponent
 *   scored any), Valkyrie Exoskeleton (1 hit per mech that sustains), Reflective Shielding (2 hits
 *   the first time a ship sustains). They are assigned together with the round's hits;
 * - Courageous to the End, after the first round in which the side loses a ship: 2 dice at the best
 *   combat value among the ships it lost; each hit destroys the opponent's cheapest ship;
 * - Devotion (Yin), after each round: while the Yin keep another ship, 1 destroyer (else cruiser)
 *   is destroyed for 1 hit the Yin assign (fleet.hitChosenByOpponent);
 * - Exotrireme II (N'orr), after each round: while the N'orr keep another ship, each damaged
 *   dreadnought is destroyed to destroy the opponent's 2 most valuable ships. Taken by
 *   makePairRound only (makeCoupler declines).
 * A pair goes through here only while one of its states needs it (SideSpace.slow).
 *
 * Two ways to the same answer:
 * - makePairRound, the definition: outcome pair by outcome pair (the defender's roll j, the
 *   attacker's roll i), the reaction hits found by a local fixpoint, then the change after the
 *   round. Slow (every outcome pair) and kept as the reference the tests hold the other to;
 * - makeCoupler, what the chain uses: the round as a few independent products. Each effect
 *   depends on the other side only through a small signal (the reaction hits it produces, the
 *   best combat value it lost, whether Devotion fires and is blocked, whether it has units left),
 *   so splitting both rolls by those signals leaves, within each part, each side's result a
 *   function of its own roll. The chain then treats each part like an ordinary round.
 */
import type { Coupled, PairRound } from './chain';
import { hitChance } from './dice';
import {
  aliveCount,
  C,
  destroyMostValuable,
  destroyUnits,
  hitChosenByOpponent,
  removeOne,
  repairAtRoundStart,
  type Assignment,
  type FleetState,
  type SideSetup,
} from './fleet';
import type { SideSpace } from './space';

export interface PairEffects {
  weave: readonly [boolean, boolean];
  devotion: readonly [boolean, boolean];
  exotrireme: readonly [boolean, boolean];
}

/** The definition of the cross-side round, outcome pair by outcome pair (see the file comment). */
export function makePairRound(A: SideSpace, D: SideSpace, fx: PairEffects): PairRound {
  const spaces = [A, D] as const;
  const reflectiveAt = [2 * A.setup.slots.length + C.reflective, 2 * D.setup.slots.length + C.reflective];
  const courageousAt = [2 * A.setup.slots.length + C.courageous, 2 * D.setup.slots.length + C.courageous];
  const afterRound = (a1: FleetState, bA: number, d1: FleetState, bD: number): [number, number, number][] => {
    const best = [bA, bD];
    let branches: [number[][], number][] = [[[a1.slice(), d1.slice()], 1]];
    for (const s of [0, 1] as const) {
      if (best[s] === 0) continue;
      branches = courageous(spaces, branches, s, best[s]!);
    }
    return branches.map(([pair, w]) => {
      let next = pair;
      // The end-of-round abilities in turn, the attacker first (FAQ on Devotion and Exotrireme II).
      for (const s of [0, 1] as const) {
        if (fx.devotion[s]) next = devotion(spaces, next, s);
        if (fx.exotrireme[s]) next = exotrireme(spaces, next, s);
        if (fx.devotion[s] || fx.exotrireme[s]) for (const t of [0, 1] as const) repairAtRoundStart(spaces[t].setup, next[t]!);
      }
      return [A.intern(next[0]!), D.intern(next[1]!), w];
    });
  };
  return (a, d, j, i, emit) => {
    // j: the defender's roll (received by the attacker); i: the attacker's roll.
    const sa = A.states[a]!;
    const sd = D.states[d]!;
    const FA = D.shape.maxFree + 1;
    const FD = A.shape.maxFree + 1;
    const dirA = Math.floor(j / FA);
    const freeA = j % FA;
    const dirD = Math.floor(i / FD);
    const freeD = i % FD;
    const blockedA = D.blocking(sd);
    const blockedD = A.blocking(sa);
    // Hits each side produces on top of its roll: starts with Particle Weave (when the opponent's
    // combat roll scored: free hits and no directed one, see SideSpace extraApart), grows with reactions.
    const weaveA = fx.weave[0] && dirA === 0 && freeA > 0 ? 1 : 0;
    const weaveD = fx.weave[1] && dirD === 0 && freeD > 0 ? 1 : 0;
    const reflA = sa[reflectiveAt[0]!]! > 0;
    const reflD = sd[reflectiveAt[1]!]! > 0;
    let extraA = weaveA;
    let extraD = weaveD;
    let asgA = A.receive(a, dirA, freeA + extraD, blockedA);
    let asgD = D.receive(d, dirD, freeD + extraA, blockedD);
    for (let guard = 0; guard < FIXPOINT_GUARD; guard++) {
      const producedA = weaveA + asgA.reactiveSustains + (reflA && asgA.sustained ? 2 : 0);
      const producedD = weaveD + asgD.reactiveSustains + (reflD && asgD.sustained ? 2 : 0);
      if (producedA === extraA && producedD === extraD) break;
      extraA = producedA;
      extraD = producedD;
      asgA = A.receive(a, dirA, freeA + extraD, blockedA);
      asgD = D.receive(d, dirD, freeD + extraA, blockedD);
    }
    // Then the states after the round (Reflective Shielding spent if used), and what follows it.
    const a1 = asgA.next.slice();
    if (reflA && asgA.sustained) a1[reflectiveAt[0]!]!--;
    const d1 = asgD.next.slice();
    if (reflD && asgD.sustained) d1[reflectiveAt[1]!]!--;
    const bA = sa[courageousAt[0]!]! > 0 ? asgA.bestLost : 0;
    const bD = sd[courageousAt[1]!]! > 0 ? asgD.bestLost : 0;
    for (const [a2, d2, w] of afterRound(a1, bA, d1, bD)) emit(a2, d2, w);
  };
}

/** Rounds of reaction hits answering each other before the round's assignment is taken as final. */
const FIXPOINT_GUARD = 8;

/** Courageous to the End for side s, having lost best combat value `best`: 2 dice, each hit destroys the opponent's cheapest unit. */
function courageous(spaces: readonly [SideSpace, SideSpace], branches: [number[][], number][], s: 0 | 1, best: number): [number[][], number][] {
  const ks = courageousKills(best);
  const grown: [number[][], number][] = [];
  for (const [pair, w] of branches) {
    ks.forEach((pk, k) => {
      if (pk === 0) return;
      const mine = pair[s]!.slice();
      mine[2 * spaces[s]!.setup.slots.length + C.courageous]!--;
      const theirs = destroyUnits(spaces[1 - s]!.setup, pair[1 - s]!, k, false) as number[];
      const out = s === 0 ? [mine, theirs] : [theirs, mine];
      grown.push([out, w * pk]);
    });
  }
  return grown;
}

/** P(0, 1, 2 hits) of Courageous to the End's 2 dice at combat value `best`. */
function courageousKills(best: number): [number, number, number] {
  const p = hitChance(best, 0);
  return [(1 - p) * (1 - p), 2 * p * (1 - p), p * p];
}

/** Devotion after the round, if both sides still have units and the Yin keep another one. */
function devotion(spaces: readonly [SideSpace, SideSpace], pair: number[][], s: 0 | 1): number[][] {
  const me = spaces[s].setup;
  const them = spaces[1 - s]!.setup;
  const mine = pair[s]!;
  const theirs = pair[1 - s]!;
  if (aliveCount(me, mine) < 2 || aliveCount(them, theirs) === 0) return pair;
  const k = devotionSlot(me, mine);
  if (k < 0) return pair;
  const after = mine.slice();
  removeOne(after, k);
  const hit = hitChosenByOpponent(them, theirs, spaces[s].blocking(after)) as number[];
  return s === 0 ? [after, hit] : [hit, after];
}

/** Exotrireme II after the round: each damaged dreadnought, while the N'orr keep another ship, for the opponent's 2 best ships. */
function exotrireme(spaces: readonly [SideSpace, SideSpace], pair: number[][], s: 0 | 1): number[][] {
  const me = spaces[s].setup;
  const them = spaces[1 - s]!.setup;
  let mine = pair[s]!;
  let theirs = pair[1 - s]!;
  // Every dreadnought slot: a dreadnought The Cavalry made a Memoria is an Exotrireme II too.
  me.slots.forEach((slot, k) => {
    if (slot.name !== 'dreadnought') return;
    while (mine[2 * k + 1]! > 0 && aliveCount(me, mine) >= 2 && aliveCount(them, theirs) > 0) {
      mine = mine.slice();
      removeOne(mine, k);
      theirs = destroyMostValuable(them, theirs, EXOTRIREME_KILLS) as number[];
    }
  });
  return s === 0 ? [mine, theirs] : [theirs, mine];
}
const EXOTRIREME_KILLS = 2;

/** The slot Devotion takes a unit from: a destroyer, else a cruiser; -1 for none. */
function devotionSlot(setup: SideSetup, state: FleetState): number {
  for (const name of ['destroyer', 'cruiser']) {
    const k = setup.slots.findIndex((slot, x) => slot.name === name && state[2 * x]! > 0);
    if (k >= 0) return k;
  }
  return -1;
}

/** Whether a state still needs the cross-side round (pairs where neither does take the fast path). */
export function needsPairRound(fx: PairEffects, side: 0 | 1, setup: SideSetup): (state: FleetState) => boolean {
  const base = 2 * setup.slots.length;
  return (state) => {
    if (fx.weave[0] || fx.weave[1]) return true;
    if (state[base + C.reflective]! > 0 || state[base + C.courageous]! > 0) return true;
    for (let k = 0; k < setup.slots.length; k++) {
      const slot = setup.slots[k]!;
      const alive = state[2 * k]!;
      if (slot.hitsWhenSustaining && alive > state[2 * k + 1]!) return true;
      if (fx.devotion[side] && (slot.name === 'destroyer' || slot.name === 'cruiser') && alive > 0) return true;
      if (fx.exotrireme[side] && slot.name === 'dreadnought' && alive > 0) return true;
    }
    return false;
  };
}

type Emit = Parameters<Coupled['components']>[6];

/** A list of (state, probability) entries, with the best combat value lost where it matters. */
class List {
  s = new Int32Array(64);
  q = new Float64Array(64);
  b = new Uint8Array(64);
  n = 0;
  push(s: number, q: number, b: number): void {
    if (this.n === this.s.length) {
      const s2 = new Int32Array(2 * this.n);
      const q2 = new Float64Array(2 * this.n);
      const b2 = new Uint8Array(2 * this.n);
      s2.set(this.s);
      q2.set(this.q);
      b2.set(this.b);
      this.s = s2;
      this.q = q2;
      this.b = b2;
    }
    this.s[this.n] = s;
    this.q[this.n] = q;
    this.b[this.n++] = b;
  }
  /** push(), adding to the last entry when it has the same state and value. */
  pushRun(s: number, q: number, b: number): void {
    const n = this.n;
    if (n > 0 && this.s[n - 1] === s && this.b[n - 1] === b) this.q[n - 1] = this.q[n - 1]! + q;
    else this.push(s, q, b);
  }
}

/**
 * Adds probabilities up by state (first occurrence keeps its place): a dense array over the
 * side's states, grown as states are numbered, cleared after each use.
 */
class Merger {
  private at = new Int32Array(16).fill(-1);
  add(into: List, s: number, q: number): void {
    if (s >= this.at.length) {
      const at = new Int32Array(Math.max(s + 1, 2 * this.at.length)).fill(-1);
      at.set(this.at);
      this.at = at;
    }
    const k = this.at[s]!;
    if (k >= 0) into.q[k] = into.q[k]! + q;
    else {
      this.at[s] = into.n;
      into.push(s, q, 0);
    }
  }
  end(list: List): void {
    for (let k = 0; k < list.n; k++) this.at[list.s[k]!] = -1;
  }
}

/** A per-state memo of state numbers (-1: not yet known), `width` entries per state. */
class StateMemo {
  private v: Int32Array;
  constructor(private readonly width: number) {
    this.v = new Int32Array(16 * width).fill(-1);
  }
  get(s: number, k: number): number {
    const at = s * this.width + k;
    return at < this.v.length ? this.v[at]! : -1;
  }
  set(s: number, k: number, x: number): number {
    const at = s * this.width + k;
    if (at >= this.v.length) {
      const v = new Int32Array(Math.max(at + 1, 2 * this.v.length)).fill(-1);
      v.set(this.v);
      this.v = v;
    }
    this.v[at] = x;
    return x;
  }
}

/**
 * The chain's cross-side round (Coupled), or undefined when it cannot be split: Devotion on both
 * sides (the Yin against the Yin, which the input validation refuses) and Exotrireme II are left
 * to makePairRound.
 */
export function makeCoupler(A: SideSpace, D: SideSpace, fx: PairEffects): Coupled | undefined {
  if ((fx.devotion[0] && fx.devotion[1]) || fx.exotrireme.some(Boolean)) return undefined;
  const spaces = [A, D] as const;
  const reflectiveAt = [2 * A.setup.slots.length + C.reflective, 2 * D.setup.slots.length + C.reflective];
  const courageousAt = [2 * A.setup.slots.length + C.courageous, 2 * D.setup.slots.length + C.courageous];
  const yin: 0 | 1 | -1 = fx.devotion[0] ? 0 : fx.devotion[1] ? 1 : -1;
  const isReactive = [reactive(fx, A.setup), reactive(fx, D.setup)] as const;
  const exoskeletonBound = [reactionBound(A.setup), reactionBound(D.setup)] as const;

  // Memos by state: the state after an assignment (Reflective Shielding spent or not); Courageous
  // to the End's card spent and k units destroyed; Devotion's class, moves and repairs.
  const afterMemo = [new Map<Assignment, number>(), new Map<Assignment, number>(), new Map<Assignment, number>(), new Map<Assignment, number>()];
  const stateAfter = (s: 0 | 1, asg: Assignment, spent: boolean): number => {
    const memo = afterMemo[2 * s + (spent ? 1 : 0)]!;
    let id = memo.get(asg);
    if (id === undefined) {
      const n = asg.next.slice();
      if (spent) n[reflectiveAt[s]!]!--;
      id = spaces[s].intern(n);
      memo.set(asg, id);
    }
    return id;
  };
  const spentMemo = [new StateMemo(1), new StateMemo(1)];
  const spend = (s: 0 | 1, x: number): number => {
    const known = spentMemo[s]!.get(x, 0);
    if (known >= 0) return known;
    const next = spaces[s].states[x]!.slice();
    next[courageousAt[s]!]!--;
    return spentMemo[s]!.set(x, 0, spaces[s].intern(next));
  };
  const destroyMemo = [new StateMemo(3), new StateMemo(3)];
  const destroy = (s: 0 | 1, x: number, k: number): number => {
    if (k === 0) return x;
    const known = destroyMemo[s]!.get(x, k);
    if (known >= 0) return known;
    return destroyMemo[s]!.set(x, k, spaces[s].intern(destroyUnits(spaces[s].setup, spaces[s].states[x]!, k, false)));
  };
  // Devotion (side yin; the other side is "o"): class 0 no Devotion, 1 Devotion, 2 Devotion with sustain blocked.
  const devotionMemo = new StateMemo(2);
  const devotionClass = (y: number): number => {
    const known = devotionMemo.get(y, 0);
    if (known >= 0) return known;
    const sp = spaces[yin as 0 | 1];
    const state = sp.states[y]!;
    let c = 0;
    const k = aliveCount(sp.setup, state) < 2 ? -1 : devotionSlot(sp.setup, state);
    if (k >= 0) {
      const after = state.slice();
      removeOne(after, k);
      c = sp.blocking(after) ? 2 : 1;
    }
    return devotionMemo.set(y, 0, c);
  };
  const devoted = (y: number): number => {
    const known = devotionMemo.get(y, 1);
    if (known >= 0) return known;
    const sp = spaces[yin as 0 | 1];
    const after = sp.states[y]!.slice();
    removeOne(after, devotionSlot(sp.setup, after));
    repairAtRoundStart(sp.setup, after);
    return devotionMemo.set(y, 1, sp.intern(after));
  };
  const hitMemo = new StateMemo(2);
  const hitByYin = (o: number, blocked: boolean): number => {
    const known = hitMemo.get(o, blocked ? 1 : 0);
    if (known >= 0) return known;
    const sp = spaces[(1 - yin) as 0 | 1];
    const next = (hitChosenByOpponent(sp.setup, sp.states[o]!, blocked) as number[]).slice();
    repairAtRoundStart(sp.setup, next);
    return hitMemo.set(o, blocked ? 1 : 0, sp.intern(next));
  };
  const repairMemo = [new StateMemo(1), new StateMemo(1)];
  const repaired = (s: 0 | 1, x: number): number => {
    if (spaces[s].setup.repairAtRoundStart < 0) return x;
    const known = repairMemo[s]!.get(x, 0);
    if (known >= 0) return known;
    const next = spaces[s].states[x]!.slice();
    repairAtRoundStart(spaces[s].setup, next);
    return repairMemo[s]!.set(x, 0, spaces[s].intern(next));
  };

  const kills = Array.from({ length: 16 }, (_, b) => (b === 0 ? ([1, 0, 0] as const) : courageousKills(b)));
  // Scratch lists per stage and side: the rolls (1), after Courageous to the End (2), after Devotion (3).
  const one = [new List(), new List()] as const;
  const two = [new List(), new List()] as const;
  const three = [new List(), new List()] as const;
  const merger = [new Merger(), new Merger()] as const;
  // Reaction classes: per outcome, its class; per class, its weave hits and the hits it produces for each extra hit received.
  const classOf = [new Int32Array(16), new Int32Array(16)];
  const profiles: number[][][] = [[], []];

  /** Stage 3 (Devotion) on the lists after Courageous to the End, then emit. */
  const finish = (listA: List, listD: List, emit: Emit) => {
    if (yin < 0) {
      emit(listA.s, listA.q, listA.n, listD.s, listD.q, listD.n);
      return;
    }
    const y0 = yin as 0 | 1;
    const o = (1 - y0) as 0 | 1;
    const ys = y0 === 0 ? listA : listD;
    const os = y0 === 0 ? listD : listA;
    const oSpace = spaces[o];
    let classes = 0;
    for (let k = 0; k < ys.n; k++) classes |= 1 << devotionClass(ys.s[k]!);
    let alive = 0;
    for (let k = 0; k < os.n; k++) alive |= oSpace.empty[os.s[k]!] ? 1 : 2;
    for (let c = 0; c < 3; c++) {
      if (!(classes & (1 << c))) continue;
      for (let live = 0; live < 2; live++) {
        if (!(alive & (1 << live))) continue;
        const fires = c > 0 && live === 1;
        const yOut = three[y0];
        const oOut = three[o];
        yOut.n = 0;
        oOut.n = 0;
        for (let k = 0; k < ys.n; k++) {
          const y = ys.s[k]!;
          if (devotionClass(y) !== c) continue;
          yOut.push(fires ? devoted(y) : repaired(y0, y), ys.q[k]!, 0);
        }
        for (let k = 0; k < os.n; k++) {
          const x = os.s[k]!;
          if ((oSpace.empty[x] ? 0 : 1) !== live) continue;
          oOut.push(fires ? hitByYin(x, c === 2) : repaired(o, x), os.q[k]!, 0);
        }
        emit(three[0].s, three[0].q, three[0].n, three[1].s, three[1].q, three[1].n);
      }
    }
  };

  /**
   * Stage 2 for side s: its stage-1 entries whose best value lost is `mine` (its card spent if
   * that fires), each split by the opponent's Courageous dice (best value `theirs`: k units destroyed).
   */
  const courageousPart = (s: 0 | 1, mine: number, theirs: number): List => {
    const from = one[s];
    const into = two[s];
    const ks = kills[theirs]!;
    const m = merger[s];
    into.n = 0;
    for (let e = 0; e < from.n; e++) {
      if (from.b[e] !== mine) continue;
      let x = from.s[e]!;
      if (mine > 0) x = spend(s, x);
      const q = from.q[e]!;
      if (theirs === 0) m.add(into, x, q);
      else {
        for (let k = 0; k < 3; k++) if (ks[k] !== 0) m.add(into, destroy(s, x, k), q * ks[k]!);
      }
    }
    m.end(into);
    return into;
  };

  /** Stage 2 (Courageous to the End) on the stage-1 lists, then the rest. */
  const afterRolls = (emit: Emit) => {
    let valuesA = 0;
    for (let k = 0; k < one[0].n; k++) valuesA |= 1 << one[0].b[k]!;
    let valuesD = 0;
    for (let k = 0; k < one[1].n; k++) valuesD |= 1 << one[1].b[k]!;
    if (valuesA === 1 && valuesD === 1) {
      // No card fires: the rolls' lists as they are.
      finish(one[0], one[1], emit);
      return;
    }
    for (let bA = 0; bA < 16; bA++) {
      if (!(valuesA & (1 << bA))) continue;
      for (let bD = 0; bD < 16; bD++) {
        if (!(valuesD & (1 << bD))) continue;
        finish(courageousPart(0, bA, bD), courageousPart(1, bD, bA), emit);
      }
    }
  };

  /** Splits side s's outcomes (those of the opponent's roll `p` it receives) into reaction classes. */
  const classify = (s: 0 | 1, x: number, y: number, p: Float64Array, bound: number): number => {
    const me = spaces[s];
    const them = spaces[1 - s]!;
    const state = me.states[x]!;
    const F1 = them.shape.maxFree + 1;
    const blocked = them.blocking(them.states[y]!);
    const refl = state[reflectiveAt[s]!]! > 0;
    if (classOf[s]!.length < p.length) classOf[s] = new Int32Array(2 * p.length);
    const list = profiles[s]!;
    list.length = 0;
    const profile: number[] = [];
    for (let o = 0; o < p.length; o++) {
      if (p[o] === 0) continue;
      const weave = fx.weave[s] && o > 0 && o < F1 ? 1 : 0;
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
      classOf[s]![o] = c;
    }
    return list.length;
  };

  /** Stage 1 for reacting pairs: side s's entries of class c receiving `extra` reaction hits. */
  const reacting = (s: 0 | 1, x: number, y: number, p: Float64Array, c: number, extra: number) => {
    const me = spaces[s];
    const them = spaces[1 - s]!;
    const state = me.states[x]!;
    const F1 = them.shape.maxFree + 1;
    const blocked = them.blocking(them.states[y]!);
    const refl = state[reflectiveAt[s]!]! > 0;
    const card = state[courageousAt[s]!]! > 0;
    const into = one[s];
    into.n = 0;
    for (let o = 0; o < p.length; o++) {
      if (p[o] === 0 || classOf[s]![o] !== c) continue;
      const asg = me.receive(x, Math.floor(o / F1), (o % F1) + extra, blocked);
      into.pushRun(stateAfter(s, asg, refl && asg.sustained), p[o]!, card ? asg.bestLost : 0);
    }
  };

  return {
    components(a, d, pA, pD, rowA, rowD, emit) {
      if (!isReactive[0](A.states[a]!) && !isReactive[1](D.states[d]!)) {
        // The ordinary rounds (rows), each outcome with the best value lost when a card is pending.
        for (const s of [0, 1] as const) {
          const x = s === 0 ? a : d;
          const y = s === 0 ? d : a;
          const row = s === 0 ? rowA : rowD;
          const p = s === 0 ? pD : pA;
          const me = spaces[s];
          const lost = me.states[x]![courageousAt[s]!]! > 0 ? me.lostRow(x, spaces[1 - s]!.blocksSustain[y] === 1) : undefined;
          const into = one[s];
          into.n = 0;
          for (let o = 0; o < p.length; o++) if (p[o] !== 0) into.pushRun(row[o]!, p[o]!, lost ? lost[o]! : 0);
        }
        afterRolls(emit);
        return;
      }
      // Reaction hits: classes of outcomes that react alike to every number of hits coming back.
      const boundA = exoskeletonBound[0](A.states[a]!) + (A.states[a]![reflectiveAt[0]!]! > 0 ? 2 : 0) + (fx.weave[0] ? 1 : 0);
      const boundD = exoskeletonBound[1](D.states[d]!) + (D.states[d]![reflectiveAt[1]!]! > 0 ? 2 : 0) + (fx.weave[1] ? 1 : 0);
      const nA = classify(0, a, d, pD, boundD);
      const nD = classify(1, d, a, pA, boundA);
      for (let cA = 0; cA < nA; cA++) {
        const hA = profiles[0]![cA]!;
        for (let cD = 0; cD < nD; cD++) {
          const hD = profiles[1]![cD]!;
          // The local fixpoint of makePairRound, on the classes' profiles (hX[1 + e]: produced when receiving e).
          let extraA = hA[0]!;
          let extraD = hD[0]!;
          for (let guard = 0; guard < FIXPOINT_GUARD; guard++) {
            const producedA = hA[1 + extraD]!;
            const producedD = hD[1 + extraA]!;
            if (producedA === extraA && producedD === extraD) break;
            extraA = producedA;
            extraD = producedD;
          }
          reacting(0, a, d, pD, cA, extraD);
          reacting(1, d, a, pA, cD, extraA);
          afterRolls(emit);
        }
      }
    },
  };
}

/** Whether a state's round can produce reaction hits (then the sides' rounds are coupled by them). */
function reactive(fx: PairEffects, setup: SideSetup): (state: FleetState) => boolean {
  const base = 2 * setup.slots.length;
  return (state) => {
    if (fx.weave[0] || fx.weave[1]) return true;
    if (state[base + C.reflective]! > 0) return true;
    for (let k = 0; k < setup.slots.length; k++) if (setup.slots[k]!.hitsWhenSustaining && state[2 * k]! > state[2 * k + 1]!) return true;
    return false;
  };
}

/** The most Exoskeleton hits a state can produce in a round: each undamaged mech sustains once. */
function reactionBound(setup: SideSetup): (state: FleetState) => number {
  return (state) => {
    let n = 0;
    for (let k = 0; k < setup.slots.length; k++) if (setup.slots[k]!.hitsWhenSustaining) n += state[2 * k]! - state[2 * k + 1]!;
    return n;
  };
}
