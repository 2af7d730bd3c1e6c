/**
 * The TI4 unit table as data: base and upgraded (II) values from the published faction sheets
 * and unit upgrade technology cards (Prophecy of Kings). A roll hits when the d10 shows the value
 * or more (17.1); "dice" is the number of burst icons (17.2). Each row is checked by
 * test/calc/units.test.ts against the printed sheets.
 */

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

/** "X (Y)": hits on X or more, Y dice (66.3, 15.1, 10.1). */
export interface Roll {
  value: number;
  dice: number;
}

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

const ship = { planetaryShield: false, role: 'ship' } as const;
const ground = { planetaryShield: false, role: 'ground' } as const;

export const UNITS: Record<UnitName, UnitEntry> = {
  warsun: {
    label: 'War sun',
    base: { ...ship, combat: { value: 3, dice: 3 }, sustain: true, bombardment: { value: 3, dice: 3 }, cost: 12 },
    upgraded: { ...ship, combat: { value: 3, dice: 3 }, sustain: true, bombardment: { value: 3, dice: 3 }, cost: 12 },
    max: 2,
  },
  dreadnought: {
    label: 'Dreadnought',
    base: { ...ship, combat: { value: 5, dice: 1 }, sustain: true, bombardment: { value: 5, dice: 1 }, cost: 4 },
    upgraded: { ...ship, combat: { value: 5, dice: 1 }, sustain: true, bombardment: { value: 5, dice: 1 }, cost: 4 },
    max: 5,
  },
  cruiser: {
    label: 'Cruiser',
    base: { ...ship, combat: { value: 7, dice: 1 }, sustain: false, cost: 2 },
    upgraded: { ...ship, combat: { value: 6, dice: 1 }, sustain: false, cost: 2 },
    max: 8,
  },
  carrier: {
    label: 'Carrier',
    base: { ...ship, combat: { value: 9, dice: 1 }, sustain: false, cost: 3 },
    upgraded: { ...ship, combat: { value: 9, dice: 1 }, sustain: false, cost: 3 },
    max: 4,
  },
  destroyer: {
    label: 'Destroyer',
    base: { ...ship, combat: { value: 9, dice: 1 }, sustain: false, antiFighterBarrage: { value: 9, dice: 2 }, cost: 1 },
    upgraded: { ...ship, combat: { value: 8, dice: 1 }, sustain: false, antiFighterBarrage: { value: 6, dice: 3 }, cost: 1 },
    max: 8,
  },
  fighter: {
    label: 'Fighter',
    base: { ...ship, combat: { value: 9, dice: 1 }, sustain: false, cost: 0.5 },
    upgraded: { ...ship, combat: { value: 8, dice: 1 }, sustain: false, cost: 0.5 },
    max: 20,
  },
  flagship: {
    // Combat value and dice differ per faction: the side supplies them (see flagships.ts).
    label: 'Flagship',
    base: { ...ship, combat: { value: 7, dice: 2 }, sustain: true, cost: 8 },
    max: 1,
  },
  infantry: {
    label: 'Infantry',
    base: { ...ground, combat: { value: 8, dice: 1 }, sustain: false, cost: 0.5 },
    upgraded: { ...ground, combat: { value: 7, dice: 1 }, sustain: false, cost: 0.5 },
    max: 20,
  },
  mech: {
    label: 'Mech',
    base: { ...ground, combat: { value: 6, dice: 1 }, sustain: true, cost: 2 },
    max: 4,
  },
  pds: {
    label: 'PDS',
    base: { role: 'structure', sustain: false, spaceCannon: { value: 6, dice: 1 }, planetaryShield: true, cost: 0 },
    upgraded: { role: 'structure', sustain: false, spaceCannon: { value: 5, dice: 1 }, planetaryShield: true, cost: 0 },
    max: 6,
  },
};

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
