/**
 * One combat from start to end, in the order of the rules:
 * - space (66.2, 67): space cannon offense (with Experimental Battlestation), "before combat"
 *   (Assault Cannon, 67.2), anti-fighter barrage in round 1 (10, 67.3), then combat rounds;
 * - invasion (44): bombardment (15, blocked by planetary shield unless a war sun is present, 56),
 *   commit ground forces, space cannon defense (66.6), then ground combat (38);
 * - ground (38): ground combat rounds only.
 * The steps before the rounds turn one pair of fleets into a distribution over pairs; the chain
 * then takes every pair to the end.
 */
import { OUTCOMES, solveChain, type ChainRules, type SideIndex } from './chain';
import { poolDistribution, withExtraDie } from './dice';
import {
  aliveCount,
  assignHits,
  combatRolls,
  destroyOneNonFighter,
  fleetCost,
  initialState,
  nonFighterCount,
  type HitTarget,
  type SideSetup,
  type Slot,
} from './fleet';
import { SideSpace } from './space';
import type { BattleInput, OddsResult, SideInput, Survivors } from './types';
import { DEFAULT_LOSS_ORDER, statsFor, UNITS, type Roll, type UnitName } from './units';

/** Experimental Battlestation: the chosen space dock uses SPACE CANNON 5 (x3). */
const BATTLESTATION: Roll = { value: 5, dice: 3 };

type Pairs = Map<number, number>;
/** Pair keys before the chain renumbers them; side state ids stay far below this. */
const KEY = 1 << 20;

export function computeOdds(input: BattleInput): OddsResult {
  const space = input.battle === 'space';
  const role = space ? 'ship' : 'ground';
  const sides = [input.attacker, input.defender] as const;
  const setups = sides.map((side) => sideSetup(side, role, input.sustain));
  const counts = sides.map((side, i) => setups[i]!.slots.map((slot) => side.units[slot.name] ?? 0));
  const spaces = sides.map((_, i) => new SideSpace(setups[i]!, sum(counts[i]!)));
  const [A, D] = spaces as [SideSpace, SideSpace];
  const start = sides.map((side, i) => {
    const directHits = space ? (sides[1 - i]!.directHit ?? 0) : 0;
    return spaces[i]!.intern(initialState(counts[i]!, directHits));
  });
  let pairs: Pairs = new Map([[start[0]! * KEY + start[1]!, 1]]);

  if (space) {
    pairs = spaceCannonOffense(pairs, A, D, input);
    pairs = assaultCannon(pairs, A, D, input);
    pairs = antiFighterBarrage(pairs, A, D, input);
  } else {
    if (input.battle === 'invasion') {
      pairs = bombardment(pairs, D, input);
      pairs = spaceCannonDefense(pairs, A, input);
    }
    pairs = magenDefenseGrid(pairs, A, D, input);
  }

  const maxDice = spaces.map((s, i) => diceCount(s, start[i]!));
  A.close(maxDice[1]!);
  D.close(maxDice[0]!);
  const nD = D.states.length;
  const initial: Pairs = new Map();
  for (const [key, p] of pairs) {
    const k = Math.floor(key / KEY) * nD + (key % KEY);
    initial.set(k, (initial.get(k) ?? 0) + p);
  }
  const chain = solveChain(A, D, initial, chainRules(input, A, D));

  const result = {} as OddsResult;
  for (const o of OUTCOMES) result[o] = chain.outcome[o];
  if (space && counts[1]!.every((n) => n === 0)) {
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

function sideSetup(side: SideInput, role: 'ship' | 'ground', policy: BattleInput['sustain']): SideSetup {
  const order = [...(side.lossOrder ?? []), ...DEFAULT_LOSS_ORDER.filter((u) => !side.lossOrder?.includes(u))];
  const slots: Slot[] = order
    .filter((name) => UNITS[name].base.role === role && (side.units[name] ?? 0) > 0)
    .map((name) => {
      const upgraded = side.upgrades.includes(name);
      const stats = statsFor(name, upgraded, side.flagship);
      return {
        name,
        combat: stats.combat,
        sustain: stats.sustain,
        fighter: name === 'fighter',
        cost: stats.cost,
        directHitImmune: name === 'dreadnought' && upgraded,
      };
    });
  return { slots, policy, duranium: side.duraniumArmor ?? false };
}

function chainRules(input: BattleInput, A: SideSpace, D: SideSpace): ChainRules {
  const sides = [input.attacker, input.defender] as const;
  const spaces = [A, D] as const;
  const retreatable = input.battle === 'space';
  const roundBound = Math.max(
    ...sides.map((s) => s.moraleBoost ?? 0),
    ...sides.map((s) => (retreatable ? (s.retreat?.afterRound ?? 0) : 0)),
  );
  return {
    modifier(side: SideIndex, round: number) {
      const s = sides[side];
      const nebula = input.nebula && input.battle === 'space' && side === 1 ? 1 : 0;
      const morale = s.moraleBoost === round ? 1 : 0;
      return s.modifier + nebula + morale;
    },
    retreats(side: SideIndex, round: number, state: number) {
      const plan = sides[side].retreat;
      if (!retreatable || !plan) return false;
      if (plan.afterRound !== undefined && round >= plan.afterRound) return true;
      return plan.atShips !== undefined && spaces[side].ships[state]! <= plan.atShips;
    },
    maxRounds: input.maxRounds ?? Infinity,
    stationaryFrom: roundBound + 1,
  };
}

/** Fires a volley (fixed dice pool) at one side; `at` is 1 for the defender, 0 for the attacker. */
function volley(pairs: Pairs, target: SideSpace, at: SideIndex, hits: Float64Array, how: HitTarget): Pairs {
  const out: Pairs = new Map();
  for (const [key, p] of pairs) {
    const a = Math.floor(key / KEY);
    const d = key % KEY;
    const own = at === 0 ? a : d;
    hits.forEach((ph, h) => {
      if (ph === 0) return;
      const next = target.intern(assignHits(target.setup, target.states[own]!, h, how));
      const k = at === 0 ? next * KEY + d : a * KEY + next;
      out.set(k, (out.get(k) ?? 0) + p * ph);
    });
  }
  return out;
}

/** Applies a step only where both sides still have units; other pairs pass unchanged. */
function whereBothFight(pairs: Pairs, A: SideSpace, D: SideSpace, step: (pair: Pairs) => Pairs): Pairs {
  const out: Pairs = new Map();
  for (const [key, p] of pairs) {
    const both = alive(A, Math.floor(key / KEY)) && alive(D, key % KEY);
    const moved = both ? step(new Map([[key, p]])) : new Map([[key, p]]);
    for (const [k, q] of moved) out.set(k, (out.get(k) ?? 0) + q);
  }
  return out;
}

function alive(side: SideSpace, s: number): boolean {
  return aliveCount(side.setup, side.states[s]!) > 0;
}

function structureRolls(side: SideInput, withBattlestation: boolean): Roll[] {
  const pds = side.units.pds ?? 0;
  const rolls: Roll[] = [];
  if (pds > 0) {
    const cannon = statsFor('pds', side.upgrades.includes('pds')).spaceCannon!;
    rolls.push({ value: cannon.value, dice: pds * cannon.dice });
  }
  if (withBattlestation) rolls.push(BATTLESTATION);
  return side.plasmaScoring ? withExtraDie(rolls) : rolls;
}

/** 66.2-66.5: both sides' space cannons (and Experimental Battlestation) fire at ships. */
function spaceCannonOffense(pairs: Pairs, A: SideSpace, D: SideSpace, input: BattleInput): Pairs {
  const { attacker, defender } = input;
  const atDefender = poolDistribution(structureRolls(attacker, false), defender.antimassDeflectors ? -1 : 0);
  const atAttacker = poolDistribution(
    structureRolls(defender, defender.experimentalBattlestation ?? false),
    attacker.antimassDeflectors ? -1 : 0,
  );
  pairs = volley(pairs, D, 1, atDefender, attacker.gravitonLaser ? 'nonFightersFirst' : 'any');
  return volley(pairs, A, 0, atAttacker, defender.gravitonLaser ? 'nonFightersFirst' : 'any');
}

/** Assault Cannon at the start of combat: the attacker's resolves first (active player). */
function assaultCannon(pairs: Pairs, A: SideSpace, D: SideSpace, input: BattleInput): Pairs {
  return whereBothFight(pairs, A, D, (one) => {
    const [[key, p]] = [...one] as [[number, number]];
    let a = Math.floor(key / KEY);
    let d = key % KEY;
    if (input.attacker.assaultCannon && nonFighterCount(A.setup, A.states[a]!) >= 3) {
      d = D.intern(destroyOneNonFighter(D.setup, D.states[d]!));
    }
    if (input.defender.assaultCannon && nonFighterCount(D.setup, D.states[d]!) >= 3) {
      a = A.intern(destroyOneNonFighter(A.setup, A.states[a]!));
    }
    return new Map([[a * KEY + d, p]]);
  });
}

/** 10: simultaneous, fighters only, not affected by combat modifiers (10.1). */
function antiFighterBarrage(pairs: Pairs, A: SideSpace, D: SideSpace, input: BattleInput): Pairs {
  return whereBothFight(pairs, A, D, (one) => {
    const [[key]] = [...one] as [[number, number]];
    const fromA = poolDistribution(barrageRolls(A, Math.floor(key / KEY), input.attacker), 0);
    const fromD = poolDistribution(barrageRolls(D, key % KEY, input.defender), 0);
    return volley(volley(one, D, 1, fromA, 'fighters'), A, 0, fromD, 'fighters');
  });
}

function barrageRolls(side: SideSpace, s: number, input: SideInput): Roll[] {
  const rolls: Roll[] = [];
  side.setup.slots.forEach((slot, k) => {
    const n = side.states[s]![2 * k]!;
    const afb = statsFor(slot.name, input.upgrades.includes(slot.name)).antiFighterBarrage;
    if (n > 0 && afb) rolls.push({ value: afb.value, dice: n * afb.dice });
  });
  return rolls;
}

/** 15, 56.3: the attacker's ships bombard unless a planetary shield stands and no war sun does. */
function bombardment(pairs: Pairs, D: SideSpace, input: BattleInput): Pairs {
  const { attacker, defender } = input;
  const shielded = (defender.units.pds ?? 0) > 0 && (attacker.units.warsun ?? 0) === 0;
  if (shielded) return pairs;
  const rolls: Roll[] = [];
  for (const name of ['warsun', 'dreadnought', 'flagship'] as const) {
    const n = attacker.units[name] ?? 0;
    const bomb = statsFor(name, attacker.upgrades.includes(name)).bombardment;
    if (n > 0 && bomb) rolls.push({ value: bomb.value, dice: n * bomb.dice });
  }
  const pool = attacker.plasmaScoring ? withExtraDie(rolls) : rolls;
  return volley(pairs, D, 1, poolDistribution(pool, 0), 'any');
}

/** 66.6-66.8: the planet's space cannons fire at the committed ground forces. */
function spaceCannonDefense(pairs: Pairs, A: SideSpace, input: BattleInput): Pairs {
  const rolls = structureRolls(input.defender, false);
  return volley(pairs, A, 0, poolDistribution(rolls, input.attacker.antimassDeflectors ? -1 : 0), 'any');
}

/** Magen Defense Grid (PoK): at the start of ground combat, 1 hit on the invader's ground forces. */
function magenDefenseGrid(pairs: Pairs, A: SideSpace, D: SideSpace, input: BattleInput): Pairs {
  if (!input.defender.magenDefenseGrid) return pairs;
  return whereBothFight(pairs, A, D, (one) => volley(one, A, 0, new Float64Array([0, 1]), 'any'));
}

/** The most dice a side can roll in a round: what it starts the rounds with at most. */
function diceCount(side: SideSpace, s: number): number {
  return sum(combatRolls(side.setup, side.states[s]!).map((r) => r.dice));
}

function survivors(side: SideSpace, final: Float64Array): Survivors[] {
  const byKey = new Map<string, Survivors>();
  final.forEach((p, s) => {
    if (p === 0) return;
    const units: Partial<Record<UnitName, number>> = {};
    side.setup.slots.forEach((slot, k) => {
      const n = side.states[s]![2 * k]!;
      if (n > 0) units[slot.name] = n;
    });
    const key = JSON.stringify(units);
    const entry = byKey.get(key) ?? { units, p: 0 };
    entry.p += p;
    byKey.set(key, entry);
  });
  return [...byKey.values()].sort((x, y) => y.p - x.p);
}

function expectedLoss(side: SideSpace, start: number, final: Float64Array): number {
  const initial = fleetCost(side.setup, side.states[start]!);
  let remaining = 0;
  final.forEach((p, s) => (remaining += p * fleetCost(side.setup, side.states[s]!)));
  return initial - remaining;
}

function sum(xs: readonly number[]): number {
  return xs.reduce((t, x) => t + x, 0);
}
