/**
 * A side's units in one combat, as an immutable count vector, and the hit-assignment policy that
 * moves it from one state to the next. Because the policy is deterministic, a side's future depends
 * only on this vector: that is what makes the exact Markov chain small.
 *
 * Layout of a state: [alive_0, damaged_0, alive_1, damaged_1, ..., directHitsPending], slot i being
 * the i-th unit kind in the side's loss order. directHitsPending counts the Direct Hit cards the
 * opponent still holds against this side.
 */
import type { SustainPolicy } from './types';
import type { Roll, UnitName } from './units';

export interface Slot {
  name: UnitName;
  combat: Roll | undefined;
  sustain: boolean;
  fighter: boolean;
  cost: number;
  /** Dreadnought II cannot be destroyed by Direct Hit. */
  directHitImmune: boolean;
}

export interface SideSetup {
  /** Unit kinds in the order this side loses them. */
  slots: readonly Slot[];
  policy: SustainPolicy;
  duranium: boolean;
}

export type FleetState = readonly number[];

/** Which units a batch of hits may be assigned to. */
export type HitTarget =
  /** Combat, bombardment, space cannon: any unit of the side. */
  | 'any'
  /** Anti-fighter barrage: fighters only, excess hits are lost (10.2). */
  | 'fighters'
  /** Graviton Laser System: non-fighter ships while any remain, then fighters. */
  | 'nonFightersFirst';

export function initialState(counts: readonly number[], directHits: number): FleetState {
  const state: number[] = [];
  counts.forEach((n) => state.push(n, 0));
  state.push(directHits);
  return state;
}

export function aliveCount(setup: SideSetup, state: FleetState): number {
  let n = 0;
  for (let k = 0; k < setup.slots.length; k++) n += state[2 * k]!;
  return n;
}

export function nonFighterCount(setup: SideSetup, state: FleetState): number {
  let n = 0;
  setup.slots.forEach((slot, k) => {
    if (!slot.fighter) n += state[2 * k]!;
  });
  return n;
}

export function fleetCost(setup: SideSetup, state: FleetState): number {
  let cost = 0;
  setup.slots.forEach((slot, k) => (cost += slot.cost * state[2 * k]!));
  return cost;
}

/** The combat dice the side rolls in a round (17.2: one die per burst icon). */
export function combatRolls(setup: SideSetup, state: FleetState): Roll[] {
  const rolls: Roll[] = [];
  setup.slots.forEach((slot, k) => {
    const alive = state[2 * k]!;
    if (alive > 0 && slot.combat) rolls.push({ value: slot.combat.value, dice: alive * slot.combat.dice });
  });
  return rolls;
}

function eligible(slot: Slot, target: HitTarget, pass: 'preferred' | 'fallback'): boolean {
  if (target === 'fighters') return slot.fighter;
  if (target === 'nonFightersFirst') return pass === 'preferred' ? !slot.fighter : slot.fighter;
  return pass === 'preferred';
}

/** The slot the next hit lands on: first alive eligible slot in loss order, preferred pass first. */
function lossSlot(setup: SideSetup, state: number[], target: HitTarget): number {
  for (const pass of ['preferred', 'fallback'] as const) {
    for (let k = 0; k < setup.slots.length; k++) {
      if (state[2 * k]! > 0 && eligible(setup.slots[k]!, target, pass)) return k;
    }
  }
  return -1;
}

function canSustain(setup: SideSetup, state: number[], k: number): boolean {
  return setup.slots[k]!.sustain && state[2 * k]! > state[2 * k + 1]!;
}

/**
 * The slot that sustains the next hit under the 'first' policy: while the opponent holds Direct
 * Hit, units immune to it sustain first; otherwise the earliest in loss order.
 */
function sustainSlotFirst(setup: SideSetup, state: number[], target: HitTarget): number {
  if (target === 'fighters') return -1;
  const dhPending = state[state.length - 1]! > 0;
  let fallback = -1;
  for (let k = 0; k < setup.slots.length; k++) {
    if (!canSustain(setup, state, k)) continue;
    if (!dhPending || setup.slots[k]!.directHitImmune) return k;
    if (fallback < 0) fallback = k;
  }
  return fallback;
}

/**
 * Assigns hits one at a time under the side's sustain policy (76) and loss order, playing the
 * opponent's Direct Hits on the first non-immune ship that sustains. Returns the new state and
 * how many units of each slot sustained during this assignment (Duranium Armor needs it).
 */
function assign(setup: SideSetup, state: FleetState, hits: number, target: HitTarget) {
  const next = state.slice();
  const fresh = new Array<number>(setup.slots.length).fill(0);
  const dh = next.length - 1;
  for (let h = 0; h < hits; h++) {
    const lost = lossSlot(setup, next, target);
    if (lost < 0) break; // nothing left this hit may be assigned to: it has no effect
    const sustainer =
      setup.policy === 'first'
        ? sustainSlotFirst(setup, next, target)
        : target !== 'fighters' && canSustain(setup, next, lost)
          ? lost
          : -1;
    if (sustainer >= 0) {
      if (next[dh]! > 0 && !setup.slots[sustainer]!.directHitImmune) {
        next[dh]!--;
        next[2 * sustainer]!--; // Direct Hit destroys the ship that just sustained
      } else {
        next[2 * sustainer + 1]!++;
        fresh[sustainer]!++;
      }
      continue;
    }
    next[2 * lost]!--;
    if (next[2 * lost]! < next[2 * lost + 1]!) {
      // Every unit of this kind was damaged: a damaged one goes, one damaged this round if any.
      next[2 * lost + 1]!--;
      if (fresh[lost]! > 0) fresh[lost]!--;
    }
  }
  return { next, fresh };
}

/** Hits outside combat rounds (space cannon, bombardment, anti-fighter barrage, Magen). */
export function assignHits(setup: SideSetup, state: FleetState, hits: number, target: HitTarget): FleetState {
  return assign(setup, state, hits, target).next;
}

/**
 * The hits of one combat round, then Duranium Armor: repair 1 damaged unit that did not sustain
 * this round, the most valuable one (latest in the loss order).
 */
export function takeRoundHits(setup: SideSetup, state: FleetState, hits: number): FleetState {
  const { next, fresh } = assign(setup, state, hits, 'any');
  if (setup.duranium) {
    for (let k = setup.slots.length - 1; k >= 0; k--) {
      if (next[2 * k + 1]! - fresh[k]! > 0) {
        next[2 * k + 1]!--;
        break;
      }
    }
  }
  return next;
}

/** Assault Cannon: the owner destroys one non-fighter ship, its cheapest (a damaged one if any). */
export function destroyOneNonFighter(setup: SideSetup, state: FleetState): FleetState {
  const next = state.slice();
  const k = setup.slots.findIndex((slot, i) => !slot.fighter && next[2 * i]! > 0);
  if (k < 0) return next;
  next[2 * k]!--;
  if (next[2 * k + 1]! > 0) next[2 * k + 1]!--;
  return next;
}

/**
 * A number that never decreases as the combat goes on, so the chain can be solved block by block.
 * Without Duranium Armor every hit raises 2 * destroyed + damaged. With it, a repair can lower
 * that, so only the destroyed count is monotone.
 */
export function progressRank(setup: SideSetup, initialAlive: number, state: FleetState): number {
  let damaged = 0;
  for (let k = 0; k < setup.slots.length; k++) damaged += state[2 * k + 1]!;
  const destroyed = initialAlive - aliveCount(setup, state);
  return setup.duranium ? destroyed : 2 * destroyed + damaged;
}
