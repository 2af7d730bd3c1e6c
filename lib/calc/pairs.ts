/**
 * Effects that couple the two sides within a combat round, resolved outcome by outcome:
 * - hits produced in reaction to the round: Valkyrie Particle Weave (1 hit when the opponent
 *   scored any), Valkyrie Exoskeleton (1 hit per mech that sustains), Reflective Shielding (2 hits
 *   the first time a ship sustains). They are assigned together with the round's hits;
 * - Courageous to the End, after the first round in which the side loses a ship: 2 dice at the best
 *   combat value among the ships it lost; each hit destroys the opponent's cheapest ship;
 * - Devotion (Yin), after each round: while the Yin keep another ship, 1 destroyer (else cruiser)
 *   is destroyed for 1 hit the Yin assign (fleet.hitChosenByOpponent).
 * A pair goes through here only while one of its states needs it (SideSpace.slow).
 */
import type { PairRound } from './chain';
import { hitChance } from './dice';
import { aliveCount, C, destroyUnits, hitChosenByOpponent, removeOne, repairAtRoundStart, type Assignment, type FleetState, type SideSetup } from './fleet';
import type { SideSpace } from './space';

export interface PairEffects {
  weave: readonly [boolean, boolean];
  devotion: readonly [boolean, boolean];
}

/**
 * The cross-side round, and its shortcut for pairs that only Devotion couples: there the round is
 * the ordinary one (each side's hits alone) followed by a fixed change to the pair of states after
 * it, looked up once per pair (`afterDevotion`).
 */
export interface PairRoundWithShortcut {
  round: PairRound;
  /** Whether Devotion alone couples pair (a, d) (no reactions, cards or Particle Weave pending). */
  devotionOnly(a: number, d: number): boolean;
  /** The pair after Devotion from the pair (a1, d1) after the ordinary round: a2 * PAIR_KEY + d2. */
  afterDevotion(a1: number, d1: number): number;
  /** Whether every pair the pair can lead to is separable, its states numbered by closing each side under devotionMoves. */
  closed(a: number, d: number): boolean;
  /** Whether the pair's rounds have no reaction hits: ordinary rounds, then afterRound. */
  separable(a: number, d: number): boolean;
  /** The ordinary round of side s in state x against opponent state y that rolled outcome o. */
  ordinary(s: 0 | 1, x: number, y: number, o: number): number;
  /** For separable pairs: the best combat value side s (state x) lost to opponent y's outcome o when Courageous to the End is pending, else 0. */
  lost(s: 0 | 1, x: number, y: number, o: number): number;
  /** For separable pairs: the pairs after the ordinary rounds' (a1, d1), with best values lost bA, bD. */
  afterRound(a1: number, bA: number, d1: number, bD: number): AfterRound;
}
/** Radix of afterDevotion's pair keys (side states stay far below it). */
export const PAIR_KEY = 2 ** 26;

export function makePairRound(A: SideSpace, D: SideSpace, fx: PairEffects): PairRoundWithShortcut {
  const spaces = [A, D] as const;
  const coupled = stateFlags(spaces, [coupledOtherThanDevotion(fx, A.setup), coupledOtherThanDevotion(fx, D.setup)]);
  const devotionOnly = (a: number, d: number) => !coupled(0, a) && !coupled(1, d);
  const devotionMemo = new Map<number, number>();
  const afterDevotion = (a1: number, d1: number): number => {
    const key = a1 * PAIR_KEY + d1;
    let out = devotionMemo.get(key);
    if (out === undefined) {
      let next = [A.states[a1]!.slice(), D.states[d1]!.slice()];
      for (const s of [0, 1] as const) {
        if (!fx.devotion[s]) continue;
        next = devotion(spaces, next, s);
        for (const t of [0, 1] as const) repairAtRoundStart(spaces[t].setup, next[t]!);
      }
      out = A.intern(next[0]!) * PAIR_KEY + D.intern(next[1]!);
      devotionMemo.set(key, out);
    }
    return out;
  };
  // Pairs without reaction hits (Particle Weave, Reflective Shielding, Exoskeleton): each side's
  // round is the ordinary one, followed by a change that depends on the pair after it and on the
  // best combat value each side lost (Courageous to the End), looked up once per such key.
  const isReactive = stateFlags(spaces, [reactive(fx, A.setup), reactive(fx, D.setup)]);
  const separable = (a: number, d: number) => !isReactive(0, a) && !isReactive(1, d);
  // Reaction hits never come back once gone (cards are spent), unless a repaired unit can sustain again.
  const reactionsReturn = fx.weave[0] || fx.weave[1] || [A, D].some((sp) => sp.setup.slots.some((slot) => slot.hitsWhenSustaining));
  const closed = (a: number, d: number) => !reactionsReturn && separable(a, d);
  const courageousBase = [2 * A.setup.slots.length + C.courageous, 2 * D.setup.slots.length + C.courageous];
  /** The best combat value side s (in state x) lost to opponent state y's outcome o, if Courageous to the End is pending, else 0. */
  const lost = (s: 0 | 1, x: number, y: number, o: number): number => {
    const me = spaces[s];
    if (me.states[x]![courageousBase[s]!]! === 0) return 0;
    const them = spaces[1 - s]!;
    const F1 = them.shape.maxFree + 1;
    return me.receive(x, Math.floor(o / F1), o % F1, them.blocking(them.states[y]!)).bestLost;
  };
  const postMemo = new Map<number, Map<number, AfterRound>>();
  /** The pairs after the round from (a1, d1), each side having lost best combat value bA, bD (0: none or no card). */
  const afterRound = (a1: number, bA: number, d1: number, bD: number): AfterRound => {
    const outerKey = a1 * 16 + bA;
    let inner = postMemo.get(outerKey);
    if (!inner) postMemo.set(outerKey, (inner = new Map()));
    const innerKey = d1 * 16 + bD;
    let out = inner.get(innerKey);
    if (!out) {
      const best = [bA, bD];
      let branches: [number[][], number][] = [[[A.states[a1]!.slice(), D.states[d1]!.slice()], 1]];
      for (const s of [0, 1] as const) {
        if (best[s] === 0) continue;
        branches = courageous(spaces, branches, s, best[s]!);
      }
      const list: AfterRound = { a: [], d: [], w: [] };
      for (const [pair, w] of branches) {
        let next = pair;
        for (const s of [0, 1] as const) {
          if (!fx.devotion[s]) continue;
          next = devotion(spaces, next, s);
          for (const t of [0, 1] as const) repairAtRoundStart(spaces[t].setup, next[t]!);
        }
        list.a.push(A.intern(next[0]!));
        list.d.push(D.intern(next[1]!));
        list.w.push(w);
      }
      out = list;
      inner.set(innerKey, out);
    }
    return out;
  };
  /** The ordinary round of side s in state x against opponent state y that rolled outcome o. */
  const ordinary = (s: 0 | 1, x: number, y: number, o: number): number => {
    const me = spaces[s];
    const them = spaces[1 - s]!;
    const [directed, free] = decode(o, them);
    return me.internCopy(me.receive(x, directed, free, them.blocking(them.states[y]!)).next);
  };
  const reflectiveAt = [2 * A.setup.slots.length + C.reflective, 2 * D.setup.slots.length + C.reflective];
  // The state after an assignment, numbered once per assignment (plain, or with Reflective Shielding spent).
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
  const round: PairRound = (a, d, j, i, emit) => {
    if (separable(a, d) && !devotionOnly(a, d)) {
      const out = afterRound(ordinary(0, a, d, j), lost(0, a, d, j), ordinary(1, d, a, i), lost(1, d, a, i));
      for (let k = 0; k < out.w.length; k++) emit(out.a[k]!, out.d[k]!, out.w[k]!);
      return;
    }
    if (devotionOnly(a, d)) {
      const x = afterDevotion(ordinary(0, a, d, j), ordinary(1, d, a, i));
      emit(Math.floor(x / PAIR_KEY), x % PAIR_KEY, 1);
      return;
    }
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
    // Hits each side produces on top of its roll: starts with Particle Weave (when the opponent
    // scored), grows with reactions.
    const weaveA = fx.weave[0] && j > 0 ? 1 : 0;
    const weaveD = fx.weave[1] && i > 0 ? 1 : 0;
    const reflA = sa[reflectiveAt[0]!]! > 0;
    const reflD = sd[reflectiveAt[1]!]! > 0;
    let extraA = weaveA;
    let extraD = weaveD;
    let asgA = A.receive(a, dirA, freeA + extraD, blockedA);
    let asgD = D.receive(d, dirD, freeD + extraA, blockedD);
    for (let guard = 0; guard < 8; guard++) {
      const producedA = weaveA + asgA.reactiveSustains + (reflA && asgA.sustained ? 2 : 0);
      const producedD = weaveD + asgD.reactiveSustains + (reflD && asgD.sustained ? 2 : 0);
      if (producedA === extraA && producedD === extraD) break;
      extraA = producedA;
      extraD = producedD;
      asgA = A.receive(a, dirA, freeA + extraD, blockedA);
      asgD = D.receive(d, dirD, freeD + extraA, blockedD);
    }
    // Then the state after the round (Reflective Shielding spent if used), and what follows it.
    const a1 = stateAfter(0, asgA, reflA && asgA.sustained);
    const d1 = stateAfter(1, asgD, reflD && asgD.sustained);
    const bA = sa[courageousBase[0]!]! > 0 ? asgA.bestLost : 0;
    const bD = sd[courageousBase[1]!]! > 0 ? asgD.bestLost : 0;
    const out = afterRound(a1, bA, d1, bD);
    for (let k = 0; k < out.w.length; k++) emit(out.a[k]!, out.d[k]!, out.w[k]!);
  };
  return { round, devotionOnly, afterDevotion, separable, closed, lost, afterRound, ordinary };
}

/** Courageous to the End for side s, having lost best combat value `best`: 2 dice, each hit destroys the opponent's cheapest unit. */
function courageous(spaces: readonly [SideSpace, SideSpace], branches: [number[][], number][], s: 0 | 1, best: number): [number[][], number][] {
  const p = hitChance(best, 0);
  const ks = [(1 - p) * (1 - p), 2 * p * (1 - p), p * p];
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

/** Pairs after a round and their probabilities (PairRoundWithShortcut.afterRound). */
export interface AfterRound {
  a: number[];
  d: number[];
  w: number[];
}

/**
 * A test on each side's states, memoized by state number (states are numbered as they are found,
 * so the memo grows with them): per side, per state, 0 unknown, 1 true, 2 false.
 */
function stateFlags(spaces: readonly [SideSpace, SideSpace], tests: readonly [(state: FleetState) => boolean, (state: FleetState) => boolean]) {
  const memos = [new Uint8Array(64), new Uint8Array(64)];
  return (s: 0 | 1, x: number): boolean => {
    let memo = memos[s]!;
    if (x >= memo.length) {
      const bigger = new Uint8Array(Math.max(2 * memo.length, x + 1));
      bigger.set(memo);
      memo = memos[s] = bigger;
    }
    if (memo[x] === 0) memo[x] = tests[s](spaces[s].states[x]!) ? 1 : 2;
    return memo[x] === 1;
  };
}

/** Whether a state's round can produce reaction hits (then the sides' rounds are not separable). */
function reactive(fx: PairEffects, setup: SideSetup): (state: FleetState) => boolean {
  const base = 2 * setup.slots.length;
  return (state) => {
    if (fx.weave[0] || fx.weave[1]) return true;
    if (state[base + C.reflective]! > 0) return true;
    for (let k = 0; k < setup.slots.length; k++) if (setup.slots[k]!.hitsWhenSustaining && state[2 * k]! > state[2 * k + 1]!) return true;
    return false;
  };
}

/** Whether a state needs the cross-side round for something other than Devotion. */
function coupledOtherThanDevotion(fx: PairEffects, setup: SideSetup): (state: FleetState) => boolean {
  return needsPairRound({ weave: fx.weave, devotion: [false, false] }, 0, setup);
}

function decode(outcome: number, roller: SideSpace): [number, number] {
  const F1 = roller.shape.maxFree + 1;
  return [Math.floor(outcome / F1), outcome % F1];
}

/**
 * Every state Devotion and Courageous to the End can take side s's state to in one step (the Yin
 * losing their destroyer or cruiser; the opponent taking the hit, sustain blocked or not; the card
 * spent; 1 or 2 units destroyed), Devotion's followed by the Arc Secundus' repair. Closing each
 * side's states under these and the ordinary rounds numbers every state a pair without reaction
 * hits can reach, so such pairs need no exploring (PairRoundWithShortcut.closed).
 */
export function devotionMoves(
  fx: PairEffects,
  spaces: readonly [SideSpace, SideSpace],
  s: 0 | 1,
  /** Which sides hold Courageous to the End: its moves (the card spent; 1 or 2 units destroyed) as well. */
  courageousCards: readonly [boolean, boolean],
): ((state: FleetState) => FleetState[]) | undefined {
  if (!fx.devotion[0] && !fx.devotion[1] && !courageousCards[0] && !courageousCards[1]) return undefined;
  const me = spaces[s].setup;
  const cardAt = 2 * me.slots.length + C.courageous;
  return (state) => {
    const out: number[][] = [];
    if (courageousCards[s] && state[cardAt]! > 0) {
      const spent = state.slice();
      spent[cardAt]!--;
      out.push(spent);
    }
    if (courageousCards[1 - s]) for (const k of [1, 2]) out.push((destroyUnits(me, state, k, false) as number[]).slice());
    if (aliveCount(me, state) === 0) return out;
    if (fx.devotion[s] && aliveCount(me, state) >= 2) {
      const k = ['destroyer', 'cruiser'].map((name) => me.slots.findIndex((slot, x) => slot.name === name && state[2 * x]! > 0)).find((x) => x >= 0);
      if (k !== undefined) {
        const after = state.slice();
        removeOne(after, k);
        out.push(after);
      }
    }
    if (fx.devotion[1 - s]) for (const blocked of [false, true]) out.push(hitChosenByOpponent(me, state, blocked).slice());
    for (const next of out) repairAtRoundStart(me, next);
    return out;
  };
}

/** Devotion after the round, if both sides still have units and the Yin keep another one. */
function devotion(spaces: readonly [SideSpace, SideSpace], pair: number[][], s: 0 | 1): number[][] {
  const me = spaces[s].setup;
  const them = spaces[1 - s]!.setup;
  const mine = pair[s]!;
  const theirs = pair[1 - s]!;
  if (aliveCount(me, mine) < 2 || aliveCount(them, theirs) === 0) return pair;
  const k = ['destroyer', 'cruiser'].map((name) => me.slots.findIndex((slot, x) => slot.name === name && mine[2 * x]! > 0)).find((x) => x >= 0);
  if (k === undefined) return pair;
  const after = mine.slice();
  removeOne(after, k);
  const hit = hitChosenByOpponent(them, theirs, spaces[s].blocking(after)) as number[];
  return s === 0 ? [after, hit] : [hit, after];
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
    }
    return false;
  };
}
