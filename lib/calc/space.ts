/**
 * The state space of one side: every fleet state it can reach, numbered, with its per-round
 * transitions and hit distributions memoized (a state's dice depend only on the state, the round's
 * context and, for the Salai Sai Corian, the opponent's non-fighter ships).
 *
 * A side's roll is an "outcome": hits that may go anywhere (`free`) and, for [0.0.1], hits that
 * must go to non-fighter ships (`directed`), numbered directed * (maxFree + 1) + free.
 */
import { convolve, convolveAll, diceHits, doubled, hitChance, NO_HITS, rerolledAboveMean } from './dice';
import {
  aliveCount,
  C,
  holdsGround,
  nonFighterCount,
  progressRank,
  roundHitsRows,
  type RowVisit,
  slotDice,
  takeRoundHits,
  type Assignment,
  type Aura,
  type FleetState,
  type SideSetup,
} from './fleet';
import { grown } from './grown';

/** What a side's combat rolls look like in one round. */
export interface RoundContext {
  modifier: number;
  /** Reroll every missed die once (Munitions Reserves, Fire Team). */
  reroll: boolean;
  /** Added to fighters' rolls (Fighter Prototype). */
  fighterBonus: number;
  /** One unit rolls 1 more die (Viscount Unlenn, Evelyn DeLouis): the one likeliest to hit, not a fighter in ground combat. */
  extraDie: boolean;
  /** Each hit the roll produces counts twice (X-89 Bacterial Weapon ΩΩ, ground combat). */
  doubleHits: boolean;
  /** The opponent rerolls this roll, whole, when it scored more hits than its average (War Funding Ω). */
  rerolledAboveMean: boolean;
}

/** Added to every progress rank: Indoctrination can leave a side one unit above its start (rank -1 or -2). */
const RANK_SHIFT = 64;

/** A state's combat round: the state after each opponent outcome, and the distinct ones. */
export interface RoundRow {
  /** to[o]: the state after receiving opponent outcome o. */
  to: Int32Array;
  /**
   * The states a round's product runs over: the distinct states of `to` when they are clearly
   * fewer (hits beyond the last unit, [0.0.1]'s directed and free hits alike), else `to` itself.
   */
  states: Int32Array;
  /** to[o] = states[slot[o]], or undefined when `states` is `to`. */
  slot: Int32Array | undefined;
}

/**
 * A roll's probabilities (by the opponent's outcome) as probabilities of row.states, with
 * rollLength(row, p) entries: merged by state into `scratch` when the row has a slot map (then
 * valid until the scratch is used again), else p itself. Read-only.
 */
function mergedRoll(row: RoundRow, p: Float64Array, scratch: Float64Array): Float64Array {
  const slot = row.slot;
  if (slot === undefined) return p;
  const n = row.states.length;
  scratch.fill(0, 0, n);
  for (let o = 0; o < p.length; o++) scratch[slot[o]!] = scratch[slot[o]!]! + p[o]!;
  return scratch;
}

/** The number of entries of mergedRoll(row, p). */
export function rollLength(row: RoundRow, p: Float64Array): number {
  return row.slot === undefined ? p.length : row.states.length;
}

/** Each state's place + 1 in the row being built (0: not seen), cleared after each row. */
let seen = new Int32Array(256);
function seenScratch(states: number): Int32Array {
  if (seen.length < states) seen = new Int32Array(Math.max(states, 2 * seen.length));
  return seen;
}



export interface OutcomeShape {
  maxFree: number;
  maxDirected: number;
}

/** SideSpace.computeHits's dice groups (value, modifier, burst, directed, dice), reused. */
let GROUPS = makeGroups(8);
function makeGroups(n: number) {
  return { value: new Int32Array(n), modifier: new Int32Array(n), burst: new Int32Array(n), directed: new Int32Array(n), dice: new Int32Array(n) };
}
function growGroups(): void {
  const bigger = makeGroups(2 * GROUPS.value.length);
  for (const key of ['value', 'modifier', 'burst', 'directed', 'dice'] as const) bigger[key].set(GROUPS[key]);
  GROUPS = bigger;
}

const FREE_PARTS: Float64Array[] = [];
const DIRECTED_PARTS: Float64Array[] = [];

export class SideSpace {
  readonly states: FleetState[] = [];
  private readonly ids = new Map<number, number>();
  private readonly strides: number[] = [];
  /**
   * Per state, filled as each state is numbered (the arrays grow, so read them through the
   * object, never keep one across a call that may number states).
   */
  empty: Uint8Array = new Uint8Array(32);
  wiped: Uint8Array = new Uint8Array(32);
  /** Units alive (ships in space combat): retreat plans count these. */
  ships: Int32Array = new Int32Array(32);
  nonFighters: Int32Array = new Int32Array(32);
  /** Whether the state keeps a unit that stays on the planet (fleet.holdsGround); read only if `mayLeaveGround`. */
  holds: Uint8Array = new Uint8Array(32);
  /** Whether some of this side's units leave the planet when the combat ends (the Matriarch's fighters). */
  readonly mayLeaveGround: boolean;
  /**
   * Progress rank, a non-negative integer that never decreases along a transition
   * (fleet.progressRank, shifted by RANK_SHIFT so that Indoctrination's extra unit stays above 0).
   */
  rank: Int32Array = new Int32Array(32);
  /** Whether this side's state stops the opponent's units from sustaining damage. */
  blocksSustain: Uint8Array = new Uint8Array(32);
  /** Whether a pair with this state needs the cross-side round (lib/calc/pairs.ts). */
  slow: Uint8Array = new Uint8Array(32);
  /**
   * The state after a combat round in which the side receives opponent outcome o: row(s).to[o],
   * built when first asked for (a state's row numbers the states it leads to, not their rows, so
   * only the states the combat visits are expanded).
   */
  private afterRows: (RoundRow | undefined)[] = [];
  /** The same while the opponent blocks Sustain Damage (Fourth Moon, Moll Terminus). */
  private blockedRows: (RoundRow | undefined)[] = [];
  private lostRows: (Uint8Array | undefined)[][] = [[], []];
  private rowBuilders: (((state: FleetState, visit: RowVisit) => void) | undefined)[] = [];
  /** A state with no units left, for the survivors of a wiped combat. */
  zero = 0;
  /** This side's own roll: how many free and directed hits it can produce at most. */
  shape: OutcomeShape = { maxFree: 0, maxDirected: 0 };
  private opponent: OutcomeShape = { maxFree: 0, maxDirected: 0 };
  /** hits() by key, filled as states are met. */
  private dists: (Float64Array | undefined)[] = [];
  /** The same by the units alive (the dice do not depend on damage or cards left). */
  private distsByAlive = new Map<number, (Float64Array | undefined)[]>();
  private assignments = new Map<number, Assignment>();

  constructor(
    readonly setup: SideSetup,
    private readonly initialAlive: number,
    /** The most each state position can ever hold (the radix of the numeric state key). */
    caps: readonly number[],
    readonly contexts: readonly RoundContext[],
    /** Hits added to every round's roll (Harrow's bombardment), as a distribution. */
    private readonly extraHits: Float64Array = NO_HITS,
    /** The most non-fighter ships the opponent ever has (Salai Sai Corian's dice). */
    private readonly maxOpposingNonFighters = 0,
    /** Whether a given state stops the opponent's sustain. */
    readonly blocking: (state: FleetState) => boolean = () => false,
    /** Whether a given state needs the cross-side round (cards pending, Devotion, reactions). */
    readonly needsSlow: (state: FleetState) => boolean = () => false,
    /**
     * Whether a round whose combat roll scores nothing is marked apart: its `extraHits` (Harrow's,
     * no combat roll) then take the outcome (directed 1, free h - 1), so an outcome with no
     * directed hit and some free ones is exactly a combat roll that scored, which is what
     * Valkyrie Particle Weave answers. Otherwise the extra hits simply join the roll's.
     */
    private readonly extraApart = false,
  ) {
    let stride = 1;
    for (const cap of caps) {
      this.strides.push(stride);
      stride *= cap + 1;
    }
    if (stride > Number.MAX_SAFE_INTEGER) throw new Error('state space too large to number');
    this.mayLeaveGround = setup.slots.some((slot) => slot.returnsToSpace);
    let maxFree = extraHits.length - 1;
    // X-89 Bacterial Weapon ΩΩ doubles the combat roll's hits (Harrow's come doubled in extraHits).
    const perHit = contexts.some((c) => c.doubleHits) ? 2 : 1;
    // Ground combat has no [0.0.1] directed hits: the directed place is free for the mark.
    let maxDirected = extraApart && extraHits.length > 1 ? 1 : 0;
    setup.slots.forEach((slot, k) => {
      const c = slot.combat;
      if (!c) return;
      const extra = setup.auras.reduce((t, a) => t + (a.targets.includes(k) ? a.extraDice : 0), 0);
      const dice = slotDice(slot, caps[2 * k]!, c.perOpposingNonFighter ? maxOpposingNonFighters : c.dice + extra);
      const hits = dice * (1 + c.burst) * perHit;
      if (c.directedWhile >= 0) maxDirected += hits;
      maxFree += hits; // directed hits become free ones once [0.0.1] is gone
    });
    if (contexts.some((c) => c.extraDie)) {
      // An agent's extra die, on any unit: at most the largest burst and its hit.
      const die = perHit * Math.max(0, ...setup.slots.map((slot) => (slot.combat ? 1 + slot.combat.burst : 0)));
      maxFree += die;
      if (setup.slots.some((slot) => slot.combat && slot.combat.directedWhile >= 0)) maxDirected += die;
    }
    this.shape = { maxFree, maxDirected };
    this.nfKeys = setup.slots.some((slot) => slot.combat?.perOpposingNonFighter) ? maxOpposingNonFighters + 1 : 1;
  }

  private key(state: FleetState): number {
    let key = 0;
    for (let i = 0; i < state.length; i++) key += state[i]! * this.strides[i]!;
    return key;
  }

  /** Numbers a state (the first one numbered is the side's initial state, which ranks count from). */
  intern(state: FleetState): number {
    const key = this.key(state);
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.states.length;
      this.states.push(state);
      this.ids.set(key, id);
      this.describe(id, state);
    }
    return id;
  }

  /** intern() for a scratch array that may change afterwards: it is copied only when new. */
  internCopy(state: FleetState): number {
    const id = this.ids.get(this.key(state));
    return id ?? this.intern(state.slice());
  }

  /** Fills the per-state arrays for a newly numbered state. */
  private describe(s: number, state: FleetState): void {
    if (s >= this.empty.length) {
      const n = 2 * this.empty.length;
      this.empty = grown(this.empty, n);
      this.wiped = grown(this.wiped, n);
      this.ships = grown(this.ships, n);
      this.nonFighters = grown(this.nonFighters, n);
      this.holds = grown(this.holds, n);
      this.rank = grown(this.rank, n);
      this.blocksSustain = grown(this.blocksSustain, n);
      this.slow = grown(this.slow, n);
    }
    const alive = aliveCount(this.setup, state);
    this.ships[s] = alive;
    this.empty[s] = alive === 0 ? 1 : 0;
    this.wiped[s] = state[2 * this.setup.slots.length + C.wiped]! > 0 ? 1 : 0;
    this.nonFighters[s] = nonFighterCount(this.setup, state);
    this.holds[s] = holdsGround(this.setup, state) ? 1 : 0;
    this.blocksSustain[s] = this.blocking(state) ? 1 : 0;
    this.slow[s] = this.needsSlow(state) ? 1 : 0;
    this.rank[s] = RANK_SHIFT + progressRank(this.setup, this.initialAlive, this.states[0]!, state);
  }

  outcomeIndex(directed: number, free: number): number {
    return directed * (this.opponent.maxFree + 1) + free;
  }

  /** The assignment of a round's hits to state s (memoized; the slow path reads its details). */
  receive(s: number, directed: number, free: number, blocked: boolean): Assignment {
    const key = ((s * (this.opponent.maxDirected + 1) + directed) * (this.opponent.maxFree + 64) + free) * 2 + (blocked ? 1 : 0);
    let a = this.assignments.get(key);
    if (!a) {
      a = takeRoundHits(this.setup, this.states[s]!, free, directed, blocked);
      this.assignments.set(key, a);
    }
    return a;
  }

  /** Sets the shape of the opponent's rolls (the rows' length); call before row(). */
  setOpponent(opponent: OutcomeShape): void {
    this.opponent = opponent;
    this.zero = this.intern(this.states[0]!.map((v, i) => (i < 2 * this.setup.slots.length ? 0 : v)));
    // The blocked builder only when asked for: few opponents block Sustain Damage.
    this.rowBuilders = [roundHitsRows(this.setup, opponent.maxDirected, opponent.maxFree, false), undefined];
    this.afterRows = [];
    this.blockedRows = [];
  }

  /** Outcomes of the opponent's roll (the length of a row). */
  get opponentOutcomes(): number {
    return (this.opponent.maxDirected + 1) * (this.opponent.maxFree + 1);
  }

  /** The states after a combat round from state s, by the opponent's outcome (blocked: the opponent blocks Sustain Damage). */
  row(s: number, blocked: boolean): RoundRow {
    const rows = blocked ? this.blockedRows : this.afterRows;
    return rows[s] ?? this.buildRow(s, blocked);
  }

  /** The round's probabilities of row.states for the opponent's roll p (mergedRoll into this side's scratch). */
  merge(row: RoundRow, p: Float64Array): Float64Array {
    if (row.slot === undefined) return p;
    if (this.mergeScratch.length < row.states.length) this.mergeScratch = new Float64Array(Math.max(row.states.length, 2 * this.mergeScratch.length));
    return mergedRoll(row, p, this.mergeScratch);
  }
  private mergeScratch = new Float64Array(8);

  /** The best combat value lost to each opponent outcome (Courageous to the End), by state (memoized; buildRow fills it on the way). */
  lostRow(s: number, blocked: boolean): Uint8Array {
    const rows = this.lostRows[blocked ? 1 : 0]!;
    let row = rows[s];
    if (!row) {
      row = new Uint8Array(this.opponentOutcomes);
      const F1 = this.opponent.maxFree + 1;
      for (let o = 0; o < row.length; o++) row[o] = this.receive(s, Math.floor(o / F1), o % F1, blocked).bestLost;
      rows[s] = row;
    }
    return row;
  }

  private buildRow(s: number, blocked: boolean): RoundRow {
    const to = new Int32Array(this.opponentOutcomes);
    const builder = (this.rowBuilders[blocked ? 1 : 0] ??= roundHitsRows(this.setup, this.opponent.maxDirected, this.opponent.maxFree, blocked));
    // With Courageous to the End pending, the best values lost come from the same pass (lostRow).
    const lost = this.states[s]![2 * this.setup.slots.length + C.courageous]! > 0 ? new Uint8Array(to.length) : undefined;
    builder(this.states[s]!, (o, next, same, bestLost) => {
      to[o] = same ? to[o - 1]! : this.internCopy(next);
      if (lost) lost[o] = bestLost;
    });
    if (lost) this.lostRows[blocked ? 1 : 0]![s] = lost;
    // Many outcomes may lead to the same state: then a round's product runs over the distinct states.
    const seen = seenScratch(this.states.length);
    let distinct = 0;
    for (let o = 0; o < to.length; o++) {
      if (seen[to[o]!] === 0) seen[to[o]!] = ++distinct;
    }
    let row: RoundRow;
    if (4 * distinct >= 3 * to.length) {
      for (let o = 0; o < to.length; o++) seen[to[o]!] = 0;
      row = { to, states: to, slot: undefined };
    } else {
      const states = new Int32Array(distinct);
      const slot = new Int32Array(to.length);
      for (let o = 0; o < to.length; o++) {
        const k = seen[to[o]!]! - 1;
        states[k] = to[o]!;
        slot[o] = k;
      }
      for (let o = 0; o < to.length; o++) seen[to[o]!] = 0;
      row = { to, states, slot };
    }
    (blocked ? this.blockedRows : this.afterRows)[s] = row;
    return row;
  }

  /**
   * A number for hits(s, ctx, nf), the same for states that roll alike (hitsById gives the
   * distribution back): a round groups its pairs by it without hashing the distributions.
   */
  hitsId(s: number, ctx: number, nf: number): number {
    const key = this.hitsKey(s, ctx, nf);
    let id = this.distIds[key];
    if (id === undefined) {
      const dist = this.hits(s, ctx, nf);
      id = this.idOfDist.get(dist);
      if (id === undefined) {
        id = this.distinctDists.length;
        this.distinctDists.push(dist);
        this.idOfDist.set(dist, id);
      }
      this.distIds[key] = id;
    }
    return id;
  }
  hitsById(id: number): Float64Array {
    return this.distinctDists[id]!;
  }
  private distIds: (number | undefined)[] = [];
  private distinctDists: Float64Array[] = [];
  private idOfDist = new Map<Float64Array, number>();

  /**
   * How the opposing non-fighter ships count in a roll's key: only a side whose dice depend on
   * them (Salai Sai Corian) keys by them, so that everyone else's keys stay dense (a sparse key
   * turns the memo arrays into slow dictionaries).
   */
  private readonly nfKeys: number;
  private nfKey(nf: number): number {
    return this.nfKeys === 1 ? 0 : Math.min(nf, this.nfKeys - 1);
  }

  private hitsKey(s: number, ctx: number, nf: number): number {
    return (s * this.contexts.length + ctx) * this.nfKeys + this.nfKey(nf);
  }

  /** The distribution of this state's round outcome in context `ctx` (nf: opposing non-fighter ships). */
  hits(s: number, ctx: number, nf: number): Float64Array {
    const key = this.hitsKey(s, ctx, nf);
    let dist = this.dists[key];
    if (!dist) {
      const state = this.states[s]!;
      // Counts stay below 32 (at most 30 units per side, 1 more by Indoctrination): exact up to 10 kinds.
      let alive = 0;
      for (let k = 0; k < this.setup.slots.length; k++) alive = alive * 32 + state[2 * k]!;
      let same = this.distsByAlive.get(alive);
      if (!same) {
        same = [];
        this.distsByAlive.set(alive, same);
      }
      const sub = ctx * this.nfKeys + this.nfKey(nf);
      dist = same[sub] ??= this.computeHits(state, this.contexts[ctx]!, nf);
      this.dists[key] = dist;
    }
    return dist;
  }

  private computeHits(state: FleetState, ctx: RoundContext, nf: number): Float64Array {
    const apart = this.extraApart && this.extraHits.length > 1;
    const nGroups = groupDice(this.setup, state, ctx, nf);
    const g = GROUPS;
    // The parts in reused lists too, filled from the start and read up to a count (convolveAll
    // keeps none of them; emptying a list by its length costs more than the convolution).
    let nFree = 0;
    let nDirected = 0;
    FREE_PARTS[nFree++] = apart ? NO_HITS : this.extraHits;
    for (let k = 0; k < nGroups; k++) {
      const rolled = diceHits(g.value[k]!, g.modifier[k]!, g.burst[k]!, ctx.reroll, g.dice[k]!);
      const dist = ctx.doubleHits ? doubled(rolled) : rolled;
      if (g.directed[k] === 1) DIRECTED_PARTS[nDirected++] = dist;
      else FREE_PARTS[nFree++] = dist;
    }
    const free = convolveAll(FREE_PARTS, nFree);
    const directed = convolveAll(DIRECTED_PARTS, nDirected);
    const F1 = this.shape.maxFree + 1;
    if (apart) return withExtraApart(free, this.extraHits, F1);
    const roll = directed.length === 1 ? free : outcomesOf(directed, free, F1);
    // Outcome o is Math.floor(o / F1) directed hits and o % F1 free ones.
    return ctx.rerolledAboveMean ? rerolledAboveMean(roll, (o) => Math.floor(o / F1) + (o % F1)) : roll;
  }
}

/**
 * The state's dice grouped into GROUPS by the die they roll (value, modifier, burst, directed),
 * the extra die of an agent given to the group likeliest to hit; returns the number of groups.
 * Slots rolling the same die are added up first: one cached distribution, no convolution. (The
 * groups in module scratch arrays: this runs for every state a combat meets.)
 */
function groupDice(setup: SideSetup, state: FleetState, ctx: RoundContext, nf: number): number {
  const { slots } = setup;
  let g = GROUPS;
  let nGroups = 0;
  // The group of the unit that rolls an agent's extra die, and that die's expected hits.
  let best = -1;
  let bestHits = 0;
  for (let k = 0; k < slots.length; k++) {
    const alive = state[2 * k]!;
    const c = slots[k]!.combat;
    if (alive === 0 || !c) continue;
    const dice = slotDice(slots[k]!, alive, c.perOpposingNonFighter ? nf : c.dice + auraDice(setup, state, k));
    const modifier = ctx.modifier + c.bonus + (slots[k]!.fighter ? ctx.fighterBonus : 0) + auraBonus(setup, state, k);
    const isDirected = c.directedWhile >= 0 && state[2 * c.directedWhile]! > 0;
    let same = 0;
    while (same < nGroups && !(g.value[same] === c.value && g.modifier[same] === modifier && g.burst[same] === c.burst && g.directed[same] === (isDirected ? 1 : 0))) same++;
    // A 9 or 10 (two faces of ten) adds the burst's hits.
    const hits = hitChance(c.value, modifier) + 0.2 * c.burst;
    if (ctx.extraDie && !slots[k]!.returnsToSpace && hits > bestHits) {
      best = same;
      bestHits = hits;
    }
    if (same < nGroups) g.dice[same] = g.dice[same]! + dice;
    else {
      if (nGroups === g.value.length) {
        growGroups();
        g = GROUPS;
      }
      g.value[nGroups] = c.value;
      g.modifier[nGroups] = modifier;
      g.burst[nGroups] = c.burst;
      g.directed[nGroups] = isDirected ? 1 : 0;
      g.dice[nGroups] = dice;
      nGroups++;
    }
  }
  if (best >= 0) g.dice[best] = g.dice[best]! + 1;
  return nGroups;
}

/** Whether an aura reaches slot k in this state: it targets the slot and its source (if a unit) is alive. */
const auraOn = (aura: Aura, state: FleetState, k: number) => aura.targets.includes(k) && (aura.source < 0 || state[2 * aura.source]! > 0);

/** The combat bonus the auras reaching slot k give its units. */
function auraBonus({ auras }: SideSetup, state: FleetState, k: number): number {
  let bonus = 0;
  for (const aura of auras) if (auraOn(aura, state, k)) bonus += aura.bonus;
  return bonus;
}

/** The extra dice each unit of slot k rolls from the auras reaching it. */
function auraDice({ auras }: SideSetup, state: FleetState, k: number): number {
  let extra = 0;
  for (const aura of auras) if (auraOn(aura, state, k)) extra += aura.extraDice;
  return extra;
}

/**
 * A roll marked apart from its extra hits (Harrow's): one that scored takes them in its free hits;
 * one that did not is h extra hits as outcome (directed 1, free h - 1).
 */
function withExtraApart(free: Float64Array, extra: Float64Array, F1: number): Float64Array {
  const out = new Float64Array(2 * F1);
  out[0] = free[0]! * extra[0]!;
  for (let h = 1; h < extra.length; h++) out[F1 + h - 1] = free[0]! * extra[h]!;
  for (let h = 0; h < extra.length; h++) for (let c = 1; c < free.length; c++) out[c + h] = out[c + h]! + free[c]! * extra[h]!;
  return out;
}

/** The outcomes (directed * F1 + free) of independent directed and free hits. */
function outcomesOf(directed: Float64Array, free: Float64Array, F1: number): Float64Array {
  const out = new Float64Array(directed.length * F1);
  for (let d = 0; d < directed.length; d++) for (let f = 0; f < free.length; f++) out[d * F1 + f] = directed[d]! * free[f]!;
  return out;
}

export { convolve };
