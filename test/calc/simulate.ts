/**
 * A Monte Carlo twin of the engine, for tests only. It shares no code with lib/calc beyond the
 * input types and the data tables (units, factions): units are individual pieces with damage
 * flags, dice are rolled with a seeded d10, and the steps of the rules and cards are followed
 * literally, one piece and one die at a time.
 */
import type { Outcome } from '@/lib/calc/chain';
import { FACTIONS } from '@/lib/calc/factions';
import type { BattleInput, SideInput } from '@/lib/calc/types';
import { DEFAULT_LOSS_ORDER, UNITS, type Roll, type UnitName, type UnitStats } from '@/lib/calc/units';

/** mulberry32: a small, well-mixed 32-bit generator; the same seed gives the same battles. */
export function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let x = Math.imul(t ^ (t >>> 15), 1 | t);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fair ten-sided die: 1..10. */
export function d10(random: () => number): number {
  return 1 + Math.floor(random() * 10);
}

interface Piece {
  name: UnitName;
  rank: number;
  value: number;
  dice: number;
  burst: number;
  bonus: number;
  cost: number;
  sustain: boolean;
  /** Anti-fighter barrage in space: the card's, or the Memoria's on The Cavalry's ship. */
  afb?: Roll;
  immune: boolean;
  damaged: boolean;
  sustainedThisRound: boolean;
}

interface Army {
  side: SideInput;
  abilities: Set<string>;
  modifier: number;
  pieces: Piece[];
  policy: 'first' | 'last';
  duranium: boolean;
  /** Direct Hit cards the opponent still holds against this army. */
  directHits: number;
  shields: number;
  repairs: number;
  soak: number;
  reflective: number;
  courageous: number;
  /** The opponent's flagship or mech stops this army from sustaining (Fourth Moon, Moll Terminus). */
  blockedBy: () => boolean;
  wiped: boolean;
}

/** Sides of a battle under Articles of War (a law of the whole battle; the helpers here take a side). */
const ARTICLES = new WeakSet<SideInput>();

function abilitiesOf(side: SideInput): Set<string> {
  const f = side.faction ? FACTIONS.get(side.faction) : undefined;
  // Articles of War: a mech card keeps its numbers and Sustain Damage, no other printed ability.
  const kept = (f?.abilities ?? []).filter((a) => !(ARTICLES.has(side) && a.kind === 'mech'));
  const own = kept.filter((a) => !a.option || side.factionOptions?.includes(a.id)).map((a) => a.id);
  // Commanders lent by other factions' Alliance notes.
  return new Set([...own, ...(side.allianceCommanders ?? [])]);
}

/** The printed stats of a unit for this side: generic card, upgrade, faction card. */
function stats(side: SideInput, name: UnitName): UnitStats {
  const f = side.faction ? FACTIONS.get(side.faction) : undefined;
  const up = side.upgrades.includes(name);
  let s: UnitStats = up && UNITS[name].upgraded ? UNITS[name].upgraded! : UNITS[name].base;
  const o = f?.units[name];
  if (o) s = { ...s, ...(up ? (o.upgraded ?? o.base) : o.base) };
  if (name === 'flagship' && !f && side.flagship) s = { ...s, combat: side.flagship };
  if (name === 'mech' && ARTICLES.has(side)) s = { ...s, planetaryShield: false, bombardment: undefined, spaceCannon: undefined };
  return s;
}

function takesPart(side: SideInput, ab: Set<string>, who: 0 | 1, space: boolean, name: UnitName): boolean {
  const role = UNITS[name].base.role;
  const flagship = (side.units.flagship ?? 0) > 0;
  if (space) return role === 'ship' || (role === 'ground' && flagship && ab.has('theAlastor')) || (name === 'mech' && ab.has('eidolon'));
  if (role === 'ground') return true;
  if (name === 'pds') return who === 1 && stats(side, 'pds').groundForce === true;
  return name === 'fighter' && who === 0 && flagship && ab.has('matriarch');
}

function army(input: BattleInput, who: 0 | 1): Army {
  const side = who === 0 ? input.attacker : input.defender;
  const other = who === 0 ? input.defender : input.attacker;
  const space = input.battle === 'space';
  const ab = abilitiesOf(side);
  const f = side.faction ? FACTIONS.get(side.faction) : undefined;
  const order = [...new Set<UnitName>([...(side.lossOrder ?? []), ...DEFAULT_LOSS_ORDER, 'pds'])];
  const pieces: Piece[] = [];
  order.forEach((name, rank) => {
    if (!takesPart(side, ab, who, space, name)) return;
    let s = stats(side, name);
    if (space && name === 'mech' && ab.has('eidolon')) s = { ...s, combat: { value: 8, dice: 2 }, sustain: false };
    let bonus = 0;
    if (name === 'flagship' && ab.has('arviconRex')) bonus += 2;
    if (name === 'mech' && (ab.has('iconoclast') || ab.has('mordred'))) bonus += 2;
    if (name === 'fighter' && side.prophecyOfIxth) bonus += 1;
    for (let i = 0; i < (side.units[name] ?? 0); i++) {
      pieces.push({
        name,
        rank,
        value: s.combat?.value ?? 0,
        dice: s.combat?.dice ?? 0,
        burst: s.combatBurst ?? 0,
        bonus,
        cost: s.cost,
        sustain: s.sustain && !(name === 'warsun' && input.publicizeWeaponSchematics),
        ...(space && s.antiFighterBarrage ? { afb: s.antiFighterBarrage } : {}),
        immune: name === 'dreadnought' && side.upgrades.includes(name),
        damaged: false,
        sustainedThisRound: false,
      });
    }
  });
  if (space && side.theCavalry) cavalry(pieces, side.theCavalry, input);
  return {
    side,
    abilities: ab,
    modifier: side.modifier + (f?.modifier ?? 0),
    pieces,
    policy: input.sustain,
    duranium: side.duraniumArmor ?? false,
    directHits: space ? (other.directHit ?? 0) : 0,
    shields: space ? (side.shieldsHolding ?? 0) : 0,
    repairs: side.emergencyRepairs ? 1 : 0,
    soak: space && ab.has('quantumManipulator') ? (side.units.mech ?? 0) : 0,
    reflective: space && side.reflectiveShielding ? 1 : 0,
    courageous: space && side.courageousToTheEnd ? 1 : 0,
    blockedBy: () => false,
    wiped: false,
  };
}

/**
 * The Cavalry, as the card reads: the last piece of the chosen type takes the Nomad flagship's
 * combat value (with its dice), barrage and Sustain Damage, and is lost after the others of its type.
 */
function cavalry(pieces: Piece[], play: NonNullable<SideInput['theCavalry']>, input: BattleInput): void {
  const memoria = stats({ units: {}, upgrades: play.memoriaII ? ['flagship'] : [], modifier: 0, faction: 'nomad' }, 'flagship');
  const ship = pieces.filter((p) => p.name === play.ship).at(-1)!;
  ship.value = memoria.combat!.value;
  ship.dice = memoria.combat!.dice;
  ship.afb = memoria.antiFighterBarrage;
  ship.sustain = !(ship.name === 'warsun' && input.publicizeWeaponSchematics);
  if (ship.name !== 'flagship') ship.rank += 0.5;
}

/** The pieces of the first kind in loss order among these (a Cavalry ship is a kind of its own). */
function firstKind(pieces: Piece[]): Piece[] {
  const rank = Math.min(...pieces.map((p) => p.rank));
  return pieces.filter((p) => p.rank === rank);
}

const has = (a: Army, name: UnitName) => a.pieces.some((p) => p.name === name);
const isFighter = (p: Piece, space: boolean) => space && p.name === 'fighter';

function roll(random: () => number, rolls: Roll[], modifier: number, reroll = false): number {
  let hits = 0;
  for (const r of rolls) for (let i = 0; i < r.dice; i++) if (d10(random) + modifier >= r.value || (reroll && d10(random) + modifier >= r.value)) hits++;
  return hits;
}

/** A unit-ability roll as the cards say: the Argent commander's die, Strike Wing Ambuscade's on the first roll, Ta Zern's rerolls. */
function abilityRoll(random: () => number, a: Army, rolls: Roll[], modifier: number, first: boolean): number {
  let pool = rolls;
  const extra = (a.abilities.has('trrakanAunZulok') ? 1 : 0) + (first && a.side.strikeWingAmbuscade ? 1 : 0);
  for (let i = 0; i < extra; i++) pool = plasma(pool, true);
  return roll(random, pool, modifier, a.abilities.has('taZern'));
}

function plasma(rolls: Roll[], on: boolean | undefined): Roll[] {
  if (!on || rolls.length === 0) return rolls;
  return [...rolls, { value: Math.min(...rolls.map((r) => r.value)), dice: 1 }];
}

/** Scramble Frequency, literally: if the roll beat its average, every die is rolled again (the roller's own extras with it). */
function rollScrambled(random: () => number, a: Army, rolls: Roll[], modifier: number, scrambled: boolean, first = true): number {
  const hits = abilityRoll(random, a, rolls, modifier, first);
  if (!scrambled) return hits;
  let pool = rolls;
  const extra = (a.abilities.has('trrakanAunZulok') ? 1 : 0) + (first && a.side.strikeWingAmbuscade ? 1 : 0);
  for (let i = 0; i < extra; i++) pool = plasma(pool, true);
  let mean = 0;
  const reroll = a.abilities.has('taZern');
  for (const r of pool) {
    const p = Math.min(1, Math.max(0, (11 - (r.value - modifier)) / 10));
    mean += r.dice * (reroll ? p + (1 - p) * p : p);
  }
  return hits > mean + 1e-12 ? abilityRoll(random, a, rolls, modifier, first) : hits;
}

type Filter = 'any' | 'fighters' | 'nonFightersFirst';

interface Report {
  sustains: number;
  mechSustains: number;
  bestLost: number;
}

function kill(a: Army, p: Piece, report?: Report): void {
  a.pieces.splice(a.pieces.indexOf(p), 1);
  if (report && p.value > 0) report.bestLost = report.bestLost === 0 ? p.value : Math.min(report.bestLost, p.value);
  if (p.name === 'flagship' && a.abilities.has('vanHauge') && !has(a, 'flagship')) a.wiped = true;
}

/** The cheapest piece of the first kind in loss order, a damaged one (this round's first). */
function victim(candidates: Piece[]): Piece | undefined {
  const rank = Math.min(...candidates.map((p) => p.rank));
  const kind = candidates.filter((p) => p.rank === rank);
  return kind.find((p) => p.sustainedThisRound) ?? kind.find((p) => p.damaged) ?? kind[0];
}

/** Returns how many further hits the sustain cancels (Non-Euclidean Shielding: 1). */
function sustainOrDie(a: Army, p: Piece, report: Report): number {
  report.sustains++;
  if (p.name === 'mech' && a.abilities.has('valkyrieExoskeleton')) report.mechSustains++;
  const extra = a.abilities.has('nonEuclideanShielding') ? 1 : 0;
  if (a.directHits > 0 && !p.immune) {
    a.directHits--;
    kill(a, p, report);
    return extra;
  }
  p.damaged = true;
  p.sustainedThisRound = true;
  return extra;
}

function takeHits(a: Army, hits: number, filter: Filter, space: boolean, report: Report = { sustains: 0, mechSustains: 0, bestLost: 0 }): Report {
  const blocked = a.blockedBy();
  let skip = 0;
  for (let h = 0; h < hits; h++) {
    if (a.wiped) return report;
    if (skip > 0) {
      skip--;
      continue;
    }
    let candidates = a.pieces.filter((p) => (filter === 'fighters' ? isFighter(p, space) : true));
    if (filter === 'nonFightersFirst' && candidates.some((p) => !isFighter(p, space))) candidates = candidates.filter((p) => !isFighter(p, space));
    if (candidates.length === 0) {
      if (filter === 'nonFightersFirst') continue;
      return report;
    }
    const fresh = candidates.filter((p) => p.sustain && !p.damaged && filter !== 'fighters' && !blocked);
    if (a.policy === 'first' && fresh.length > 0) {
      const pool = a.directHits > 0 && fresh.some((p) => p.immune) ? fresh.filter((p) => p.immune) : fresh;
      skip = sustainOrDie(a, pool.reduce((best, p) => (p.rank < best.rank ? p : best)), report);
      continue;
    }
    const v = victim(candidates)!;
    if (a.policy === 'last' && filter !== 'fighters') {
      const sameKindFresh = fresh.find((p) => p.rank === v.rank);
      if (sameKindFresh) {
        skip = sustainOrDie(a, sameKindFresh, report);
        continue;
      }
    }
    kill(a, v, report);
  }
  return report;
}

/**
 * A hit whose producer chooses the target (Devotion, Dimensional Splicer, Magen Defense Grid Ω):
 * the most valuable piece it destroys, else the most valuable one, which sustains.
 */
function aimedHit(them: Army): void {
  if (them.pieces.length === 0 || them.wiped || soakOutsideRounds(them, 1) === 0) return;
  const blocked = them.blockedBy();
  const dies = (p: Piece) => !p.sustain || blocked || p.damaged;
  const pick = (ps: Piece[]) => ps.reduce((best, p) => (p.cost > best.cost || (p.cost === best.cost && p.rank >= best.rank) ? p : best));
  const killable = them.pieces.filter(dies);
  const target = killable.length > 0 ? pick(killable) : pick(them.pieces);
  if (dies(target)) kill(them, target);
  else if (them.directHits > 0 && !target.immune) {
    them.directHits--;
    kill(them, target);
  } else target.damaged = true;
}

function endOfRound(a: Army): void {
  if (a.duranium) {
    const repairable = a.pieces.filter((p) => p.damaged && !p.sustainedThisRound);
    if (repairable.length > 0) repairable.reduce((best, p) => (p.rank > best.rank ? p : best)).damaged = false;
  }
  if (a.repairs > 0 && a.pieces.some((p) => p.damaged)) {
    a.repairs--;
    a.pieces.forEach((p) => (p.damaged = false));
  }
  a.pieces.forEach((p) => (p.sustainedThisRound = false));
}

function startOfRound(a: Army, space: boolean): void {
  if (space && a.abilities.has('arcSecundus')) a.pieces.forEach((p) => p.name === 'flagship' && (p.damaged = false));
}

function structureRolls(side: SideInput, names: UnitName[], extra: Roll[] = []): Roll[] {
  const rolls: Roll[] = [];
  for (const name of names) {
    const sc = stats(side, name).spaceCannon;
    for (let i = 0; i < (side.units[name] ?? 0); i++) if (sc) rolls.push(sc);
  }
  // Ul the Progenitor's Geoform: Elysium fires SPACE CANNON 5 (x3).
  if (abilitiesOf(side).has('ulTheProgenitor')) rolls.push({ value: 5, dice: 3 });
  // Custodia Vigilia (Keleres, I.I.H.Q. Modernization): Mecatol Rex gains SPACE CANNON 5.
  if (abilitiesOf(side).has('custodiaVigilia')) rolls.push({ value: 5, dice: 1 });
  return plasma([...rolls, ...extra], side.plasmaScoring);
}

/** One piece's combat dice this round: value, count, burst, modifier. */
function combatDice(a: Army, p: Piece, opponent: Army, space: boolean, mod: number, fighterBonus: number) {
  let bonus = p.bonus + (isFighter(p, space) ? fighterBonus : 0);
  let extra = 0;
  if (space && a.abilities.has('cmorranNorr') && has(a, 'flagship') && p.name !== 'flagship') bonus += 1;
  if (!space && a.abilities.has('shieldPaling') && has(a, 'mech') && p.name === 'infantry') bonus += 1;
  if (a.abilities.has('viszElVir') && p.name === 'mech' && (space ? has(a, 'flagship') : (a.side.units.flagship ?? 0) > 0)) extra += 1;
  let dice = p.dice + extra;
  if (space && p.name === 'flagship' && a.abilities.has('salaiSaiCorian')) dice = opponent.pieces.filter((q) => !isFighter(q, space)).length;
  return { dice, modifier: mod + bonus };
}

/** X-89 Bacterial Weapon ΩΩ: each bombardment and ground combat hit counts twice. */
function x89Twice(side: SideInput): number {
  return side.x89BacterialWeaponOmegaOmega ? 2 : 1;
}

/** The dice a side rolls in a round: each piece with its dice and modifier, an agent's extra die on the likeliest to hit. */
function roundDice(a: Army, opponent: Army, space: boolean, mod: number, fighterBonus: number, extraDie: boolean) {
  // An agent's extra die: the piece likeliest to hit (a 9 or 10 adds its burst), never a fighter on the ground.
  const expected = (p: Piece) => Math.min(1, Math.max(0, (11 - (p.value - combatDice(a, p, opponent, space, mod, fighterBonus).modifier)) / 10)) + 0.2 * p.burst;
  const chosen = extraDie ? a.pieces.filter((p) => p.value > 0 && (space || p.name !== 'fighter')).reduce<Piece | undefined>((b, p) => (!b || expected(p) > expected(b) ? p : b), undefined) : undefined;
  return a.pieces
    .filter((p) => p.value > 0)
    .map((p) => {
      const { dice, modifier } = combatDice(a, p, opponent, space, mod, fighterBonus);
      return { p, dice: dice + (p === chosen ? 1 : 0), modifier };
    });
}

/** One die's hits by face, and whether a reroll (of a miss without a burst face) rolls it again. */
const faceHits = (p: Piece, modifier: number, face: number) => (face + modifier >= p.value ? 1 : 0) + (face >= 9 ? p.burst : 0);
const rerolls = (p: Piece, modifier: number, face: number) => !(face + modifier >= p.value) && !(face >= 9 && p.burst > 0);

/** A round's roll: free hits and, for [0.0.1], hits that must go to non-fighter ships; each counted `perHit` times. */
function combatRoll(random: () => number, a: Army, opponent: Army, space: boolean, mod: number, reroll: boolean, fighterBonus: number, extraDie = false, perHit = 1) {
  let free = 0;
  let directed = 0;
  const l1 = space && a.abilities.has('zeroZeroOne') && has(a, 'flagship');
  for (const { p, dice, modifier } of roundDice(a, opponent, space, mod, fighterBonus, extraDie)) {
    for (let i = 0; i < dice; i++) {
      let face = d10(random);
      if (reroll && rerolls(p, modifier, face)) face = d10(random);
      const hits = perHit * faceHits(p, modifier, face);
      if (l1 && (p.name === 'flagship' || p.name === 'dreadnought')) directed += hits;
      else free += hits;
    }
  }
  return { free, directed };
}

/** The average hits of that roll, worked out face by face (War Funding Ω rerolls an opponent's roll above it). */
function meanRoll(a: Army, opponent: Army, space: boolean, mod: number, reroll: boolean, fighterBonus: number, extraDie = false): number {
  const FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  let mean = 0;
  for (const { p, dice, modifier } of roundDice(a, opponent, space, mod, fighterBonus, extraDie)) {
    const once = FACES.reduce((t, f) => t + faceHits(p, modifier, f) / 10, 0);
    mean += dice * FACES.reduce((t, f) => t + (reroll && rerolls(p, modifier, f) ? once : faceHits(p, modifier, f)) / 10, 0);
  }
  return mean;
}

function clone(a: Army): Army {
  return { ...a, pieces: a.pieces.map((p) => ({ ...p })) };
}

/**
 * Quantum Manipulators against hits produced during combat but outside the rounds (barrage, Ambush,
 * Dimensional Splicer, Impulse Core, Devotion): one cancel per mech, only on hits that would find a target.
 */
function soakOutsideRounds(a: Army, hits: number, useful = hits): number {
  const n = Math.min(a.soak, hits, useful);
  a.soak -= n;
  return hits - n;
}

/** The round's hits on one army: Shields Holding, Quantum Manipulators, then directed, then free. */
function receive(a: Army, free: number, directed: number, space: boolean): Report {
  let d = directed;
  let f = free;
  if (d + f > 0 && a.shields > 0) {
    a.shields--;
    const c = Math.min(2, d);
    d -= c;
    f -= Math.min(2 - c, f);
  }
  while (a.soak > 0 && d + f > 0) {
    a.soak--;
    if (d > 0) d--;
    else f--;
  }
  const report = takeHits(a, d, 'nonFightersFirst', space);
  return takeHits(a, f, 'any', space, report);
}

export function simulate(input: BattleInput, random: () => number): Outcome {
  const space = input.battle === 'space';
  const { attacker: atk, defender: def } = input;
  for (const side of [atk, def]) {
    if (input.articlesOfWar) ARTICLES.add(side);
    else ARTICLES.delete(side);
  }
  const A = army(input, 0);
  const D = army(input, 1);
  const blocker = (x: Army) => () => (space ? x.abilities.has('fourthMoon') && has(x, 'flagship') : x.abilities.has('mollTerminus') && has(x, 'mech'));
  A.blockedBy = blocker(D);
  D.blockedBy = blocker(A);
  const settle = (): Outcome | undefined => {
    if (A.wiped || D.wiped) return 'draw';
    if (A.pieces.length === 0 && D.pieces.length === 0) return 'draw';
    // The Matriarch's fighters go back to space when the combat ends: alone they take no planet.
    if (D.pieces.length === 0) return !space && A.pieces.every((p) => p.name === 'fighter') ? 'draw' : 'attacker';
    if (A.pieces.length === 0) return 'defender';
    return undefined;
  };
  const clearRound = () => [A, D].forEach((x) => x.pieces.forEach((p) => (p.sustainedThisRound = false)));
  const bombardRolls = (withMechs: boolean): Roll[] => {
    const rolls: Roll[] = [];
    for (const name of Object.keys(UNITS) as UnitName[]) {
      const s = stats(atk, name);
      if (s.role === 'structure' || (s.role === 'ground' && !(withMechs && name === 'mech'))) continue;
      const b = s.bombardment ?? (atk.blitz && s.role === 'ship' && name !== 'fighter' ? { value: 6, dice: 1 } : undefined);
      for (let i = 0; i < (atk.units[name] ?? 0); i++) if (b) rolls.push(b);
    }
    return plasma(rolls, atk.plasmaScoring);
  };
  // Whether bombardment is stopped: a planetary shield, or Conventions of War on a cultural planet.
  const shieldUp = () => {
    if (def.conventionsOfWar) return true;
    if (A.abilities.has('twoRam') || (atk.units.warsun ?? 0) > 0 || (A.abilities.has('arcSecundus') && (atk.units.flagship ?? 0) > 0)) return false;
    return (['pds', 'mech'] as const).some((n) => (def.units[n] ?? 0) > 0 && stats(def, n).planetaryShield && !(n === 'pds' && atk.disable));
  };

  if (space) {
    const noCannonAt = (to: SideInput, toArmy: Army) => (toArmy.abilities.has('quetzecoatl') && (to.units.flagship ?? 0) > 0) || (to === atk && (atk.solarFlare ?? false));
    const offense = (from: SideInput, to: SideInput, toArmy: Army, eb: boolean) => {
      if (noCannonAt(to, toArmy)) return 0;
      const rolls = structureRolls(from, ['pds', 'flagship', 'mech'], eb ? [{ value: 5, dice: 3 }] : []);
      const hits = rollScrambled(random, from === atk ? A : D, rolls, to.antimassDeflectors ? -1 : 0, (to.scrambleFrequency ?? false) && rolls.length > 0);
      return Math.max(0, hits - (to.maneuveringJets ?? 0));
    };
    const atD = offense(atk, def, D, false);
    const atA = offense(def, atk, A, def.experimentalBattlestation ?? false);
    takeHits(D, atD, atk.gravitonLaser ? 'nonFightersFirst' : 'any', space);
    takeHits(A, atA, def.gravitonLaser ? 'nonFightersFirst' : 'any', space);
    clearRound();
    if (settle()) return settle()!;
    const nonFighters = (a: Army) => a.pieces.filter((p) => !isFighter(p, space));
    for (const [me, them] of [
      [A, D],
      [D, A],
    ] as const) {
      if (settle()) return settle()!;
      if (me.side.assaultCannon && nonFighters(me).length >= 3) {
        const v = victim(nonFighters(them));
        if (v) kill(them, v);
      }
      if (settle()) return settle()!;
      if (me.abilities.has('ambush')) {
        // The 2 best combat values, cruisers first on a tie.
        const shooters = [...me.pieces.filter((p) => p.name === 'cruiser'), ...me.pieces.filter((p) => p.name === 'destroyer')].sort((x, y) => x.value - y.value).slice(0, 2);
        let hits = 0;
        for (const p of shooters) if (d10(random) >= p.value) hits++;
        takeHits(them, soakOutsideRounds(them, hits), 'any', space);
      }
      if (settle()) return settle()!;
      if (me.abilities.has('dimensionalSplicer')) aimedHit(them);
      if (settle()) return settle()!;
      if (me.abilities.has('impulseCore')) {
        const p = me.pieces.filter((q) => q.name === 'destroyer').concat(me.pieces.filter((q) => q.name === 'cruiser'))[0];
        if (p) {
          kill(me, (firstKind(me.pieces.filter((q) => q.name === p.name)).find((q) => q.damaged) ?? p));
          takeHits(them, soakOutsideRounds(them, 1), 'nonFightersFirst', space);
        }
      }
      clearRound();
    }
    if (settle()) return settle()!;
    // Anti-fighter barrage, both at once; Scramble Frequency if no space cannon was rolled at it.
    const scUsed = (holder: SideInput, from: SideInput, eb: boolean) => structureRolls(from, ['pds', 'flagship', 'mech'], eb ? [{ value: 5, dice: 3 }] : []).length > 0;
    // Each die read on its own: Strike Wing Alpha II destroyers also destroy an infantry on a 9 or 10.
    const barrage = (a: Army, holderScrambles: boolean, firstRoll: boolean) => {
      if ((a === A ? D : A).abilities.has('iconoclastOmega')) return { hits: 0, kills: 0 };
      const swa = a.abilities.has('strikeWingAlpha') && a.side.upgrades.includes('destroyer');
      const dice = a.pieces.flatMap((p) => {
        const afb = p.afb;
        return afb ? Array.from({ length: afb.dice }, () => ({ value: afb.value, kills: swa && p.name === 'destroyer' })) : [];
      });
      // The Argent commander's and Strike Wing Ambuscade's dice: one more for the best barrage die.
      const extra = (a.abilities.has('trrakanAunZulok') ? 1 : 0) + (firstRoll && a.side.strikeWingAmbuscade ? 1 : 0);
      for (let i = 0; i < extra && dice.length > 0; i++) {
        const best = Math.min(...dice.map((d) => d.value));
        dice.push(dice.find((d) => d.value === best && d.kills) ?? dice.find((d) => d.value === best)!);
      }
      const reroll = a.abilities.has('taZern');
      const once = () => {
        let hits = 0;
        let kills = 0;
        for (const d of dice) {
          let face = d10(random);
          if (reroll && face < d.value) face = d10(random);
          if (face >= d.value) hits++;
          if (d.kills && face >= 9) kills++;
        }
        return { hits, kills };
      };
      const first = once();
      const p = (d: { value: number }) => Math.min(1, Math.max(0, (11 - d.value) / 10));
      const mean = dice.reduce((t, d) => t + (reroll ? p(d) + (1 - p(d)) * p(d) : p(d)), 0);
      return holderScrambles && first.hits > mean + 1e-12 ? once() : first;
    };
    const fired = (from: SideInput, to: SideInput, toArmy: Army, eb: boolean) => !noCannonAt(to, toArmy) && scUsed(to, from, eb);
    const fromA = barrage(A, (def.scrambleFrequency ?? false) && !scUsed(def, atk, false), !fired(atk, def, D, false));
    const fromD = barrage(D, (atk.scrambleFrequency ?? false) && !scUsed(atk, def, def.experimentalBattlestation ?? false), !fired(def, atk, A, def.experimentalBattlestation ?? false));
    for (const [me, them, { hits, kills }] of [
      [A, D, fromA],
      [D, A, fromD],
    ] as const) {
      for (let i = 0; i < kills; i++) {
        const infantry = them.pieces.find((p) => p.name === 'infantry');
        if (infantry) kill(them, infantry);
      }
      const fighters = them.pieces.filter((p) => isFighter(p, space)).length;
      if (me.side.waylay) takeHits(them, soakOutsideRounds(them, hits), 'any', space);
      else if (me.abilities.has('raidFormation')) {
        const left = soakOutsideRounds(them, hits, fighters + them.pieces.filter((p) => p.sustain && !p.damaged).length);
        takeHits(them, left, 'fighters', space);
        for (let i = 0; i < left - fighters; i++) {
          const fresh = them.pieces.filter((p) => p.sustain && !p.damaged);
          if (fresh.length === 0) break;
          fresh.reduce((best, p) => (p.cost > best.cost || (p.cost === best.cost && p.rank >= best.rank) ? p : best)).damaged = true;
        }
      } else takeHits(them, soakOutsideRounds(them, hits, fighters), 'fighters', space);
    }
    clearRound();
    if (settle()) return settle()!;
  } else {
    if (input.battle === 'invasion') {
      if (!shieldUp()) {
        const rolls = bombardRolls(true);
        const infantry = () => D.pieces.filter((p) => p.name === 'infantry');
        const before = infantry().length;
        takeHits(D, x89Twice(atk) * rollScrambled(random, A, rolls, def.bunker ? -4 : 0, (def.scrambleFrequency ?? false) && rolls.length > 0), 'any', space);
        // X-89 Bacterial Weapon Ω: an infantry destroyed by the bombardment takes all the others.
        if (atk.x89BacterialWeapon && infantry().length < before) for (const p of infantry()) kill(D, p);
      }
      if (!A.abilities.has('l4Disruptors')) {
        const rolls = structureRolls(def, atk.disable ? ['mech'] : ['pds', 'mech']);
        const hits = rollScrambled(random, D, rolls, atk.antimassDeflectors ? -1 : 0, (atk.scrambleFrequency ?? false) && rolls.length > 0);
        takeHits(A, Math.max(0, hits - (atk.maneuveringJets ?? 0)), 'any', space);
      }
      clearRound();
    }
    if (settle()) return settle()!;
    const indoctrinate = (me: Army, them: Army) => {
      const inf = them.pieces.find((p) => p.name === 'infantry');
      if (!inf || settle()) return;
      kill(them, inf);
      // Moyin's Ashes: a mech instead of the infantry.
      const name: UnitName = me.abilities.has('moyinsAshes') ? 'mech' : 'infantry';
      const s = stats(me.side, name);
      const rank = [...new Set<UnitName>([...(me.side.lossOrder ?? []), ...DEFAULT_LOSS_ORDER, 'pds'])].indexOf(name);
      me.pieces.push({ name, rank, value: s.combat!.value, dice: s.combat!.dice, burst: 0, bonus: 0, cost: s.cost, sustain: s.sustain, immune: false, damaged: false, sustainedThisRound: false });
    };
    const place = (me: Army) => {
      const s = stats(me.side, 'infantry');
      const rank = [...new Set<UnitName>([...(me.side.lossOrder ?? []), ...DEFAULT_LOSS_ORDER, 'pds'])].indexOf('infantry');
      me.pieces.push({ name: 'infantry', rank, value: s.combat!.value, dice: s.combat!.dice, burst: 0, bonus: 0, cost: s.cost, sustain: s.sustain, immune: false, damaged: false, sustainedThisRound: false });
    };
    // Greyfire Mutagen: against 2 or more ground forces (not the Matriarch's fighters), an infantry changes sides.
    const greyfire = (me: Army, them: Army) => {
      const inf = them.pieces.find((p) => p.name === 'infantry');
      if (!inf || settle() || them.pieces.filter((p) => p.name !== 'fighter').length < 2) return;
      kill(them, inf);
      place(me);
    };
    if (A.abilities.has('indoctrination')) indoctrinate(A, D);
    if (atk.greyfireMutagen) greyfire(A, D);
    if (def.greyfireMutagen) greyfire(D, A);
    if (D.abilities.has('claireGibson') && !settle()) place(D);
    if (settle()) return settle()!;
    if (def.magenDefenseGrid) aimedHit(A);
    clearRound();
    if (settle()) return settle()!;
    if (D.abilities.has('indoctrination')) indoctrinate(D, A);
    if (settle()) return settle()!;
  }
  startOfRound(A, space);
  startOfRound(D, space);
  for (let round = 1; ; round++) {
    if (round > (input.maxRounds ?? Infinity)) return 'ongoing';
    if (round > 2000) return 'stalemate';
    const wants = (a: Army, side: SideInput) =>
      space &&
      side.retreat !== undefined &&
      ((side.retreat.afterRound !== undefined && round >= side.retreat.afterRound) ||
        (side.retreat.atShips !== undefined && a.pieces.length <= side.retreat.atShips));
    const defRetreats = wants(D, def);
    const atkRetreats = !defRetreats && wants(A, atk);
    // Tekklar Legion: +1 for the holder, -1 for a Sardakk N'orr opponent; Rickar Rickani +2.
    const tekklar = (a: Army) => (space ? 0 : (a.side.tekklarLegion ? 1 : 0) - ((a === A ? def : atk).tekklarLegion && a.side.faction === 'sardakk' ? 1 : 0));
    const mod = (a: Army, isDefender: boolean) =>
      a.modifier +
      (a.side.moraleBoost === round ? 1 : 0) +
      (isDefender && space && input.nebula ? 1 : 0) +
      (a.abilities.has('supercharge') && round === 1 ? 1 : 0) +
      (a.abilities.has('rickarRickani') ? 2 : 0) +
      tekklar(a);
    const reroll = (a: Army) => (space ? (a.side.munitionsReserves ?? 0) >= round || (round === 1 && !!(a.side.warFunding || a.side.warFundingOmega)) : (a.side.fireTeam ?? false) && round === 1);
    const agent = (a: Army) => round === (a.side.agentRound ?? 1) && a.abilities.has(space ? 'viscountUnlenn' : 'evelynDelouis');
    const fb = (a: Army) => (space && a.side.fighterPrototype && round === 1 ? 2 : 0);
    if (round > 50 && !A.pieces.concat(D.pieces).some((p) => p.value > 0 && p.value - mod(A, false) - p.bonus <= 12)) return 'stalemate';
    const roll = (a: Army, b: Army, isDefender: boolean) => combatRoll(random, a, b, space, mod(a, isDefender), reroll(a), fb(a), agent(a), space ? 1 : x89Twice(a.side));
    // War Funding Ω, in round 1: the opponent's whole roll again when it beat its average.
    const fundedAgainst = (a: Army, b: Army, isDefender: boolean, r: { free: number; directed: number }) =>
      space && round === 1 && b.side.warFundingOmega && r.free + r.directed > meanRoll(a, b, space, mod(a, isDefender), reroll(a), fb(a), agent(a)) + 1e-12 ? roll(a, b, isDefender) : r;
    const rollA = fundedAgainst(A, D, false, roll(A, D, false));
    const rollD = fundedAgainst(D, A, true, roll(D, A, true));
    // Valkyrie Particle Weave looks at the opponent's combat roll, made before Harrow's bombardment.
    const weave = [!space && A.abilities.has('valkyrieParticleWeave') && rollD.free + rollD.directed > 0 ? 1 : 0, !space && D.abilities.has('valkyrieParticleWeave') && rollA.free + rollA.directed > 0 ? 1 : 0];
    if (!space && input.battle !== 'space' && A.abilities.has('harrow') && !shieldUp()) {
      // Harrow, at the end of the round: its hits are assigned one at a time after the round's, which
      // under a one-hit-at-a-time policy is the same as with them.
      rollA.free += x89Twice(atk) * abilityRoll(random, A, bombardRolls(false), def.bunker ? -4 : 0, false);
    }
    // Reaction hits join the round's hits: settle their number on copies, then assign for real.
    let extra = [...weave];
    for (let guard = 0; guard < 10; guard++) {
      const a = clone(A);
      const d = clone(D);
      a.blockedBy = A.blockedBy;
      d.blockedBy = D.blockedBy;
      const rA = receive(a, rollD.free + extra[1]!, rollD.directed, space);
      const rD = receive(d, rollA.free + extra[0]!, rollA.directed, space);
      const produced = [weave[0]! + rA.mechSustains + (A.reflective > 0 && rA.sustains > 0 ? 2 : 0), weave[1]! + rD.mechSustains + (D.reflective > 0 && rD.sustains > 0 ? 2 : 0)];
      if (produced[0] === extra[0] && produced[1] === extra[1]) break;
      extra = produced;
    }
    // Assign for real; the blocking check must see the fleets as they were when the hits landed.
    const before = [clone(A), clone(D)];
    A.blockedBy = blocker(before[1]!);
    D.blockedBy = blocker(before[0]!);
    const rA = receive(A, rollD.free + extra[1]!, rollD.directed, space);
    const rD = receive(D, rollA.free + extra[0]!, rollA.directed, space);
    A.blockedBy = blocker(D);
    D.blockedBy = blocker(A);
    if (A.reflective > 0 && rA.sustains > 0) A.reflective--;
    if (D.reflective > 0 && rD.sustains > 0) D.reflective--;
    if (A.wiped || D.wiped) return 'draw';
    endOfRound(A);
    endOfRound(D);
    // Courageous to the End, both at once after the round's losses.
    const brave = [A, D].map((me, i) => {
      const r = i === 0 ? rA : rD;
      if (me.courageous === 0 || r.bestLost === 0) return 0;
      me.courageous--;
      let k = 0;
      for (let n = 0; n < 2; n++) if (d10(random) >= r.bestLost) k++;
      return k;
    });
    for (const [them, k] of [
      [D, brave[0]!],
      [A, brave[1]!],
    ] as const) {
      for (let n = 0; n < k && them.pieces.length > 0; n++) {
        const v = victim(them.pieces)!;
        kill(them, v);
      }
    }
    if (A.wiped || D.wiped) return 'draw';
    // The end-of-round abilities in turn, the attacker first: Devotion, then Exotrireme II.
    for (const [me, them] of [
      [A, D],
      [D, A],
    ] as const) {
      if (!space || A.wiped || D.wiped) continue;
      const kinds = ['destroyer', 'cruiser'].map((n) => me.pieces.filter((p) => p.name === n));
      const found = kinds.find((k) => k.length > 0);
      const pool = found && firstKind(found);
      if (me.abilities.has('devotion') && me.pieces.length >= 2 && them.pieces.length > 0 && pool) {
        kill(me, pool.find((p) => p.damaged) ?? pool[0]!);
        aimedHit(them);
      }
      // Exotrireme II: each damaged one, while another N'orr ship stays, for the 2 costliest ships.
      let given = me.abilities.has('exotriremeSacrifice') ? me.pieces.find((p) => p.name === 'dreadnought' && p.damaged) : undefined;
      while (given && me.pieces.length >= 2 && them.pieces.length > 0 && !them.wiped) {
        kill(me, given);
        for (let n = 0; n < 2 && them.pieces.length > 0 && !them.wiped; n++) {
          const top = them.pieces.reduce((best, p) => (p.cost > best.cost || (p.cost === best.cost && p.rank >= best.rank) ? p : best));
          kill(them, them.pieces.find((p) => p.name === top.name && !p.damaged) ?? top);
        }
        given = me.pieces.find((p) => p.name === 'dreadnought' && p.damaged);
      }
    }
    if (A.wiped || D.wiped) return 'draw';
    startOfRound(A, space);
    startOfRound(D, space);
    const ended = settle();
    if (ended) return ended;
    if (defRetreats) return 'defenderRetreated';
    if (atkRetreats) return 'attackerRetreated';
  }
}
