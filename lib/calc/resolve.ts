/**
 * What a side fields once its faction is known: each unit's stats after the faction's unit cards
 * and the side's upgrades, the abilities that are on, the side's flat modifier, and which units
 * take part in the combat rounds of this kind of battle.
 */
import { FACTIONS, type Faction } from './factions';
import { printedStats } from './factions/stats';
import { planetCannons } from './planet-cannons';
import type { BattleInput, BattleKind, SideInput } from './types';
import { UNITS, type UnitName, type UnitStats } from './units';

export interface ResolvedSide {
  input: SideInput;
  faction: Faction | undefined;
  /** Whether the faction ability (or switched-on option) with this id applies. */
  has(id: string): boolean;
  stats(name: UnitName): UnitStats;
  upgraded(name: UnitName): boolean;
  /** The side's modifier plus its faction's (Unrelenting +1, Fragile -1). */
  modifier: number;
  count(name: UnitName): number;
}

/** Laws in play that change what units can do. */
export type Laws = Pick<BattleInput, 'articlesOfWar'>;

export function resolveSide(side: SideInput, laws: Laws = {}): ResolvedSide {
  const faction = side.faction === undefined ? undefined : FACTIONS.get(side.faction);
  const on = new Set<string>();
  for (const a of faction?.abilities ?? []) {
    // Articles of War: the mech card's printed abilities are gone (its stats and Sustain Damage stay).
    if (laws.articlesOfWar && a.kind === 'mech') continue;
    if (!a.option || side.factionOptions?.includes(a.id)) on.add(a.id);
  }
  // Another faction's commander, lent by its Alliance note.
  for (const id of side.allianceCommanders ?? []) on.add(id);
  const cache = new Map<UnitName, UnitStats>();
  return {
    input: side,
    faction,
    has: (id) => on.has(id),
    upgraded: (name) => side.upgrades.includes(name),
    modifier: side.modifier + (faction?.modifier ?? 0),
    count: (name) => side.units[name] ?? 0,
    stats(name) {
      let stats = cache.get(name);
      if (!stats) {
        stats = unitStats(side, faction, name, laws);
        cache.set(name, stats);
      }
      return stats;
    },
  };
}

/** The generic card (upgraded if researched), then the faction's version of the unit. */
export function unitStats(side: SideInput, faction: Faction | undefined, name: UnitName, laws: Laws = {}): UnitStats {
  let stats = printedStats(faction, name, side.upgrades.includes(name));
  if (name === 'mech' && laws.articlesOfWar) {
    // Articles of War: no PLANETARY SHIELD, BOMBARDMENT or SPACE CANNON printed on a mech card.
    const { bombardment: _b, spaceCannon: _s, ...kept } = stats;
    stats = { ...kept, planetaryShield: false };
  }
  if (name === 'flagship' && !faction && side.flagship) stats = { ...stats, combat: side.flagship };
  return stats;
}

/** Units that can be upgraded: a generic upgrade card or the faction's own (Memoria II). */
export function hasUpgrade(faction: Faction | undefined, name: UnitName): boolean {
  return UNITS[name].upgraded !== undefined || faction?.units[name]?.upgradeName !== undefined;
}

/**
 * Whether units of this kind take part in this battle's combat rounds: ships in space combat (65),
 * ground forces in ground combat (39), and the exceptions printed on faction components: The
 * Alastor's ground forces and Z-Grav Eidolons in space, Hel Titans and the Matriarch's fighters on
 * the ground.
 */
export function fights(side: ResolvedSide, who: 'attacker' | 'defender', kind: BattleKind, name: UnitName): boolean {
  const role = UNITS[name].base.role;
  if (kind === 'space') {
    if (role === 'ship') return true;
    const flagship = side.count('flagship') > 0;
    if (role === 'ground' && flagship && side.has('theAlastor')) return true;
    return name === 'mech' && side.has('eidolon');
  }
  if (role === 'ground') return true;
  if (name === 'pds') return side.stats('pds').groundForce === true && who === 'defender';
  return name === 'fighter' && who === 'attacker' && side.has('matriarch') && side.count('flagship') > 0;
}

/** The units of this side that fight in the battle's rounds, with their stats for that arena. */
export function fightingStats(side: ResolvedSide, kind: BattleKind, name: UnitName): UnitStats {
  const stats = side.stats(name);
  // Z-Grav Eidolon: the flipped mech card, a ship rolling 8 (x2) without Sustain Damage.
  if (kind === 'space' && name === 'mech' && side.has('eidolon')) return { ...stats, combat: { value: 8, dice: 2 }, sustain: false };
  return stats;
}

/**
 * The agent that adds a die at the start of a combat round, as the player chooses: Viscount
 * Unlenn in space combat, Evelyn DeLouis in ground combat (an invasion's included).
 */
export function roundAgent(kind: BattleKind): 'viscountUnlenn' | 'evelynDelouis' {
  return kind === 'space' ? 'viscountUnlenn' : 'evelynDelouis';
}

/**
 * What fights for a defender that fields no unit of its own: a planet that fires SPACE CANNON as
 * if it were a unit (Elysium with Ul the Progenitor, Mecatol Rex with Custodia Vigilia: it fires
 * before space combat and at a landing, 66.2 and 66.6) and, in space, Experimental Battlestation's
 * space dock. Ground combat has no space cannon step, so none fights there.
 */
export function defenderStandIn(defender: SideInput, kind: BattleKind, laws: Laws = {}): string | undefined {
  if (kind === 'ground') return undefined;
  const resolved = resolveSide(defender, laws);
  const planet = planetCannons((option) => resolved.has(option))[0]?.planet;
  if (planet) return planet;
  return kind === 'space' && defender.experimentalBattlestation ? 'Experimental Battlestation' : undefined;
}

export function resolveBattle(input: BattleInput): [ResolvedSide, ResolvedSide] {
  return [resolveSide(input.attacker, input), resolveSide(input.defender, input)];
}
