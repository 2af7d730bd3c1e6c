/**
 * The combat engine's view of the TI4 unit table. The facts (cost, combat, abilities, plain and
 * upgraded, pieces) live in one place, lib/units/table.ts, which the /units page reads too; this
 * module only picks what a battle needs and adds the engine's own fields (role, piece caps).
 * A roll hits when the d10 shows the value or more (17.1); "dice" is the number of burst icons
 * (17.2). test/calc/units.test.ts checks each row against the printed sheets.
 */
import { UNIT_SHEETS, type Roll, type UnitId, type UnitLevel, type UnitSheet } from '../units/table';

export type { Roll } from '../units/table';

export const UNIT_NAMES = [
  'warsun',
  'dreadnought',
  'cruiser',
  'carrier',
  'destroyer',
  'fighter',
  'flagship',
  'infantry',
  'mech',
  'pds',
] as const;

export type UnitName = (typeof UNIT_NAMES)[number];

export interface UnitStats {
  /** Space or ground combat roll; absent for units that never roll in combat (PDS). */
  combat?: Roll;
  sustain: boolean;
  antiFighterBarrage?: Roll;
  bombardment?: Roll;
  spaceCannon?: Roll;
  planetaryShield: boolean;
  /** Fights in space combat (65: ships) or in ground combat (39: ground forces). */
  role: 'ship' | 'ground' | 'structure';
  /** Resources per unit (fighters and infantry come two for 1). */
  cost: number;
  /** Extra hits a natural 9 or 10 produces on a combat die (J.N.S. Hylarim). */
  combatBurst?: number;
  /** A structure that also fights in ground combat (Hel Titan). */
  groundForce?: boolean;
}

export interface UnitEntry {
  label: string;
  base: UnitStats;
  /** The unit upgrade technology ("Cruiser II"); absent where no upgrade exists. */
  upgraded?: UnitStats;
  /** Pieces a side may bring in one calculation: the plastic limit, or a cap for tokens. */
  max: number;
}

/** The unit sheet behind each engine unit name. */
export const SHEET_OF: Record<UnitName, UnitId> = {
  warsun: 'war-sun',
  dreadnought: 'dreadnought',
  cruiser: 'cruiser',
  carrier: 'carrier',
  destroyer: 'destroyer',
  fighter: 'fighter',
  flagship: 'flagship',
  infantry: 'infantry',
  mech: 'mech',
  pds: 'pds',
};

/** Fighters and infantry are unlimited (tokens, 33 and 41): one calculation caps them here. */
const TOKEN_CAP = 20;
/** A flagship's combat differs per faction (the side supplies it, see flagships.ts); this is the default. */
const DEFAULT_FLAGSHIP_COMBAT: Roll = { value: 7, dice: 2 };

const ROLE: Record<UnitSheet['type'], UnitStats['role']> = { ship: 'ship', 'ground force': 'ground', structure: 'structure' };

/** What a battle needs of one printed side of a unit. */
function engineStats(sheet: UnitSheet, level: UnitLevel): UnitStats {
  const combat = level.combat ?? (sheet.id === 'flagship' ? DEFAULT_FLAGSHIP_COMBAT : undefined);
  return {
    ...(combat ? { combat } : {}),
    sustain: level.sustainDamage,
    ...(level.antiFighterBarrage ? { antiFighterBarrage: level.antiFighterBarrage } : {}),
    ...(level.bombardment ? { bombardment: level.bombardment } : {}),
    ...(level.spaceCannon ? { spaceCannon: level.spaceCannon } : {}),
    planetaryShield: level.planetaryShield,
    role: ROLE[sheet.type],
    // Structures have no cost (25.3).
    cost: level.cost ? level.cost.resources / level.cost.units : 0,
  };
}

const LABEL: Record<UnitName, string> = {
  warsun: 'War sun',
  dreadnought: 'Dreadnought',
  cruiser: 'Cruiser',
  carrier: 'Carrier',
  destroyer: 'Destroyer',
  fighter: 'Fighter',
  flagship: 'Flagship',
  infantry: 'Infantry',
  mech: 'Mech',
  pds: 'PDS',
};

function entry(name: UnitName): UnitEntry {
  const sheet = UNIT_SHEETS[SHEET_OF[name]];
  return {
    label: LABEL[name],
    base: engineStats(sheet, sheet.base),
    ...(sheet.upgrade ? { upgraded: engineStats(sheet, sheet.upgrade) } : {}),
    max: sheet.tokens || sheet.pieces === undefined ? TOKEN_CAP : sheet.pieces,
  };
}

export const UNITS: Record<UnitName, UnitEntry> = Object.fromEntries(UNIT_NAMES.map((n) => [n, entry(n)])) as Record<UnitName, UnitEntry>;

/** The default order in which a side loses units (cheapest first); the user may reorder it. */
export const DEFAULT_LOSS_ORDER: readonly UnitName[] = [
  'fighter',
  'infantry',
  'carrier',
  'destroyer',
  'cruiser',
  'mech',
  'dreadnought',
  'warsun',
  'flagship',
];

/** A planet holds at most two PDS (54.3). */
export const MAX_PDS_ON_PLANET = 2;

export function isUnitName(name: string): name is UnitName {
  return (UNIT_NAMES as readonly string[]).includes(name);
}

/** The stats a side fields for one unit, after its upgrades and its flagship's printed numbers. */
export function statsFor(name: UnitName, upgraded: boolean, flagship?: Roll): UnitStats {
  const entry = UNITS[name];
  const stats = upgraded && entry.upgraded ? entry.upgraded : entry.base;
  return name === 'flagship' && flagship ? { ...stats, combat: flagship } : stats;
}
