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
 *   dreadnought is destroyed to destroy the opponent's 2 most valuable ships (makeCoupler takes
 *   it on one side without Devotion; otherwise makePairRound).
 * A pair goes through here only while one of its states needs it (SideSpace.slow).
 *
 * Two ways to the same answer:
 * - makePairRound, the definition: outcome pair by outcome pair (the defender's roll j, the
 *   attacker's roll i), the reaction hits found by a local fixpoint, then the change after the
 *   round. Slow (every outcome pair) and kept as the reference the tests hold the other to;
 * - makeCoupler (./coupler.ts), what the chain uses: the round as a few independent products. Each effect
 *   depends on the other side only through a small signal (the reaction hits it produces, the
 *   best combat value it lost, whether Devotion fires and is blocked, whether it has units left),
 *   so splitting both rolls by those signals leaves, within each part, each side's result a
 *   function of its own roll. The chain then treats each part like an ordinary round.
 */
import type { PairRound } from './chain';
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
  return (a, d, j, i, emit) => {
    // j: the defender's roll (received by the attacker); i: the attacker's roll.
    const sa = A.states[a]!;
    const sd = D.states[d]!;
    const reflA = sa[reflectiveAt[0]!]! > 0;
    const reflD = sd[reflectiveAt[1]!]! > 0;
    const [asgA, asgD] = settledRound(spaces, fx, a, d, j, i, reflA, reflD);
    // Then the states after the round (Reflective Shielding spent if used), and what follows it.
    const a1 = asgA.next.slice();
    if (reflA && asgA.sustained) a1[reflectiveAt[0]!]!--;
    const d1 = asgD.next.slice();
    if (reflD && asgD.sustained) d1[reflectiveAt[1]!]!--;
    const bA = sa[courageousAt[0]!]! > 0 ? asgA.bestLost : 0;
    const bD = sd[courageousAt[1]!]! > 0 ? asgD.bestLost : 0;
    for (const [a2, d2, w] of afterRound(spaces, fx, a1, bA, d1, bD)) emit(a2, d2, w);
  };
}

/**
 * The two sides' assignments of a round, attacker state a receiving roll j and defender state d
 * roll i, once the hits each produces on top of its roll settle: they start with Particle Weave
 * (when the opponent's combat roll scored: free hits and no directed one, see SideSpace
 * extraApart) and grow with reactions (Exoskeleton, Reflective Shielding when `refl`).
 */
function settledRound(spaces: readonly [SideSpace, SideSpace], fx: PairEffects, a: number, d: number, j: number, i: number, reflA: boolean, reflD: boolean): [Assignment, Assignment] {
  const [A, D] = spaces;
  const FA = D.shape.maxFree + 1;
  const FD = A.shape.maxFree + 1;
  const dirA = Math.floor(j / FA);
  const freeA = j % FA;
  const dirD = Math.floor(i / FD);
  const freeD = i % FD;
  const blockedA = D.blocking(D.states[d]!);
  const blockedD = A.blocking(A.states[a]!);
  const weaveA = fx.weave[0] && dirA === 0 && freeA > 0 ? 1 : 0;
  const weaveD = fx.weave[1] && dirD === 0 && freeD > 0 ? 1 : 0;
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
  return [asgA, asgD];
}

/**
 * What follows the round, as (attacker state, defender state, probability): Courageous to the End
 * for a side that lost best combat value bA / bD (0: none, or no card), then the end-of-round
 * abilities in turn.
 */
function afterRound(spaces: readonly [SideSpace, SideSpace], fx: PairEffects, a1: FleetState, bA: number, d1: FleetState, bD: number): [number, number, number][] {
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
    return [spaces[0].intern(next[0]!), spaces[1].intern(next[1]!), w];
  });
}

/** Rounds of reaction hits answering each other before the round's assignment is taken as final. */
export const FIXPOINT_GUARD = 8;

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
export function courageousKills(best: number): [number, number, number] {
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
export const EXOTRIREME_KILLS = 2;

/** The slot Devotion takes a unit from: a destroyer, else a cruiser; -1 for none. */
export function devotionSlot(setup: SideSetup, state: FleetState): number {
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

/** Whether a state's round can produce reaction hits (then the sides' rounds are coupled by them). */
export function reactive(fx: PairEffects, setup: SideSetup): (state: FleetState) => boolean {
  const base = 2 * setup.slots.length;
  return (state) => {
    if (fx.weave[0] || fx.weave[1]) return true;
    if (state[base + C.reflective]! > 0) return true;
    for (let k = 0; k < setup.slots.length; k++) if (setup.slots[k]!.hitsWhenSustaining && state[2 * k]! > state[2 * k + 1]!) return true;
    return false;
  };
}

/** The most Exoskeleton hits a state can produce in a round: each undamaged mech sustains once. */
export function reactionBound(setup: SideSetup): (state: FleetState) => number {
  return (state) => {
    let n = 0;
    for (let k = 0; k < setup.slots.length; k++) if (setup.slots[k]!.hitsWhenSustaining) n += state[2 * k]! - state[2 * k + 1]!;
    return n;
  };
}
