/**
 * One combat from start to end, in the order of the rules:
 * - space (66.2, 67): space cannon offense (with Experimental Battlestation), the "start of space
 *   combat" abilities (Assault Cannon, Ambush, Dimensional Splicer, Impulse Core; the attacker's
 *   first, 67.2), anti-fighter barrage in round 1 (10, 67.3), then combat rounds;
 * - invasion (44): bombardment (15, blocked by planetary shield unless a war sun is present, 56),
 *   commit ground forces, space cannon defense (66.6), start of ground combat (Magen Defense Grid,
 *   Indoctrination), then ground combat (38);
 * - ground (38): the start of ground combat, then its rounds.
 * The steps before the rounds turn one pair of fleets into a distribution over pairs; the chain
 * then takes every pair to the end. Faction abilities come in through lib/calc/resolve.ts.
 */
import { OUTCOMES, solveChain, type ChainRules, type SideIndex } from './chain';
import { abilityHits, bombardRolls, extraAbilityDice, rerollsAbilityDice, spaceCannonRolls } from './ability-rolls';
import { convolve, doubled, NO_HITS, poolDistribution, rerolledAboveMean, withExtraDie } from './dice';
import {
  aliveCount,
  assignHits,
  C,
  damageSustainers,
  destroyOneNonFighter,
  destroyUnits,
  fighterCount,
  fleetCost,
  freshSustainers,
  hitChosenByOpponent,
  initialState,
  nonFighterCount,
  removeOne,
  repairAtRoundStart,
  slotDice,
  slotOf,
  soakHits,
  type Aura,
  type FleetState,
  type HitTarget,
  type SideSetup,
  type Slot,
} from './fleet';
import { makeCoupler } from './coupler';
import { makePairRound, needsPairRound, type PairEffects } from './pairs';
import { fightingStats, fights, resolveBattle, type ResolvedSide } from './resolve';
import { roundPlan, type RoundPlan } from './round-plan';
import { memoriaNumbers, withCavalrySlot, type MemoriaNumbers } from './cavalry';
import { SideSpace } from './space';
import type { BattleInput, OddsResult, Survivors } from './types';
import { DEFAULT_LOSS_ORDER, type Roll, type UnitName } from './units';

type Pairs = Map<number, number>;
/** Pair keys before the chain renumbers them; side state ids stay far below this. */
const KEY = 2 ** 24;
const WHO = ['attacker', 'defender'] as const;

interface Side {
  r: ResolvedSide;
  setup: SideSetup;
  counts: number[];
  space: SideSpace;
}

/** How computeOdds works inside (for tests: the answers are the same either way). */
export interface EngineOptions {
  /** Take the coupled rounds outcome pair by outcome pair, by their definition (lib/calc/pairs.ts). */
  byOutcomePair?: boolean;
  /** Step the rounds in groups from this many pairs on (lib/calc/chain/sweep.ts; Infinity: never). */
  groupFrom?: number;
  /** Add a grouped round's moves up in a dense grid from this many pairs on (lib/calc/chain/sweep.ts; Infinity: never). */
  gridFrom?: number;
  /** false: an unlimited combat goes to phase 2 as soon as its rounds are alike (lib/calc/chain.ts steppingPays). */
  stepTail?: boolean;
}

/** The odds of one combat: the steps before the rounds, then the chain of rounds to the end. */
export function computeOdds(input: BattleInput, options: EngineOptions = {}): OddsResult {
  const space = input.battle === 'space';
  const resolved = resolveBattle(input);
  const built = resolved.map((r, i) => buildSetup(input, resolved, i as SideIndex));
  const fx: PairEffects = {
    weave: resolved.map((r) => !space && r.has('valkyrieParticleWeave')) as unknown as [boolean, boolean],
    devotion: resolved.map((r) => space && r.has('devotion')) as unknown as [boolean, boolean],
    exotrireme: resolved.map((r) => space && r.has('exotriremeSacrifice')) as unknown as [boolean, boolean],
  };
  const rounds = roundPlan(input, resolved);
  const sides = buildSides(input, resolved, built, rounds, fx);
  const [SA, SD] = sides as [Side, Side];
  const A = SA.space;
  const D = SD.space;
  const start = sides.map((s, i) => s.space.intern(initialState(s.counts, built[i]!.counters)));
  const pairs = beforeTheRounds(new Map([[start[0]! * KEY + start[1]!, 1]]), sides, input);

  A.setOpponent(D.shape);
  D.setOpponent(A.shape);
  const slowPossible = fx.weave.some(Boolean) || sides.some((s, i) => s.space.needsSlow(s.space.states[start[i]!]!));
  const initial: [number, number, number][] = [];
  for (const [key, p] of pairs) initial.push([Math.floor(key / KEY), key % KEY, p]);
  const chain = solveChain(A, D, initial, chainRules(input, resolved, A, D, rounds, slowPossible ? fx : undefined, options));

  const result = {} as OddsResult;
  for (const o of OUTCOMES) result[o] = chain.outcome[o];
  if (space && SD.counts.every((n) => n === 0)) {
    // No defending ships, only space cannons: the attacker's fleet surviving or not is the answer.
    result.defender += result.draw;
    result.draw = 0;
  }
  result.stillGoing = chain.stillGoing;
  result.survivors = { attacker: survivors(A, chain.finalA), defender: survivors(D, chain.finalD) };
  result.expectedLoss = {
    attacker: expectedLoss(A, start[0]!, chain.finalA),
    defender: expectedLoss(D, start[1]!, chain.finalD),
  };
  return result;
}

/** Each side's state space, from its built setup and the round plan. */
function buildSides(input: BattleInput, resolved: readonly ResolvedSide[], built: readonly Built[], rounds: RoundPlan, fx: PairEffects): Side[] {
  const space = input.battle === 'space';
  const maxNonFighters = built.map((b) => b.setup.slots.reduce((t, slot, k) => t + (slot.fighter ? 0 : b.counts[k]!), 0));
  return built.map((b, i) => {
    const r = resolved[i]!;
    const extra = i === 0 && r.has('harrow') && !space ? harrowHits(input, resolved) : NO_HITS;
    const blocking = blockingOf(r, b.setup, space);
    const sp = new SideSpace(
      b.setup,
      b.counts.reduce((t, n) => t + n, 0),
      b.caps,
      rounds.contexts[i]!,
      extra,
      maxNonFighters[1 - i]!,
      blocking,
      needsPairRound(fx, i as SideIndex, b.setup),
      // Harrow against Valkyrie Particle Weave: keep a round's "no combat hit" visible.
      extra.length > 1 && fx.weave[1 - i]!,
    );
    return { r, setup: b.setup, counts: b.counts, space: sp };
  });
}

/** The steps before the combat rounds, in the order of the rules for this kind of combat. */
function beforeTheRounds(pairs: Pairs, sides: Side[], input: BattleInput): Pairs {
  if (input.battle === 'space') {
    pairs = spaceCannonOffense(pairs, sides, input);
    pairs = startOfSpaceCombat(pairs, sides, 0);
    pairs = startOfSpaceCombat(pairs, sides, 1);
    pairs = antiFighterBarrage(pairs, sides, input);
    // Arc Secundus: repaired at the start of the first round as of every other. Heaven's Eye's card
    // repairs at the end of each round only: one damaged before round 1 fights it damaged (round 1 is
    // then stepped on its own, round-plan.ts, as its end repairs even when nobody hits).
    const repairsAtStart = (s: Side) => s.setup.repairAtRoundStart >= 0 && s.r.has('arcSecundus');
    if (sides.some(repairsAtStart)) {
      pairs = mapStates(pairs, sides, (s, state) => {
        if (!repairsAtStart(s)) return state;
        const next = state.slice();
        repairAtRoundStart(s.setup, next);
        return next;
      });
    }
    return pairs;
  }
  if (input.battle === 'invasion') {
    pairs = bombardment(pairs, sides, input);
    pairs = spaceCannonDefense(pairs, sides, input);
  }
  return startOfGroundCombat(pairs, sides);
}

interface Built {
  setup: SideSetup;
  counts: number[];
  caps: number[];
  counters: Partial<Record<keyof typeof C, number>>;
}

/** One side's fleet setup for the engine: its fighting units' slots, auras, state caps and counters. */
function buildSetup(input: BattleInput, resolved: readonly ResolvedSide[], i: SideIndex): Built {
  const r = resolved[i]!;
  const space = input.battle === 'space';
  const fielded = fieldedUnits(input, r, i);
  const { names, slots, counts, flagshipSlot } = fielded;
  const counters = countersOf(r, resolved[1 - i]!, space);
  const setup: SideSetup = {
    slots,
    policy: input.sustain,
    duranium: r.input.duraniumArmor ?? false,
    sustainCancels: r.has('nonEuclideanShielding') ? 2 : 1,
    repairAtRoundStart: space && (r.has('arcSecundus') || r.has('heavensEye')) ? flagshipSlot : -1,
    auras: aurasOf(r, names, flagshipSlot, space),
    wipeSlot: space && r.has('vanHauge') ? flagshipSlot : -1,
  };
  return { setup, counts, caps: stateCaps(fielded, counters), counters };
}

/** A side's fighting units in its loss order: their names, slots and starting counts, and the units the start of ground combat may add. */
interface Fielded {
  names: UnitName[];
  slots: Slot[];
  counts: number[];
  gains: Partial<Record<UnitName, number>>;
  flagshipSlot: number;
}

/** The units of side i that fight in this combat, each type in a slot of its own. */
function fieldedUnits(input: BattleInput, r: ResolvedSide, i: SideIndex): Fielded {
  const side = r.input;
  const kind = input.battle;
  const space = kind === 'space';
  const order = side.lossOrder?.length ? [...new Set<UnitName>([...side.lossOrder, ...DEFAULT_LOSS_ORDER, 'pds'])] : PLAIN_ORDER;
  // The start of ground combat may give this side units it did not start with.
  const gains = space ? {} : groundCombatGains(r, i);
  const fielded = order.filter((name) => fights(r, WHO[i], kind, name) && (r.count(name) > 0 || (gains[name] ?? 0) > 0));
  // The Cavalry: one ship of the chosen type in a slot of its own (the flagship in its own slot).
  const { names, slot: cavalrySlot } = space ? withCavalrySlot(fielded, side) : { names: fielded, slot: -1 };
  const memoria = cavalrySlot >= 0 ? memoriaNumbers(side.theCavalry!.memoriaII ?? false) : undefined;
  const flagshipSlot = names.indexOf('flagship');
  const counts = names.map((name, k) => (k === cavalrySlot ? 1 : r.count(name) - (cavalrySlot >= 0 && name === names[cavalrySlot] ? 1 : 0)));
  // Galvanize tokens fill a type's plain slot first; The Cavalry's ship has one only when all of its type do (validate.ts).
  const galvanized = names.map((name, k) => {
    const g = side.galvanized?.[name] ?? 0;
    return k === cavalrySlot && name !== 'flagship' ? Math.max(0, g - r.count(name) + 1) : Math.min(g, counts[k]!);
  });
  const slots = names.map((name, k) => ({ ...unitSlot(input, r, name, flagshipSlot, k === cavalrySlot ? memoria : undefined), galvanized: galvanized[k]! }));
  return { names, slots, counts, gains, flagshipSlot };
}

/** What the side's state counts besides its units, at the start (fleet.ts `C`): its cards left, the Direct Hits of `other` (the opponent) against it, its Quantum Manipulator mechs. */
function countersOf(r: ResolvedSide, other: ResolvedSide, space: boolean): Built['counters'] {
  const side = r.input;
  return {
    directHits: space ? (other.input.directHit ?? 0) : 0,
    shieldsHolding: space ? (side.shieldsHolding ?? 0) : 0,
    emergencyRepairs: side.emergencyRepairs ? 1 : 0,
    soak: space && r.has('quantumManipulator') ? r.count('mech') : 0,
    reflective: space && side.reflectiveShielding ? 1 : 0,
    courageous: space && side.courageousToTheEnd ? 1 : 0,
    wiped: 0,
  };
}

/** The most each entry of the side's state can reach: each slot's units (with those gained) and its damaged ones, then each counter. */
function stateCaps({ names, slots, counts, gains }: Fielded, counters: Built['counters']): number[] {
  const caps = names.flatMap((name, k) => {
    const cap = counts[k]! + (gains[name] ?? 0);
    return [cap, slots[k]!.sustain ? cap : 0];
  });
  for (const key of Object.keys(C) as (keyof typeof C)[]) caps.push(key === 'wiped' ? 1 : (counters[key] ?? 0));
  return caps;
}

/**
 * One unit type's slot: its combat roll with the faction's bonuses, and what it does when hit; with
 * `memoria`, the ship The Cavalry makes fight with the Memoria's combat value, Sustain Damage and barrage.
 */
function unitSlot(input: BattleInput, r: ResolvedSide, name: UnitName, flagshipSlot: number, memoria?: MemoriaNumbers): Slot {
  const space = input.battle === 'space';
  const own = fightingStats(r, input.battle, name);
  const stats = memoria ? { ...own, combat: memoria.combat, sustain: true, antiFighterBarrage: memoria.antiFighterBarrage } : own;
  const c = stats.combat;
  let bonus = 0;
  if (name === 'flagship' && r.has('arviconRex')) bonus += 2;
  // The Egeiro: "+1 ... for each non-home system that contains a planet you control", counted by the player.
  if (name === 'flagship' && r.has('theEgeiro')) bonus += r.input.egeiroSystems ?? 0;
  if (name === 'mech' && (r.has('iconoclast') || r.has('mordred'))) bonus += 2;
  if (name === 'fighter' && r.input.prophecyOfIxth) bonus += 1;
  const directedWhile = space && r.has('zeroZeroOne') && flagshipSlot >= 0 && (name === 'flagship' || name === 'dreadnought') ? flagshipSlot : -1;
  return {
    name,
    combat: c && {
      value: c.value,
      dice: c.dice,
      burst: stats.combatBurst ?? 0,
      bonus,
      perOpposingNonFighter: space && name === 'flagship' && r.has('salaiSaiCorian'),
      directedWhile,
    },
    sustain: stats.sustain && !(name === 'warsun' && input.publicizeWeaponSchematics),
    ...(space && stats.antiFighterBarrage ? { barrage: stats.antiFighterBarrage } : {}),
    fighter: space && name === 'fighter',
    cost: stats.cost,
    directHitImmune: name === 'dreadnought' && r.upgraded('dreadnought'),
    hitsWhenSustaining: !space && name === 'mech' && r.has('valkyrieExoskeleton'),
    returnsToSpace: !space && name === 'fighter',
  };
}

/** Units that change other units' rolls while alive (C'morran N'orr, Shield Paling, Visz El Vir). */
function aurasOf(r: ResolvedSide, names: readonly UnitName[], flagshipSlot: number, space: boolean): Aura[] {
  const slotOf = (name: UnitName) => names.indexOf(name);
  const auras: Aura[] = [];
  if (space && r.has('cmorranNorr') && flagshipSlot >= 0) {
    auras.push({ source: flagshipSlot, targets: names.map((_, k) => k).filter((k) => k !== flagshipSlot), bonus: 1, extraDice: 0 });
  }
  if (!space && r.has('shieldPaling') && slotOf('mech') >= 0 && slotOf('infantry') >= 0) {
    auras.push({ source: slotOf('mech'), targets: [slotOf('infantry')], bonus: -r.faction!.modifier, extraDice: 0 });
  }
  if (r.has('viszElVir') && slotOf('mech') >= 0) {
    // In a ground combat the flagship is in orbit, outside it: always on (-1) while there is one, else no aura.
    const source = space ? flagshipSlot : r.count('flagship') > 0 ? -1 : -2;
    if (source >= -1) auras.push({ source, targets: [slotOf('mech')], bonus: 0, extraDice: 1 });
  }
  return auras;
}

/** The loss order without the player's own: the default one, then PDS. */
const PLAIN_ORDER: readonly UnitName[] = [...new Set<UnitName>([...DEFAULT_LOSS_ORDER, 'pds'])];

/**
 * Fourth Moon and Quietus (space) and Moll Terminus (ground): the opponent cannot sustain while they
 * are alive. Below a ground combat Quietus is in orbit, out of reach: the opponent never sustains.
 */
function blockingOf(r: ResolvedSide, setup: SideSetup, space: boolean): (state: FleetState) => boolean {
  if (!space && quietusSilences(r)) return () => true;
  const name: UnitName | undefined = space ? (r.has('fourthMoon') || r.has('quietus') ? 'flagship' : undefined) : r.has('mollTerminus') ? 'mech' : undefined;
  const k = name ? slotOf(setup, name) : -1;
  return k < 0 ? () => false : (state) => state[2 * k]! > 0;
}

function chainRules(
  input: BattleInput,
  resolved: readonly ResolvedSide[],
  A: SideSpace,
  D: SideSpace,
  plan: RoundPlan,
  fx: PairEffects | undefined,
  options: EngineOptions,
): ChainRules {
  const spaces = [A, D] as const;
  const retreatable = input.battle === 'space';
  const coupled = fx && !options.byOutcomePair ? makeCoupler(A, D, fx) : undefined;
  return {
    context(side: SideIndex, round: number) {
      const index = plan.contextIndex[side]!;
      return index[Math.min(round, index.length) - 1]!;
    },
    retreats(side: SideIndex, round: number, state: number) {
      const plan = resolved[side]!.input.retreat;
      if (!retreatable || !plan) return false;
      if (plan.afterRound !== undefined && round >= plan.afterRound) return true;
      return plan.atShips !== undefined && spaces[side].ships[state]! <= plan.atShips;
    },
    maxRounds: input.maxRounds ?? Infinity,
    stationaryFrom: plan.stationaryFrom,
    pair: fx && !coupled ? makePairRound(A, D, fx) : undefined,
    coupled,
    ...(options.groupFrom === undefined ? {} : { groupFrom: options.groupFrom }),
    ...(options.gridFrom === undefined ? {} : { gridFrom: options.gridFrom }),
    ...(options.stepTail === undefined ? {} : { stepTail: options.stepTail }),
  };
}

/** Applies a per-state change to both sides of every pair. */
function mapStates(pairs: Pairs, sides: Side[], change: (s: Side, state: FleetState) => FleetState): Pairs {
  const out: Pairs = new Map();
  for (const [key, p] of pairs) {
    const a = sides[0]!.space.intern(change(sides[0]!, sides[0]!.space.states[Math.floor(key / KEY)]!));
    const d = sides[1]!.space.intern(change(sides[1]!, sides[1]!.space.states[key % KEY]!));
    out.set(a * KEY + d, (out.get(a * KEY + d) ?? 0) + p);
  }
  return out;
}

/**
 * Fires a volley (a hit distribution) at side `at` of every pair. The hits may depend on the pair
 * (anti-fighter barrage) through `hitsFor`. A volley `inCombat` (not space cannon or bombardment)
 * first meets the target's Quantum Manipulators.
 */
function volley(pairs: Pairs, sides: Side[], at: SideIndex, hitsFor: (a: number, d: number) => Float64Array, how: HitTarget, inCombat = false): Pairs {
  const out: Pairs = new Map();
  const target = sides[at]!.space;
  const other = sides[1 - at]!.space;
  for (const [key, p] of pairs) {
    const a = Math.floor(key / KEY);
    const d = key % KEY;
    const own = at === 0 ? a : d;
    const blocked = other.blocking(other.states[at === 0 ? d : a]!);
    const hits = hitsFor(a, d);
    hits.forEach((ph, h) => {
      if (ph === 0) return;
      const state = target.states[own]!;
      // Barrage hits beyond the fighters are lost (10.2): no mech is spent on them.
      const [soaked, left] = inCombat ? soakHits(target.setup, state, h, how === 'fighters' ? fighterCount(target.setup, state) : h) : [state, h];
      const next = h === 0 ? own : target.intern(left === 0 ? soaked : assignHits(target.setup, soaked, left, how, blocked));
      const k = at === 0 ? next * KEY + d : a * KEY + next;
      out.set(k, (out.get(k) ?? 0) + p * ph);
    });
  }
  return out;
}

/** Applies a step only where both sides still have units; other pairs pass unchanged. */
function whereBothFight(pairs: Pairs, sides: Side[], step: (pair: Pairs) => Pairs): Pairs {
  const out: Pairs = new Map();
  for (const [key, p] of pairs) {
    const a = Math.floor(key / KEY);
    const d = key % KEY;
    const both = alive(sides[0]!, a) && alive(sides[1]!, d);
    const moved = both ? step(new Map([[key, p]])) : new Map([[key, p]]);
    for (const [k, q] of moved) out.set(k, (out.get(k) ?? 0) + q);
  }
  return out;
}

function alive(side: Side, s: number): boolean {
  return aliveCount(side.setup, side.space.states[s]!) > 0;
}

/** Cancels up to n hits of a volley (Maneuvering Jets). */
function cancelHits(dist: Float64Array, n: number): Float64Array {
  if (n <= 0 || dist.length <= 1) return dist;
  const out = new Float64Array(Math.max(1, dist.length - n));
  dist.forEach((p, h) => (out[Math.max(0, h - n)] = out[Math.max(0, h - n)]! + p));
  return out;
}

/** 66.2-66.5: both sides' space cannons (and Experimental Battlestation) fire at ships. */
function spaceCannonOffense(pairs: Pairs, sides: Side[], input: BattleInput): Pairs {
  const [A, D] = [sides[0]!.r, sides[1]!.r];
  const scrambles = (holder: ResolvedSide, rolls: Roll[]) => (holder.input.scrambleFrequency ?? false) && rolls.length > 0;
  const fire = (from: ResolvedSide, to: ResolvedSide, battlestation: boolean): Float64Array => {
    if (noSpaceCannonAgainst(to, to === A)) return new Float64Array([1]);
    const rolls = spaceCannonRolls(from, 'offense', battlestation, false);
    let dist = abilityHits(from, rolls, to.input.antimassDeflectors ? -1 : 0, true);
    if (scrambles(to, rolls)) dist = rerolledAboveMean(dist);
    return cancelHits(dist, to.input.maneuveringJets ?? 0);
  };
  const atDefender = fire(A, D, false);
  const atAttacker = fire(D, A, D.input.experimentalBattlestation ?? false);
  if (atDefender.length > 1) pairs = volley(pairs, sides, 1, () => atDefender, A.input.gravitonLaser ? 'nonFightersFirst' : 'any');
  if (atAttacker.length > 1) pairs = volley(pairs, sides, 0, () => atAttacker, D.input.gravitonLaser ? 'nonFightersFirst' : 'any');
  return pairs;
}

/** Quetzecoatl, Quietus, and Solar Flare or Myru Vos (the attacker's): no space cannon against that side's ships. */
function noSpaceCannonAgainst(r: ResolvedSide, attacker: boolean): boolean {
  return (r.has('quetzecoatl') && r.count('flagship') > 0) || quietusSilences(r) || (attacker && ((r.input.solarFlare ?? false) || r.has('myruVos')));
}

/**
 * Quietus in the system (the option says it holds an active breach): "other players' units ... lose
 * all of their unit abilities". Space cannon (a planet that fires as a unit's included), planetary
 * shield and Sustain Damage are the ones a battle here uses.
 */
function quietusSilences(r: ResolvedSide): boolean {
  return r.has('quietus') && r.count('flagship') > 0;
}

/** Whether side i rolled space cannon before the combat: then its barrage is not its first unit-ability roll. */
function firedSpaceCannon(sides: Side[], i: SideIndex, input: BattleInput): boolean {
  const target = sides[1 - i]!.r;
  const battlestation = i === 1 && (input.defender.experimentalBattlestation ?? false);
  return !noSpaceCannonAgainst(target, i === 1) && spaceCannonRolls(sides[i]!.r, 'offense', battlestation, false).length > 0;
}

/**
 * "At the start of space combat", the side's own abilities: Assault Cannon (3+ non-fighter
 * ships: the opponent destroys 1), Ambush, Dimensional Splicer, Impulse Core. The attacker
 * (active player) resolves first.
 */
function startOfSpaceCombat(pairs: Pairs, sides: Side[], who: SideIndex): Pairs {
  const r = sides[who]!.r;
  if (r.input.assaultCannon) pairs = whereBothFight(pairs, sides, (one) => assaultCannon(one, sides, who));
  if (r.has('ambush')) pairs = whereBothFight(pairs, sides, (one) => ambush(one, sides, who));
  // "produce 1 hit and assign it to 1 of your opponent's ships": the Creuss choose the ship.
  if (r.has('dimensionalSplicer')) pairs = whereBothFight(pairs, sides, (one) => aimedHit(one, sides, who));
  if (r.has('impulseCore')) pairs = whereBothFight(pairs, sides, (one) => impulseCore(one, sides, who));
  return pairs;
}

/** Side `who`'s state in a distribution of one pair. */
function ownStateOfOne(one: Pairs, side: Side, who: SideIndex): FleetState {
  const [[key]] = [...one] as [[number, number]];
  return side.space.states[who === 0 ? Math.floor(key / KEY) : key % KEY]!;
}

/** Assault Cannon: with 3 or more non-fighter ships, the opponent destroys 1 of his. */
function assaultCannon(one: Pairs, sides: Side[], who: SideIndex): Pairs {
  const me = sides[who]!;
  const them = sides[1 - who]!;
  return mapPair(one, sides, who, (mine, theirs) => (nonFighterCount(me.setup, mine) >= 3 ? [mine, destroyOneNonFighter(them.setup, theirs)] : [mine, theirs]));
}

/**
 * Ambush: up to 2 cruisers or destroyers, the best combat values first (a cruiser before a
 * destroyer of the same value), roll 1 die each at their combat value (no modifiers).
 */
function ambush(one: Pairs, sides: Side[], who: SideIndex): Pairs {
  const me = sides[who]!;
  const ambushers = me.setup.slots
    .flatMap((slot, k) => (slot.name === 'cruiser' || slot.name === 'destroyer' ? [k] : []))
    .sort((x, y) => ambushRank(me.setup.slots[x]!) - ambushRank(me.setup.slots[y]!));
  const mine = ownStateOfOne(one, me, who);
  const rolls: Roll[] = [];
  let left = 2;
  for (const k of ambushers) {
    const n = Math.min(left, mine[2 * k]!);
    if (n > 0) rolls.push({ value: me.setup.slots[k]!.combat!.value, dice: n });
    left -= n;
  }
  const dist = poolDistribution(rolls, 0);
  return volley(one, sides, (1 - who) as SideIndex, () => dist, 'any', true);
}

/** Impulse Core: a destroyer (else a cruiser) sacrificed for 1 hit on the opponent's non-fighter ships first. */
function impulseCore(one: Pairs, sides: Side[], who: SideIndex): Pairs {
  const me = sides[who]!;
  const mine = ownStateOfOne(one, me, who);
  const k = ['destroyer', 'cruiser'].map((name) => me.setup.slots.findIndex((slot, x) => slot.name === name && mine[2 * x]! > 0)).find((x) => x >= 0);
  if (k === undefined) return one;
  const sacrificed = mapPair(one, sides, who, (m, t) => {
    const next = m.slice();
    removeOne(next, k);
    return [next, t];
  });
  return volley(sacrificed, sides, (1 - who) as SideIndex, () => new Float64Array([0, 1]), 'nonFightersFirst', true);
}

/** Ambush's order: the best combat value first, a cruiser before a destroyer of the same value. */
function ambushRank(slot: Slot): number {
  return 2 * slot.combat!.value + (slot.name === 'cruiser' ? 0 : 1);
}

/**
 * One hit that side `who` produces and assigns itself (Dimensional Splicer, Magen Defense Grid Ω):
 * to the opponent's most valuable unit it destroys, else its most valuable unit, which sustains
 * (the same aim as Devotion's, fleet.hitChosenByOpponent, where a Quantum Manipulator cancels it).
 */
function aimedHit(pairs: Pairs, sides: Side[], who: SideIndex): Pairs {
  const mine = sides[who]!.space;
  return mapPair(pairs, sides, who, (m, t) => [m, hitChosenByOpponent(sides[1 - who]!.setup, t, mine.blocking(m))]);
}

/** Replaces each pair by a deterministic change of (mine, theirs) from side `who`'s view. */
function mapPair(pairs: Pairs, sides: Side[], who: SideIndex, change: (mine: FleetState, theirs: FleetState) => [FleetState, FleetState]): Pairs {
  const out: Pairs = new Map();
  for (const [key, p] of pairs) {
    const ids = [Math.floor(key / KEY), key % KEY];
    const [mine, theirs] = change(sides[who]!.space.states[ids[who]!]!, sides[1 - who]!.space.states[ids[1 - who]!]!);
    const next = [0, 0];
    next[who] = sides[who]!.space.intern(mine);
    next[1 - who] = sides[1 - who]!.space.intern(theirs);
    const k = next[0]! * KEY + next[1]!;
    out.set(k, (out.get(k) ?? 0) + p);
  }
  return out;
}

/**
 * 10: simultaneous, not affected by combat modifiers (10.1); hits go to fighters and the excess is
 * lost (10.2), unless Waylay makes them hit any ship or Raid Formation turns the excess into damage.
 */
function antiFighterBarrage(pairs: Pairs, sides: Side[], input: BattleInput): Pairs {
  if (!sides.some((s) => s.setup.slots.some((slot) => slot.barrage))) return pairs;
  const scrambled = barrageScrambled(sides, input);
  return whereBothFight(pairs, sides, (one) => {
    // Simultaneous: both sides' dice are rolled by the pair before either's hits are assigned.
    const dists = barrageDistributions(one, sides, input, scrambled);
    return ([0, 1] as const).reduce((out, who) => barrageHits(out, sides, who, dists[who]!), one);
  });
}

/** Per side, whether the opponent's Scramble Frequency meets its barrage: spent on the first unit-ability roll, here only if there was no space cannon. */
function barrageScrambled(sides: Side[], input: BattleInput): boolean[] {
  return sides.map((s, i) => {
    const from = sides[1 - i]!.r;
    return (s.r.input.scrambleFrequency ?? false) && spaceCannonRolls(from, 'offense', i === 0 && (input.defender.experimentalBattlestation ?? false), false).length === 0;
  });
}

/** Per side of the one pair, its barrage's hits by the opposing infantry it destroys (Strike Wing Alpha II: see `barrageDistribution`). */
function barrageDistributions(one: Pairs, sides: Side[], input: BattleInput, scrambled: readonly boolean[]): Float64Array[][] {
  const [[key]] = [...one] as [[number, number]];
  const ids = [Math.floor(key / KEY), key % KEY];
  return sides.map((s, i) => {
    // Iconoclast Ω: "Other players cannot use ANTI-FIGHTER BARRAGE against your units in this system"; Quietus takes it away.
    const other = sides[1 - i]!.r;
    if (other.has('iconoclastOmega') || quietusSilences(other)) return [NO_HITS];
    const joint = barrageDistribution(s, sides[1 - i]!, ids[i]!, !firedSpaceCannon(sides, i as SideIndex, input));
    return scrambled[1 - i] ? scrambleJoint(joint) : joint;
  });
}

/** Side `who`'s barrage hits (`joint`, by the infantry they destroy) assigned in every pair: to fighters, or as Waylay or Raid Formation say. */
function barrageHits(pairs: Pairs, sides: Side[], who: SideIndex, joint: readonly Float64Array[]): Pairs {
  const target = (1 - who) as SideIndex;
  const r = sides[who]!.r;
  const fire = (at: Pairs, dist: Float64Array) => {
    if (r.input.waylay) return volley(at, sides, target, () => dist, 'any', true);
    if (r.has('raidFormation')) return raid(at, sides, target, dist);
    return volley(at, sides, target, () => dist, 'fighters', true);
  };
  if (joint.length === 1) return fire(pairs, joint[0]!);
  // Infantry destroyed by 9s and 10s go as the dice are read, before the hits are assigned.
  const merged: Pairs = new Map();
  joint.forEach((dist, k) => {
    if (dist.every((p) => p === 0)) return;
    for (const [key, q] of fire(k > 0 ? destroyInfantry(pairs, sides, target, k) : pairs, dist)) merged.set(key, (merged.get(key) ?? 0) + q);
  });
  return merged;
}

/**
 * A side's anti-fighter barrage as hit distributions by the number of opposing infantry it also
 * destroys ([k][h], unnormalised): Strike Wing Alpha II, "each result of 9 or 10 also destroys 1
 * of your opponent's infantry in the space area of the active system". Only infantry that fight
 * in the space combat (The Alastor's) change it; otherwise one distribution, [hits]. A destroyer
 * The Cavalry made a Memoria is still a Strike Wing Alpha II: its dice kill too, at its own value.
 */
function barrageDistribution(side: Side, target: Side, s: number, first: boolean): Float64Array[] {
  const swa = side.r.has('strikeWingAlpha') && side.r.upgraded('destroyer') && target.setup.slots.some((slot) => slot.name === 'infantry');
  const swaSlots = swa ? side.setup.slots.flatMap((slot, k) => (slot.name === 'destroyer' && slot.barrage ? [k] : [])) : [];
  // The value of each die that also kills infantry on a 9 or 10.
  const swaDice: number[] = [];
  for (const k of swaSlots) {
    const afb = side.setup.slots[k]!.barrage!;
    for (let d = slotDice(side.setup.slots[k]!, side.space.states[s]![2 * k]!, afb.dice); d > 0; d--) swaDice.push(afb.value);
  }
  let rolls = barrageRolls(side, s, swaSlots);
  if (swaDice.length + rolls.length > 0) {
    // The Argent commander's and Strike Wing Ambuscade's dice go to the best barrage value.
    for (let e = extraAbilityDice(side.r, first); e > 0; e--) {
      const best = Math.min(...swaDice);
      if (swaDice.length > 0 && rolls.every((r) => best <= r.value)) swaDice.push(best);
      else rolls = withExtraDie(rolls);
    }
  }
  const others = poolDistribution(rolls, 0, rerollsAbilityDice(side.r));
  if (swaDice.length === 0) return [others];
  let joint: Float64Array[] = [others];
  for (const value of swaDice) {
    // One die: [kills][hits] over the ten faces (barrage rolls take no modifiers, 10.1).
    const die = [new Float64Array(2), new Float64Array(2)];
    for (let face = 1; face <= 10; face++) die[face >= 9 ? 1 : 0]![face >= value ? 1 : 0]! += 0.1;
    const next = Array.from({ length: joint.length + 1 }, () => new Float64Array(joint[0]!.length + 1));
    joint.forEach((row, kills) =>
      row.forEach((p, h) => {
        for (const x of [0, 1]) for (const y of [0, 1]) next[kills + x]![h + y]! += p * die[x]![y]!;
      }),
    );
    joint = next;
  }
  return joint;
}

/** Scramble Frequency on a barrage with kills: rolled again when its hits beat their average. */
function scrambleJoint(joint: Float64Array[]): Float64Array[] {
  // Read row by row, outcome o is Math.floor(o / width) kills and o % width hits.
  const width = joint[0]!.length;
  const outcomes = new Float64Array(joint.length * width);
  joint.forEach((row, kills) => outcomes.set(row, kills * width));
  const rolled = rerolledAboveMean(outcomes, (o) => o % width);
  return joint.map((_, kills) => rolled.slice(kills * width, (kills + 1) * width));
}

/** Destroys up to k of side `at`'s infantry (they cannot sustain) in every pair. */
function destroyInfantry(pairs: Pairs, sides: Side[], at: SideIndex, k: number): Pairs {
  const slot = slotOf(sides[at]!.setup, 'infantry');
  return mapPair(pairs, sides, at, (mine, theirs) => {
    const next = mine.slice();
    next[2 * slot] = Math.max(0, next[2 * slot]! - k);
    return [next, theirs];
  });
}

/** Raid Formation: barrage hits beyond the target's fighters damage its sustaining ships. */
function raid(pairs: Pairs, sides: Side[], at: SideIndex, dist: Float64Array): Pairs {
  const out: Pairs = new Map();
  const target = sides[at]!;
  for (const [key, p] of pairs) {
    const ids = [Math.floor(key / KEY), key % KEY];
    const state = target.space.states[ids[at]!]!;
    const fighters = fighterCount(target.setup, state);
    dist.forEach((ph, h) => {
      if (ph === 0) return;
      // Quantum Manipulators cancel hits that would destroy a fighter or damage a ship.
      const [soaked, left] = soakHits(target.setup, state, h, fighters + freshSustainers(target.setup, state));
      let next = assignHits(target.setup, soaked, left, 'fighters');
      if (left > fighters) next = damageSustainers(target.setup, next, left - fighters);
      const id = target.space.intern(next);
      const k = at === 0 ? id * KEY + ids[1]! : ids[0]! * KEY + id;
      out.set(k, (out.get(k) ?? 0) + p * ph);
    });
  }
  return out;
}

/** The barrage rolls of a side's units alive in state s, leaving out the slots `except`. */
function barrageRolls(side: Side, s: number, except: readonly number[] = []): Roll[] {
  const rolls: Roll[] = [];
  side.setup.slots.forEach((slot, k) => {
    if (except.includes(k)) return;
    const n = side.space.states[s]![2 * k]!;
    const afb = slot.barrage;
    if (n > 0 && afb) rolls.push({ value: afb.value, dice: slotDice(slot, n, afb.dice) });
  });
  return rolls;
}

/**
 * 56: a planetary shield on the planet (PDS, Hel Titan, Letani Behemoth) stops bombardment, unless
 * the attacker has a war sun or the Arc Secundus in orbit; Disable takes it from the PDS.
 */
function shielded(input: BattleInput, A: ResolvedSide, D: ResolvedSide): boolean {
  // 2RAM: "Units that have PLANETARY SHIELD do not prevent you from using BOMBARDMENT."
  // Quietus: the defender's units lose PLANETARY SHIELD with their other unit abilities.
  if (A.has('twoRam') || A.count('warsun') > 0 || (A.has('arcSecundus') && A.count('flagship') > 0) || quietusSilences(A)) return false;
  return (['pds', 'mech'] as const).some((name) => D.count(name) > 0 && D.stats(name).planetaryShield && !(name === 'pds' && input.attacker.disable));
}

function bombardmentDistribution(input: BattleInput, resolved: readonly ResolvedSide[], withMechs: boolean): Float64Array {
  const [A, D] = resolved as [ResolvedSide, ResolvedSide];
  // Conventions of War: no BOMBARDMENT against units on a cultural planet (Harrow's included).
  if (shielded(input, A, D) || input.defender.conventionsOfWar) return new Float64Array([1]);
  // The opening bombardment (with the mechs) is the attacker's first unit-ability roll; Harrow's come after.
  const hits = abilityHits(A, bombardRolls(A, withMechs), D.input.bunker ? -4 : 0, withMechs);
  // X-89 Bacterial Weapon ΩΩ: "Double the hits produced by your units' BOMBARDMENT ... rolls."
  return A.input.x89BacterialWeaponOmegaOmega ? doubled(hits) : hits;
}

/** 15, 56.3: the attacker's ships (and L1Z1X mechs) bombard the planet. */
function bombardment(pairs: Pairs, sides: Side[], input: BattleInput): Pairs {
  const resolved = sides.map((s) => s.r);
  let dist = bombardmentDistribution(input, resolved, true);
  if (input.defender.scrambleFrequency && dist.length > 1) dist = rerolledAboveMean(dist);
  // Proxima Targeting VI: "Cancel 1 hit produced by BOMBARDMENT rolls made against your ground forces for each of your galvanized units present."
  if (sides[1]!.r.has('proximaTargeting')) dist = cancelHits(dist, Object.values(input.defender.galvanized ?? {}).reduce((t, n) => t + n, 0));
  const after = volley(pairs, sides, 1, () => dist, 'any');
  return input.attacker.x89BacterialWeapon ? x89(pairs, after, sides[1]!) : after;
}

/**
 * X-89 Bacterial Weapon Ω: "After 1 or more of your units use BOMBARDMENT against a planet, if at
 * least 1 of your opponent's infantry was destroyed, you may destroy all of your opponent's
 * infantry on that planet." The defender's states before the bombardment are those of `before`.
 */
function x89(before: Pairs, after: Pairs, defender: Side): Pairs {
  const k = slotOf(defender.setup, 'infantry');
  if (k < 0) return after;
  // The bombardment opens the invasion: `before` is the one starting pair.
  const [first] = before.keys();
  const start = defender.space.states[first! % KEY]![2 * k]!;
  const out: Pairs = new Map();
  for (const [key, p] of after) {
    const a = Math.floor(key / KEY);
    let d = key % KEY;
    const state = defender.space.states[d]!;
    if (state[2 * k]! < start && state[2 * k]! > 0) {
      const next = state.slice();
      next[2 * k] = 0;
      next[2 * k + 1] = 0;
      d = defender.space.intern(next);
    }
    out.set(a * KEY + d, (out.get(a * KEY + d) ?? 0) + p);
  }
  return out;
}

/** Harrow: the same bombardment by the ships in orbit after every round of ground combat. */
function harrowHits(input: BattleInput, resolved: readonly ResolvedSide[]): Float64Array {
  return bombardmentDistribution(input, resolved, false);
}

/** 66.6-66.8: the planet's space cannons fire at the committed ground forces. */
function spaceCannonDefense(pairs: Pairs, sides: Side[], input: BattleInput): Pairs {
  const [A, D] = [sides[0]!.r, sides[1]!.r];
  if (A.has('l4Disruptors') || quietusSilences(A)) return pairs;
  const rolls = spaceCannonRolls(D, 'defense', false, input.attacker.disable ?? false);
  let dist = abilityHits(D, rolls, A.input.antimassDeflectors ? -1 : 0, true);
  // Scramble Frequency goes on the defender's first roll: this one unless it bombarded... the
  // defender does not bombard, so the attacker's card is always spent here.
  if (A.input.scrambleFrequency && rolls.length > 0) dist = rerolledAboveMean(dist);
  dist = cancelHits(dist, A.input.maneuveringJets ?? 0);
  return volley(pairs, sides, 0, () => dist, 'any');
}

/** The unit Indoctrination gives: an infantry, or a mech by Moyin's Ashes (DEPLOY, 1 more influence). */
function indoctrinatedUnit(r: ResolvedSide): UnitName {
  return r.has('moyinsAshes') ? 'mech' : 'infantry';
}

/** Units side i may gain at the start of ground combat: by Indoctrination, Greyfire Mutagen, Claire Gibson (defender). */
function groundCombatGains(r: ResolvedSide, i: SideIndex): Partial<Record<UnitName, number>> {
  const gains: Partial<Record<UnitName, number>> = {};
  const add = (name: UnitName) => (gains[name] = (gains[name] ?? 0) + 1);
  if (r.has('indoctrination')) add(indoctrinatedUnit(r));
  if (r.input.greyfireMutagen) add('infantry');
  if (i === 1 && r.has('claireGibson')) add('infantry');
  return gains;
}

/**
 * Start of ground combat, the attacker's abilities first: its Indoctrination and Greyfire Mutagen;
 * then the defender's Greyfire Mutagen, Claire Gibson, Magen Defense Grid and Indoctrination.
 */
function startOfGroundCombat(pairs: Pairs, sides: Side[]): Pairs {
  const [A, D] = [sides[0]!.r, sides[1]!.r];
  if (A.has('indoctrination')) pairs = convert(pairs, sides, 0, indoctrinatedUnit(A), () => true);
  if (A.input.greyfireMutagen) pairs = convert(pairs, sides, 0, 'infantry', greyfireAllows(sides[1]!));
  if (D.input.greyfireMutagen) pairs = convert(pairs, sides, 1, 'infantry', greyfireAllows(sides[0]!));
  // Claire Gibson: "you may place 1 infantry from your reinforcements on that planet".
  if (D.has('claireGibson')) pairs = whereBothFight(pairs, sides, (one) => mapPair(one, sides, 1, (mine, theirs) => [gain(sides[1]!, mine, 'infantry'), theirs]));
  // Magen Defense Grid Ω: "produce 1 hit and assign it to 1 of your opponent's ground forces".
  if (D.input.magenDefenseGrid) pairs = whereBothFight(pairs, sides, (one) => aimedHit(one, sides, 1));
  if (D.has('indoctrination')) pairs = convert(pairs, sides, 1, indoctrinatedUnit(D), () => true);
  return pairs;
}

/** Greyfire Mutagen works "against 2 or more ground forces" (the Matriarch's fighters are none). */
function greyfireAllows(opponent: Side): (theirs: FleetState) => boolean {
  return (theirs) => opponent.setup.slots.reduce((t, slot, k) => t + (slot.returnsToSpace ? 0 : theirs[2 * k]!), 0) >= 2;
}

/** Side `who` replaces 1 of the opponent's infantry with a unit of its own, where `allows` says so. */
function convert(pairs: Pairs, sides: Side[], who: SideIndex, gained: UnitName, allows: (theirs: FleetState) => boolean): Pairs {
  return whereBothFight(pairs, sides, (one) =>
    mapPair(one, sides, who, (mine, theirs) => {
      const kTheirs = sides[1 - who]!.setup.slots.findIndex((slot, k) => slot.name === 'infantry' && theirs[2 * k]! > 0);
      if (kTheirs < 0 || slotOf(sides[who]!.setup, gained) < 0 || !allows(theirs)) return [mine, theirs];
      const t = theirs.slice();
      t[2 * kTheirs]!--;
      return [gain(sides[who]!, mine, gained), t];
    }),
  );
}

/** The state with one more unit of this kind (its slot exists: buildSetup made room for the gain). */
function gain(side: Side, state: FleetState, name: UnitName): FleetState {
  const next = state.slice();
  next[2 * slotOf(side.setup, name)]!++;
  return next;
}

function survivors(side: SideSpace, final: Float64Array): Survivors[] {
  // States that differ only in damage or cards left have the same survivors: key them by the counts.
  const byKey = new Map<number, Survivors>();
  const slots = side.setup.slots;
  for (let s = 0; s < final.length; s++) {
    const p = final[s]!;
    if (p === 0) continue;
    const state = side.states[s]!;
    let key = 0;
    // Counts stay below 32 (at most 30 units per side, 1 more by Indoctrination): exact up to 10 kinds.
    for (let k = 0; k < slots.length; k++) key = key * 32 + state[2 * k]!;
    const entry = byKey.get(key);
    if (entry) {
      entry.p += p;
      continue;
    }
    const units: Partial<Record<UnitName, number>> = {};
    // The Cavalry's ship is one more of its type.
    for (let k = 0; k < slots.length; k++) if (state[2 * k]! > 0) units[slots[k]!.name] = (units[slots[k]!.name] ?? 0) + state[2 * k]!;
    byKey.set(key, { units, p });
  }
  return [...byKey.values()].sort((x, y) => y.p - x.p);
}

function expectedLoss(side: SideSpace, start: number, final: Float64Array): number {
  const initial = fleetCost(side.setup, side.states[start]!);
  let remaining = 0;
  // Adding p * cost for p = 0 leaves the sum as it is: those states are skipped.
  for (let s = 0; s < final.length; s++) if (final[s] !== 0) remaining += final[s]! * fleetCost(side.setup, side.states[s]!);
  return initial - remaining;
}

export { convolve, destroyUnits };
