/**
 * A Monte Carlo twin of the engine, for tests only. It shares no code with lib/calc beyond the
 * input types and the unit table: units are individual pieces with damage flags, dice are rolled
 * with a seeded d10, and the steps of the rules are followed literally.
 */
import type { Outcome } from '@/lib/calc/chain';
import type { BattleInput, SideInput } from '@/lib/calc/types';
import { DEFAULT_LOSS_ORDER, statsFor, UNITS, type Roll, type UnitName } from '@/lib/calc/units';

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
  combat?: Roll;
  sustain: boolean;
  immune: boolean;
  damaged: boolean;
  sustainedThisRound: boolean;
}

interface Army {
  pieces: Piece[];
  policy: 'first' | 'last';
  duranium: boolean;
  /** Direct Hit cards the opponent still holds against this army. */
  directHits: number;
}

function army(side: SideInput, role: 'ship' | 'ground', input: BattleInput, directHits: number): Army {
  const order = [...(side.lossOrder ?? []), ...DEFAULT_LOSS_ORDER.filter((u) => !side.lossOrder?.includes(u))];
  const pieces: Piece[] = [];
  order.forEach((name, rank) => {
    if (UNITS[name].base.role !== role) return;
    const up = side.upgrades.includes(name);
    const stats = statsFor(name, up, side.flagship);
    for (let i = 0; i < (side.units[name] ?? 0); i++) {
      pieces.push({
        name,
        rank,
        combat: stats.combat,
        sustain: stats.sustain,
        immune: name === 'dreadnought' && up,
        damaged: false,
        sustainedThisRound: false,
      });
    }
  });
  return { pieces, policy: input.sustain, duranium: side.duraniumArmor ?? false, directHits };
}

function roll(random: () => number, rolls: Roll[], modifier: number): number {
  let hits = 0;
  for (const r of rolls) for (let i = 0; i < r.dice; i++) if (d10(random) + modifier >= r.value) hits++;
  return hits;
}

function plasma(rolls: Roll[], on: boolean | undefined): Roll[] {
  if (!on || rolls.length === 0) return rolls;
  return [...rolls, { value: Math.min(...rolls.map((r) => r.value)), dice: 1 }];
}

type Filter = 'any' | 'fighters' | 'nonFightersFirst';

function remove(a: Army, p: Piece): void {
  a.pieces.splice(a.pieces.indexOf(p), 1);
}

/** The cheapest piece of the first kind in loss order, a damaged one (this round's first). */
function victim(candidates: Piece[]): Piece | undefined {
  const rank = Math.min(...candidates.map((p) => p.rank));
  const kind = candidates.filter((p) => p.rank === rank);
  return kind.find((p) => p.sustainedThisRound) ?? kind.find((p) => p.damaged) ?? kind[0];
}

function sustainOrDie(a: Army, p: Piece): void {
  if (a.directHits > 0 && !p.immune) {
    a.directHits--;
    remove(a, p);
    return;
  }
  p.damaged = true;
  p.sustainedThisRound = true;
}

function takeHits(a: Army, hits: number, filter: Filter): void {
  for (let h = 0; h < hits; h++) {
    let candidates = a.pieces.filter((p) => (filter === 'fighters' ? p.name === 'fighter' : true));
    if (filter === 'nonFightersFirst' && candidates.some((p) => p.name !== 'fighter')) {
      candidates = candidates.filter((p) => p.name !== 'fighter');
    }
    if (candidates.length === 0) return;
    const fresh = candidates.filter((p) => p.sustain && !p.damaged && filter !== 'fighters');
    if (a.policy === 'first' && fresh.length > 0) {
      const pool = a.directHits > 0 && fresh.some((p) => p.immune) ? fresh.filter((p) => p.immune) : fresh;
      sustainOrDie(a, pool.reduce((best, p) => (p.rank < best.rank ? p : best)));
      continue;
    }
    const v = victim(candidates)!;
    if (a.policy === 'last' && filter !== 'fighters') {
      const sameKindFresh = fresh.find((p) => p.rank === v.rank);
      if (sameKindFresh) {
        sustainOrDie(a, sameKindFresh);
        continue;
      }
    }
    remove(a, v);
  }
}

function endOfRound(a: Army): void {
  if (a.duranium) {
    const repairable = a.pieces.filter((p) => p.damaged && !p.sustainedThisRound);
    if (repairable.length > 0) repairable.reduce((best, p) => (p.rank > best.rank ? p : best)).damaged = false;
  }
  a.pieces.forEach((p) => (p.sustainedThisRound = false));
}

function combatRolls(a: Army): Roll[] {
  return a.pieces.flatMap((p) => (p.combat ? [p.combat] : []));
}

function pdsRolls(side: SideInput): Roll[] {
  const sc = statsFor('pds', side.upgrades.includes('pds')).spaceCannon!;
  return Array.from({ length: side.units.pds ?? 0 }, () => sc);
}

export function simulate(input: BattleInput, random: () => number): Outcome {
  const space = input.battle === 'space';
  const { attacker: atk, defender: def } = input;
  const A = army(atk, space ? 'ship' : 'ground', input, space ? (def.directHit ?? 0) : 0);
  const D = army(def, space ? 'ship' : 'ground', input, space ? (atk.directHit ?? 0) : 0);
  const settle = (): Outcome | undefined => {
    if (A.pieces.length === 0 && D.pieces.length === 0) return 'draw';
    if (D.pieces.length === 0) return 'attacker';
    if (A.pieces.length === 0) return 'defender';
    return undefined;
  };
  if (space) {
    const atDefender = roll(random, plasma(pdsRolls(atk), atk.plasmaScoring), def.antimassDeflectors ? -1 : 0);
    const eb = def.experimentalBattlestation ? [{ value: 5, dice: 3 }] : [];
    const atAttacker = roll(random, plasma([...pdsRolls(def), ...eb], def.plasmaScoring), atk.antimassDeflectors ? -1 : 0);
    takeHits(D, atDefender, atk.gravitonLaser ? 'nonFightersFirst' : 'any');
    takeHits(A, atAttacker, def.gravitonLaser ? 'nonFightersFirst' : 'any');
    A.pieces.forEach((p) => (p.sustainedThisRound = false));
    D.pieces.forEach((p) => (p.sustainedThisRound = false));
    if (settle()) return settle()!;
    const nonFighters = (a: Army) => a.pieces.filter((p) => p.name !== 'fighter');
    const cannon = (a: Army) => {
      const v = victim(nonFighters(a));
      if (v) remove(a, v);
    };
    if (atk.assaultCannon && nonFighters(A).length >= 3) cannon(D);
    if (def.assaultCannon && nonFighters(D).length >= 3) cannon(A);
    if (settle()) return settle()!;
    const barrage = (a: Army, side: SideInput) =>
      a.pieces.flatMap((p) => statsFor(p.name, side.upgrades.includes(p.name)).antiFighterBarrage ?? []);
    const fromA = roll(random, barrage(A, atk), 0);
    const fromD = roll(random, barrage(D, def), 0);
    takeHits(D, fromA, 'fighters');
    takeHits(A, fromD, 'fighters');
    if (settle()) return settle()!;
  } else {
    if (input.battle === 'invasion') {
      const shielded = (def.units.pds ?? 0) > 0 && !(atk.units.warsun ?? 0);
      if (!shielded) {
        const bombard = (['warsun', 'dreadnought', 'flagship'] as const).flatMap((name) =>
          Array.from({ length: atk.units[name] ?? 0 }, () => statsFor(name, atk.upgrades.includes(name)).bombardment ?? []).flat(),
        );
        takeHits(D, roll(random, plasma(bombard, atk.plasmaScoring), 0), 'any');
      }
      takeHits(A, roll(random, plasma(pdsRolls(def), def.plasmaScoring), atk.antimassDeflectors ? -1 : 0), 'any');
      A.pieces.forEach((p) => (p.sustainedThisRound = false));
      D.pieces.forEach((p) => (p.sustainedThisRound = false));
    }
    if (settle()) return settle()!;
    if (def.magenDefenseGrid) takeHits(A, 1, 'any');
    A.pieces.forEach((p) => (p.sustainedThisRound = false));
    if (settle()) return settle()!;
  }
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
    const mod = (side: SideInput, isDefender: boolean) =>
      side.modifier + (side.moraleBoost === round ? 1 : 0) + (isDefender && space && input.nebula ? 1 : 0);
    const rollsA = combatRolls(A);
    const rollsD = combatRolls(D);
    const canHit = (rolls: Roll[], m: number) => rolls.some((r) => r.value - m <= 10);
    if (round > 50 && !canHit(rollsA, mod(atk, false)) && !canHit(rollsD, mod(def, true))) return 'stalemate';
    const hitsA = roll(random, rollsA, mod(atk, false));
    const hitsD = roll(random, rollsD, mod(def, true));
    takeHits(D, hitsA, 'any');
    takeHits(A, hitsD, 'any');
    endOfRound(A);
    endOfRound(D);
    const ended = settle();
    if (ended) return ended;
    if (defRetreats) return 'defenderRetreated';
    if (atkRetreats) return 'attackerRetreated';
  }
}
