/**
 * A side's units in one combat, as an immutable count vector, and the deterministic hit-assignment
 * policy that moves it from one state to the next. Because the policy is deterministic, a side's
 * future depends only on this vector: that is what makes the exact Markov chain small.
 *
 * Layout of a state: [alive_0, damaged_0, alive_1, damaged_1, ..., counters], slot i being the
 * i-th unit kind in the side's loss order, then the COUNTERS below (cards and one-use abilities
 * still available, and the "wiped" flag of the Yin flagship).
 */
import { galvanizedDice } from './galvanized-dice';
import type { SustainPolicy } from './types';
import type { Roll, UnitName } from './units';

/** A slot's combat roll (17): value, dice, and what changes them. */
export interface CombatDice {
  value: number;
  dice: number;
  /** Extra hits a natural 9 or 10 produces (J.N.S. Hylarim: 2). */
  burst: number;
  /** Added to this slot's rolls on top of the side's modifier (Arvicon Rex +2, Shield Paling +1...). */
  bonus: number;
  /** Salai Sai Corian: one die per opposing non-fighter ship instead of `dice`. */
  perOpposingNonFighter: boolean;
  /** [0.0.1]: while this slot (the flagship) has a unit alive, this slot's hits must go to non-fighter ships if able; -1 never. */
  directedWhile: number;
}

export interface Slot {
  name: UnitName;
  combat: CombatDice | undefined;
  sustain: boolean;
  /** Anti-fighter barrage (10) in space combat: the unit card's, or the Memoria's by The Cavalry. */
  barrage?: Roll;
  /** Fighters take anti-fighter barrage hits and are skipped by "non-fighter ships" effects. */
  fighter: boolean;
  cost: number;
  /** Dreadnought II and its faction versions cannot be destroyed by Direct Hit. */
  directHitImmune: boolean;
  /** Valkyrie Exoskeleton: each sustain of this slot produces 1 hit on the opponent. */
  hitsWhenSustaining: boolean;
  /** The Matriarch's fighters: they fight on the planet but go back to space, so they cannot take it. */
  returnsToSpace: boolean;
  /** Units of this slot with a galvanize token at the start (Thunder's Edge): see slotDice. */
  galvanized?: number;
}

/** The dice `alive` units of a slot roll at `perUnit` each (combat, anti-fighter barrage), its galvanized units' included. */
export function slotDice(slot: Slot, alive: number, perUnit: number): number {
  return galvanizedDice(alive, perUnit, slot.galvanized ?? 0);
}

/** A combat bonus that holds while at least one unit of the source slot is alive. */
export interface Aura {
  /** Slot index, or -1 for always (a unit in orbit, outside the combat). */
  source: number;
  targets: readonly number[];
  bonus: number;
  extraDice: number;
}

export interface SideSetup {
  /** Unit kinds in the order this side loses them. */
  slots: readonly Slot[];
  policy: SustainPolicy;
  duranium: boolean;
  /** Hits one Sustain Damage cancels (Non-Euclidean Shielding: 2). */
  sustainCancels: number;
  /** Slot repaired at the start of every round (Arc Secundus), or -1. */
  repairAtRoundStart: number;
  auras: readonly Aura[];
  /** Slot whose destruction destroys every ship of both sides (Van Hauge), or -1. */
  wipeSlot: number;
}

/** Counter positions after the slots. */
export const C = {
  /** Direct Hit cards the opponent still holds against this side. */
  directHits: 0,
  /** Shields Holding cards left. */
  shieldsHolding: 1,
  /** Emergency Repairs cards left. */
  emergencyRepairs: 2,
  /** Quantum Manipulator mechs that can still cancel a hit. */
  soak: 3,
  /** Reflective Shielding cards left. */
  reflective: 4,
  /** Courageous to the End cards left. */
  courageous: 5,
  /** 1 once the Yin flagship was destroyed: everything in the system is gone. */
  wiped: 6,
} as const;
const COUNTERS = 7;

/** The slot of a unit kind in a side's setup, or -1 when the side has none. */
export function slotOf(setup: SideSetup, name: UnitName): number {
  return setup.slots.findIndex((slot) => slot.name === name);
}

export type FleetState = readonly number[];

/** Which units a batch of hits may be assigned to. */
export type HitTarget =
  /** Combat, bombardment, space cannon: any unit of the side. */
  | 'any'
  /** Anti-fighter barrage: fighters only, excess hits are lost (10.2). */
  | 'fighters'
  /** Graviton Laser System, [0.0.1], Impulse Core: non-fighter ships while any remain, then fighters. */
  | 'nonFightersFirst';

export function initialState(counts: readonly number[], counters: Partial<Record<keyof typeof C, number>>): FleetState {
  const state: number[] = [];
  counts.forEach((n) => state.push(n, 0));
  for (const key of Object.keys(C) as (keyof typeof C)[]) state.push(counters[key] ?? 0);
  return state;
}

export function counter(setup: SideSetup, state: FleetState, key: keyof typeof C): number {
  return state[2 * setup.slots.length + C[key]]!;
}

export function aliveCount(setup: SideSetup, state: FleetState): number {
  let n = 0;
  for (let k = 0; k < setup.slots.length; k++) n += state[2 * k]!;
  return n;
}

export function nonFighterCount(setup: SideSetup, state: FleetState): number {
  let n = 0;
  for (let k = 0; k < setup.slots.length; k++) if (!setup.slots[k]!.fighter) n += state[2 * k]!;
  return n;
}

/** Whether units that stay on the planet are left: the Matriarch's fighters alone cannot take it. */
export function holdsGround(setup: SideSetup, state: FleetState): boolean {
  for (let k = 0; k < setup.slots.length; k++) if (state[2 * k]! > 0 && !setup.slots[k]!.returnsToSpace) return true;
  return false;
}

export function fighterCount(setup: SideSetup, state: FleetState): number {
  return aliveCount(setup, state) - nonFighterCount(setup, state);
}

/** Units that can still sustain damage (Raid Formation's targets). */
export function freshSustainers(setup: SideSetup, state: FleetState): number {
  let n = 0;
  for (let k = 0; k < setup.slots.length; k++) if (setup.slots[k]!.sustain) n += state[2 * k]! - state[2 * k + 1]!;
  return n;
}

export function fleetCost(setup: SideSetup, state: FleetState): number {
  let cost = 0;
  for (let k = 0; k < setup.slots.length; k++) cost += setup.slots[k]!.cost * state[2 * k]!;
  return cost;
}

function damagedCount(setup: SideSetup, state: FleetState): number {
  let n = 0;
  for (let k = 0; k < setup.slots.length; k++) n += state[2 * k + 1]!;
  return n;
}

function eligible(slot: Slot, target: HitTarget, pass: 0 | 1): boolean {
  if (target === 'fighters') return slot.fighter;
  if (target === 'nonFightersFirst') return pass === 0 ? !slot.fighter : slot.fighter;
  return pass === 0;
}

/** The slot the next hit lands on: first alive eligible slot in loss order, preferred pass first. */
function lossSlot(setup: SideSetup, state: number[], target: HitTarget): number {
  for (const pass of [0, 1] as const) {
    for (let k = 0; k < setup.slots.length; k++) {
      if (state[2 * k]! > 0 && eligible(setup.slots[k]!, target, pass)) return k;
    }
  }
  return -1;
}

function canSustain(setup: SideSetup, state: number[], k: number, blocked: boolean): boolean {
  return !blocked && setup.slots[k]!.sustain && state[2 * k]! > state[2 * k + 1]!;
}

/**
 * The slot that sustains the next hit under the 'first' policy: while the opponent holds Direct
 * Hit, units immune to it sustain first; otherwise the earliest in loss order. Only slots the hit
 * may be assigned to can sustain it.
 */
function sustainSlotFirst(setup: SideSetup, state: number[], target: HitTarget, dhPending: boolean, blocked: boolean): number {
  if (target === 'fighters') return -1;
  let fallback = -1;
  let anyNonFighter = false;
  if (target === 'nonFightersFirst') {
    for (let k = 0; k < setup.slots.length; k++) if (state[2 * k]! > 0 && !setup.slots[k]!.fighter) anyNonFighter = true;
  }
  for (let k = 0; k < setup.slots.length; k++) {
    if (!canSustain(setup, state, k, blocked)) continue;
    if (anyNonFighter && setup.slots[k]!.fighter) continue;
    if (!dhPending || setup.slots[k]!.directHitImmune) return k;
    if (fallback < 0) fallback = k;
  }
  return fallback;
}

/** What happened while a batch of hits was assigned. */
export interface Assignment {
  next: number[];
  /** Units of each slot that sustained during this assignment (Duranium Armor needs it). */
  fresh: number[];
  /** Sustains of slots whose sustain produces a hit (Valkyrie Exoskeleton). */
  reactiveSustains: number;
  /** Whether any unit sustained (Reflective Shielding). */
  sustained: boolean;
  /** The best (lowest) combat value among units destroyed, 0 if none (Courageous to the End). */
  bestLost: number;
}

/**
 * Assigns hits one at a time under the side's sustain policy (76) and loss order, playing the
 * opponent's Direct Hits on the first non-immune unit that sustains. `directed` hits go first, to
 * non-fighter ships if able; then `hits` go to `target`.
 */
export function assign(
  setup: SideSetup,
  state: FleetState,
  hits: number,
  target: HitTarget,
  directed = 0,
  blocked = false,
): Assignment {
  const w = startWalk(setup, state);
  for (let h = 0; h < directed; h++) oneHit(setup, w, 'nonFightersFirst', blocked);
  for (let h = 0; h < hits && !w.done; h++) oneHit(setup, w, target, blocked);
  wipeIfNeeded(setup, state, w.next);
  return { next: w.next, fresh: w.fresh, reactiveSustains: w.reactiveSustains, sustained: w.sustained, bestLost: w.bestLost };
}

/**
 * An assignment in progress, one hit at a time: assigning one hit more extends the assignment of
 * the hits before it, which is how a state's whole row of round outcomes is built in one pass.
 */
interface Walk {
  next: number[];
  fresh: number[];
  /** Hits still cancelled by the last sustain (Non-Euclidean Shielding). */
  skip: number;
  reactiveSustains: number;
  sustained: boolean;
  bestLost: number;
  /** No unit is left to take a hit of the last kind: further hits of that kind change nothing. */
  done: boolean;
}

function startWalk(setup: SideSetup, state: FleetState): Walk {
  return { next: state.slice(), fresh: new Array<number>(setup.slots.length).fill(0), skip: 0, reactiveSustains: 0, sustained: false, bestLost: 0, done: false };
}

function resetWalk(w: Walk, state: FleetState): void {
  for (let i = 0; i < state.length; i++) w.next[i] = state[i]!;
  w.fresh.fill(0);
  w.skip = 0;
  w.reactiveSustains = 0;
  w.sustained = false;
  w.bestLost = 0;
  w.done = false;
}

function copyWalk(from: Walk, into: Walk): void {
  for (let i = 0; i < from.next.length; i++) into.next[i] = from.next[i]!;
  for (let i = 0; i < from.fresh.length; i++) into.fresh[i] = from.fresh[i]!;
  into.skip = from.skip;
  into.reactiveSustains = from.reactiveSustains;
  into.sustained = from.sustained;
  into.bestLost = from.bestLost;
  into.done = from.done;
}

/** Assigns one hit under the side's sustain policy (76) and loss order. */
function oneHit(setup: SideSetup, w: Walk, t: HitTarget, blocked: boolean): void {
  if (w.skip > 0) {
    w.skip--; // Non-Euclidean Shielding: the sustain cancelled this hit as well
    return;
  }
  const next = w.next;
  const dh = 2 * setup.slots.length + C.directHits;
  const lost = lossSlot(setup, next, t);
  if (lost < 0) {
    // Directed hits with nothing left to take them are lost; other hits stop the assignment.
    if (t !== 'nonFightersFirst') w.done = true;
    return;
  }
  const sustainer =
    setup.policy === 'first'
      ? sustainSlotFirst(setup, next, t, next[dh]! > 0, blocked)
      : t !== 'fighters' && canSustain(setup, next, lost, blocked)
        ? lost
        : -1;
  if (sustainer >= 0) sustainHit(setup, w, sustainer, dh);
  else loseUnit(setup, w, lost);
}

/** The unit in slot k sustains the hit (76), unless a Direct Hit (at `dh` in the state) destroys it. */
function sustainHit(setup: SideSetup, w: Walk, k: number, dh: number): void {
  const next = w.next;
  w.sustained = true;
  if (setup.slots[k]!.hitsWhenSustaining) w.reactiveSustains++;
  w.skip = setup.sustainCancels - 1;
  if (next[dh]! > 0 && !setup.slots[k]!.directHitImmune) {
    next[dh]!--;
    next[2 * k]!--; // Direct Hit destroys the unit that just sustained
    w.bestLost = better(w.bestLost, setup.slots[k]!);
  } else {
    next[2 * k + 1]!++;
    w.fresh[k]!++;
  }
}

/** A unit of slot k is destroyed by the hit. */
function loseUnit(setup: SideSetup, w: Walk, k: number): void {
  const next = w.next;
  next[2 * k]!--;
  w.bestLost = better(w.bestLost, setup.slots[k]!);
  if (next[2 * k]! < next[2 * k + 1]!) {
    // Every unit of this kind was damaged: a damaged one goes, one damaged this round if any.
    next[2 * k + 1]!--;
    if (w.fresh[k]! > 0) w.fresh[k]!--;
  }
}

function better(best: number, slot: Slot): number {
  const v = slot.combat?.value ?? 0;
  if (v === 0) return best;
  return best === 0 ? v : Math.min(best, v);
}

/** Van Hauge: once the flagship is destroyed, every unit is gone and the state says so. */
function wipeIfNeeded(setup: SideSetup, before: FleetState, next: number[]): void {
  const w = setup.wipeSlot;
  if (w < 0 || before[2 * w]! === 0 || next[2 * w]! > 0) return;
  for (let k = 0; k < 2 * setup.slots.length; k++) next[k] = 0;
  next[2 * setup.slots.length + C.wiped] = 1;
}

/** Hits outside combat rounds (space cannon, bombardment, anti-fighter barrage, Magen...). */
export function assignHits(setup: SideSetup, state: FleetState, hits: number, target: HitTarget, blocked = false): FleetState {
  return assign(setup, state, hits, target, 0, blocked).next;
}

/**
 * Quantum Manipulator (Nomad mech) against a hit produced during combat outside the rounds
 * (anti-fighter barrage, Ambush, Dimensional Splicer, Impulse Core, Devotion): each mech that has not yet
 * sustained cancels one of the `useful` hits, those that would find a unit. Space cannon hits come
 * before the combat and are never cancelled. Returns the state with the cancels spent and the hits left.
 */
export function soakHits(setup: SideSetup, state: FleetState, hits: number, useful = hits): [FleetState, number] {
  const i = 2 * setup.slots.length + C.soak;
  const n = Math.min(state[i]!, hits, useful);
  if (n <= 0) return [state, hits];
  const next = state.slice();
  next[i] = next[i]! - n;
  return [next, hits - n];
}

/** Cancels up to `n` hits, directed ones first; returns the hits left. */
function cancel(n: number, directed: number, hits: number): [number, number] {
  const d = Math.min(n, directed);
  return [directed - d, hits - Math.min(n - d, hits)];
}

/**
 * The hits of one combat round: Shields Holding, then Quantum Manipulators cancel hits; the rest
 * are assigned; then Duranium Armor repairs 1 damaged unit that did not sustain this round (the
 * most valuable: latest in the loss order), Emergency Repairs repairs everything once, and the
 * next round's start repairs the Arc Secundus.
 */
export function takeRoundHits(setup: SideSetup, state: FleetState, hits: number, directed = 0, blocked = false): Assignment {
  const base = 2 * setup.slots.length;
  let d = directed;
  let h = hits;
  let pre = state;
  if (d + h > 0 && (state[base + C.shieldsHolding]! > 0 || state[base + C.soak]! > 0)) {
    const s = state.slice();
    if (s[base + C.shieldsHolding]! > 0) {
      s[base + C.shieldsHolding]!--;
      [d, h] = cancel(2, d, h);
    }
    const soak = Math.min(s[base + C.soak]!, d + h);
    s[base + C.soak] = s[base + C.soak]! - soak;
    [d, h] = cancel(soak, d, h);
    pre = s;
  }
  const result = assign(setup, pre, h, 'any', d, blocked);
  afterRoundHits(setup, result.next, result.fresh);
  return result;
}

/** The end of a round's assignment (wipe already applied): Duranium Armor, Emergency Repairs, Arc Secundus. */
function afterRoundHits(setup: SideSetup, next: number[], fresh: readonly number[]): void {
  const base = 2 * setup.slots.length;
  if (next[base + C.wiped]) return;
  if (setup.duranium) {
    for (let k = setup.slots.length - 1; k >= 0; k--) {
      // Not the flagship repaired right after (Heaven's Eye damaged before round 1): another unit instead.
      if (k !== setup.repairAtRoundStart && next[2 * k + 1]! - fresh[k]! > 0) {
        next[2 * k + 1]!--;
        break;
      }
    }
  }
  if (next[base + C.emergencyRepairs]! > 0 && damagedCount(setup, next) > 0 && aliveCount(setup, next) > 0) {
    next[base + C.emergencyRepairs]!--;
    for (let k = 0; k < setup.slots.length; k++) next[2 * k + 1] = 0;
  }
  repairAtRoundStart(setup, next);
}

/** What roundHitsRows tells of each outcome (see there). */
export type RowVisit = (o: number, next: number[], same: boolean, bestLost: number) => void;

/**
 * takeRoundHits for every outcome of the opponent's roll at once: `visit(o, next, same, bestLost)`
 * receives the state after `directed` directed and `free` free hits, o = directed * (maxFree + 1) + free, in
 * increasing o (same: as for o - 1), and the assignment's best combat value lost. `next` is scratch space: copy it to keep it. Each directed count is one pass of
 * hits, as assigning one hit more extends the assignment before it; once nothing is left to take
 * a hit, the rest of the pass repeats the last state. States holding Shields Holding or Quantum
 * Manipulators (whose cancels depend on the total) take the outcomes one by one.
 */
export function roundHitsRows(
  setup: SideSetup,
  maxDirected: number,
  maxFree: number,
  blocked: boolean,
): (state: FleetState, visit: RowVisit) => void {
  const base = 2 * setup.slots.length;
  const F1 = maxFree + 1;
  const zero = new Array<number>(base + COUNTERS).fill(0);
  const directed = startWalk(setup, zero);
  const free = startWalk(setup, zero);
  const out = zero.slice();
  return (state, visit) => {
    if (state[base + C.shieldsHolding]! > 0 || state[base + C.soak]! > 0) {
      for (let o = 0; o < (maxDirected + 1) * F1; o++) {
        const asg = takeRoundHits(setup, state, o % F1, Math.floor(o / F1), blocked);
        visit(o, asg.next, false, asg.bestLost);
      }
      return;
    }
    resetWalk(directed, state);
    rowPasses(setup, state, maxDirected, maxFree, blocked, directed, free, out, visit);
  };
}

function rowPasses(
  setup: SideSetup,
  state: FleetState,
  maxDirected: number,
  maxFree: number,
  blocked: boolean,
  directed: Walk,
  free: Walk,
  out: number[],
  visit: RowVisit,
): void {
  const F1 = maxFree + 1;
  for (let d = 0; d <= maxDirected; d++) {
    if (d > 0) oneHit(setup, directed, 'nonFightersFirst', blocked);
    copyWalk(directed, free);
    for (let f = 0; f <= maxFree; f++) {
      if (f > 0) {
        if (free.done) {
          visit(d * F1 + f, out, true, free.bestLost);
          continue;
        }
        oneHit(setup, free, 'any', blocked);
      }
      for (let i = 0; i < out.length; i++) out[i] = free.next[i]!;
      wipeIfNeeded(setup, state, out);
      afterRoundHits(setup, out, free.fresh);
      visit(d * F1 + f, out, false, free.bestLost);
    }
  }
}

/** Arc Secundus: "At the start of each space combat round, repair this ship." */
export function repairAtRoundStart(setup: SideSetup, state: number[]): void {
  if (setup.repairAtRoundStart >= 0) state[2 * setup.repairAtRoundStart + 1] = 0;
}

/**
 * The owner destroys `n` of its own units (Assault Cannon, Courageous to the End): the cheapest
 * eligible ones in loss order, a damaged one first. Destruction is not a hit: no sustain.
 */
export function destroyUnits(setup: SideSetup, state: FleetState, n: number, nonFightersOnly: boolean): FleetState {
  const next = state.slice();
  for (let i = 0; i < n; i++) {
    const k = setup.slots.findIndex((slot, j) => (!nonFightersOnly || !slot.fighter) && next[2 * j]! > 0);
    if (k < 0) break;
    next[2 * k]!--;
    if (next[2 * k + 1]! > 0) next[2 * k + 1]!--;
  }
  wipeIfNeeded(setup, state, next);
  return next;
}

/** Assault Cannon: the owner destroys one non-fighter ship, its cheapest (a damaged one if any). */
export function destroyOneNonFighter(setup: SideSetup, state: FleetState): FleetState {
  return destroyUnits(setup, state, 1, true);
}

/** Raid Formation: the opponent damages this side's most valuable undamaged sustaining ships. */
export function damageSustainers(setup: SideSetup, state: FleetState, n: number): FleetState {
  const next = state.slice();
  for (let i = 0; i < n; i++) {
    let best = -1;
    for (let k = 0; k < setup.slots.length; k++) {
      if (setup.slots[k]!.sustain && next[2 * k]! > next[2 * k + 1]! && (best < 0 || setup.slots[k]!.cost >= setup.slots[best]!.cost)) best = k;
    }
    if (best < 0) break;
    next[2 * best + 1]!++;
  }
  return next;
}

/**
 * A hit the opponent assigns (Devotion, Dimensional Splicer, Magen Defense Grid Ω): cancelled by
 * a Quantum Manipulator if one can still sustain; else to the most valuable unit it destroys (a
 * damaged sustainer, or a unit without Sustain Damage), else to the most valuable unit, which
 * sustains. Ties go to the unit latest in the loss order.
 */
export function hitChosenByOpponent(setup: SideSetup, state: FleetState, blocked: boolean): FleetState {
  const [soaked, left] = soakHits(setup, state, 1);
  if (left === 0) return soaked;
  let kill = -1;
  let any = -1;
  for (let k = 0; k < setup.slots.length; k++) {
    if (state[2 * k]! === 0) continue;
    const slot = setup.slots[k]!;
    const dies = !slot.sustain || blocked || state[2 * k + 1]! > 0;
    if (dies && (kill < 0 || slot.cost >= setup.slots[kill]!.cost)) kill = k;
    if (any < 0 || slot.cost >= setup.slots[any]!.cost) any = k;
  }
  if (any < 0) return state;
  const next = state.slice();
  const dh = 2 * setup.slots.length + C.directHits;
  if (kill >= 0) removeOne(next, kill);
  else if (next[dh]! > 0 && !setup.slots[any]!.directHitImmune) {
    next[dh]!--;
    removeOne(next, any);
  } else next[2 * any + 1]!++;
  wipeIfNeeded(setup, state, next);
  return next;
}

/**
 * The owner of an effect that destroys up to `n` of this side's units chooses them (Exotrireme II):
 * the most valuable first (ties: latest in the loss order), an undamaged one before a damaged one.
 * Destruction is not a hit: no sustain.
 */
export function destroyMostValuable(setup: SideSetup, state: FleetState, n: number): FleetState {
  const next = state.slice();
  for (let i = 0; i < n; i++) {
    let best = -1;
    for (let k = 0; k < setup.slots.length; k++) if (next[2 * k]! > 0 && (best < 0 || setup.slots[k]!.cost >= setup.slots[best]!.cost)) best = k;
    if (best < 0) break;
    next[2 * best]!--;
    if (next[2 * best + 1]! > next[2 * best]!) next[2 * best + 1]!--;
  }
  wipeIfNeeded(setup, state, next);
  return next;
}

/** Removes one unit of slot k, a damaged one if there is one. */
export function removeOne(state: number[], k: number): void {
  state[2 * k]!--;
  if (state[2 * k + 1]! > 0) state[2 * k + 1]!--;
}

/**
 * A number that never decreases as the combat goes on, so the chain can be solved block by block.
 * Without repairs every hit raises 2 * destroyed + damaged; with Duranium Armor only the destroyed
 * count is monotone. A card or one-use ability spent outweighs everything else.
 */
export function progressRank(setup: SideSetup, initialAlive: number, initialCounters: FleetState, state: FleetState): number {
  const base = 2 * setup.slots.length;
  const destroyed = initialAlive - aliveCount(setup, state);
  const inner = setup.duranium ? destroyed : 2 * destroyed + damagedCount(setup, state);
  let spent = 0;
  for (const c of SPENDABLE) spent += initialCounters[base + c]! - state[base + c]!;
  return spent * (2 * initialAlive + 1) + inner;
}
const SPENDABLE = [C.shieldsHolding, C.emergencyRepairs, C.soak, C.reflective, C.courageous];
