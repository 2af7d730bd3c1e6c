/**
 * The TI4 unit table, as data: every generic unit's attributes and abilities, plain (faction sheet)
 * and upgraded (unit upgrade technology card). This is the one copy of these facts: the combat
 * engine's table (lib/calc/units.ts) and the unit reference page (/units) both read it.
 *
 * Values are those printed on the faction sheets and the unit upgrade cards (base game, with the
 * Prophecy of Kings reprints where they differ, marked); the mech is from Prophecy of Kings. A
 * roll "X (xY)" hits on X or more with Y dice (LRR 17.1, 17.2).
 */

/** "X (xY)": hits on X or more, Y dice (66.3, 15.1, 10.1). */
export interface Roll {
  value: number;
  dice: number;
}

/** Resources for a number of units: "1 for 2" for fighters and infantry (25.2). */
export interface UnitCost {
  resources: number;
  units: number;
}

/** One side of a unit: as printed on the faction sheet, or on its unit upgrade card. */
export interface UnitLevel {
  /** The name printed: "Carrier II". */
  name: string;
  /** Absent: cannot be produced (25.3); structures are placed by Construction. */
  cost?: UnitCost;
  /** Absent: never rolls in combat (PDS, space dock). */
  combat?: Roll;
  /** Absent: no move value (fighters without an upgrade, ground forces, structures). */
  move?: number;
  /** Fighters and ground forces it can transport (16.1); absent when none. */
  capacity?: number;
  sustainDamage: boolean;
  bombardment?: Roll;
  antiFighterBarrage?: Roll;
  spaceCannon?: Roll;
  planetaryShield: boolean;
  /** Production: the resource value of its planet plus this (space docks, 68.1, 59.2). */
  productionPlusResources?: number;
  /** The rest of the printed text, in words. */
  text: readonly string[];
}

export type UnitType = 'ship' | 'ground force' | 'structure';

/** Where a unit's facts come from. */
export type UnitOrigin = 'base' | 'pok';

export interface UnitSheet {
  /** Also the anchor on /units: /units#war-sun. */
  id: UnitId;
  /** Singular and plural, as players say them. */
  name: string;
  plural: string;
  type: UnitType;
  origin: UnitOrigin;
  base: UnitLevel;
  /** The unit upgrade technology; absent where none exists. */
  upgrade?: UnitLevel;
  /** Plastic pieces each player has (85.2; mechs: Prophecy of Kings). Absent for a unit without plastic. */
  pieces?: number;
  /** Also comes as tokens (fighters 33, infantry 41), so the pieces are no limit. */
  tokens?: boolean;
  /** What the numbers above do not say (a faction-specific unit, an unofficial source). */
  notes: readonly string[];
  /** LRR items (and other corpus items) that rule on this unit's attributes and abilities. */
  rules: readonly string[];
}

export const UNIT_IDS = ['war-sun', 'dreadnought', 'cruiser', 'carrier', 'destroyer', 'fighter', 'flagship', 'mech', 'infantry', 'pds', 'space-dock'] as const;

export type UnitId = (typeof UNIT_IDS)[number];

const plain = { sustainDamage: false, planetaryShield: false, text: [] } as const;

export const UNIT_SHEETS: Record<UnitId, UnitSheet> = {
  'war-sun': {
    id: 'war-sun',
    name: 'War Sun',
    plural: 'war suns',
    type: 'ship',
    origin: 'base',
    base: {
      ...plain,
      name: 'War Sun',
      cost: { resources: 12, units: 1 },
      combat: { value: 3, dice: 3 },
      move: 2,
      capacity: 6,
      sustainDamage: true,
      bombardment: { value: 3, dice: 3 },
      text: ["Other players' units in this system lose Planetary Shield.", 'You cannot produce this unit unless you own its unit upgrade technology.'],
    },
    upgrade: {
      ...plain,
      name: 'War Sun (technology)',
      cost: { resources: 12, units: 1 },
      combat: { value: 3, dice: 3 },
      move: 2,
      capacity: 6,
      sustainDamage: true,
      bombardment: { value: 3, dice: 3 },
      text: ["Other players' units in this system lose Planetary Shield."],
    },
    pieces: 2,
    notes: [
      'The War Sun unit upgrade technology is what lets a player produce war suns; its values are those of the faction sheet.',
      "The Embers of Muaat's Prototype War Sun is a faction unit with other values.",
    ],
    rules: ['lrr:56.3', 'lrr:15', 'lrr:76', 'lrr:86'],
  },
  dreadnought: {
    id: 'dreadnought',
    name: 'Dreadnought',
    plural: 'dreadnoughts',
    type: 'ship',
    origin: 'base',
    base: {
      ...plain,
      name: 'Dreadnought',
      cost: { resources: 4, units: 1 },
      combat: { value: 5, dice: 1 },
      move: 1,
      capacity: 1,
      sustainDamage: true,
      bombardment: { value: 5, dice: 1 },
    },
    upgrade: {
      ...plain,
      name: 'Dreadnought II',
      cost: { resources: 4, units: 1 },
      combat: { value: 5, dice: 1 },
      move: 2,
      capacity: 1,
      sustainDamage: true,
      bombardment: { value: 5, dice: 1 },
      text: ['This unit cannot be destroyed by "Direct Hit" action cards (Prophecy of Kings card).'],
    },
    pieces: 5,
    notes: [],
    rules: ['lrr:76', 'lrr:15', 'lrr:86', 'ti4-errata:direct-hit'],
  },
  cruiser: {
    id: 'cruiser',
    name: 'Cruiser',
    plural: 'cruisers',
    type: 'ship',
    origin: 'base',
    base: { ...plain, name: 'Cruiser', cost: { resources: 2, units: 1 }, combat: { value: 7, dice: 1 }, move: 2 },
    upgrade: { ...plain, name: 'Cruiser II', cost: { resources: 2, units: 1 }, combat: { value: 6, dice: 1 }, move: 3, capacity: 1 },
    pieces: 8,
    notes: [],
    rules: ['lrr:17', 'lrr:16', 'lrr:86'],
  },
  carrier: {
    id: 'carrier',
    name: 'Carrier',
    plural: 'carriers',
    type: 'ship',
    origin: 'base',
    base: { ...plain, name: 'Carrier', cost: { resources: 3, units: 1 }, combat: { value: 9, dice: 1 }, move: 1, capacity: 4 },
    upgrade: { ...plain, name: 'Carrier II', cost: { resources: 3, units: 1 }, combat: { value: 9, dice: 1 }, move: 2, capacity: 6 },
    pieces: 4,
    notes: [],
    rules: ['lrr:16', 'lrr:84', 'lrr:86'],
  },
  destroyer: {
    id: 'destroyer',
    name: 'Destroyer',
    plural: 'destroyers',
    type: 'ship',
    origin: 'base',
    base: {
      ...plain,
      name: 'Destroyer',
      cost: { resources: 1, units: 1 },
      combat: { value: 9, dice: 1 },
      move: 2,
      antiFighterBarrage: { value: 9, dice: 2 },
    },
    upgrade: {
      ...plain,
      name: 'Destroyer II',
      cost: { resources: 1, units: 1 },
      combat: { value: 8, dice: 1 },
      move: 2,
      antiFighterBarrage: { value: 6, dice: 3 },
    },
    pieces: 8,
    notes: [],
    rules: ['lrr:10', 'lrr:86'],
  },
  fighter: {
    id: 'fighter',
    name: 'Fighter',
    plural: 'fighters',
    type: 'ship',
    origin: 'base',
    base: {
      ...plain,
      name: 'Fighter',
      cost: { resources: 1, units: 2 },
      combat: { value: 9, dice: 1 },
      text: ['Fighters have no move value: they move by being transported.'],
    },
    upgrade: {
      ...plain,
      name: 'Fighter II',
      cost: { resources: 1, units: 2 },
      combat: { value: 8, dice: 1 },
      move: 2,
      text: ["This unit may move without being transported. Fighters in excess of your ships' capacity count against your fleet pool."],
    },
    pieces: 10,
    tokens: true,
    notes: ['Fighter tokens stand in for plastic fighters, so the 10 pieces are no limit; a token must share its system with one of your plastic fighters (33).'],
    rules: ['lrr:33', 'lrr:16', 'lrr:65.2', 'lrr:25.2'],
  },
  flagship: {
    id: 'flagship',
    name: 'Flagship',
    plural: 'flagships',
    type: 'ship',
    origin: 'base',
    base: {
      ...plain,
      name: 'Flagship',
      cost: { resources: 8, units: 1 },
      sustainDamage: true,
      text: ["Combat value and dice, move, capacity and abilities differ by faction: see the faction's sheet."],
    },
    pieces: 1,
    notes: ['Every faction has one unique flagship; it has no unit upgrade.'],
    rules: ['lrr:1.21', 'lrr:65', 'lrr:85.2'],
  },
  mech: {
    id: 'mech',
    name: 'Mech',
    plural: 'mechs',
    type: 'ground force',
    origin: 'pok',
    base: {
      ...plain,
      name: 'Mech',
      cost: { resources: 2, units: 1 },
      combat: { value: 6, dice: 1 },
      sustainDamage: true,
      text: ["Each faction's mech card adds its own ability, often a Deploy ability that places a mech without producing it."],
    },
    pieces: 4,
    notes: [
      'Prophecy of Kings: mechs are described in the Prophecy of Kings summary (unofficial); the numbers are those printed on every faction\'s mech card.',
    ],
    rules: ['pok:mech-units', 'lrr:39', 'lrr:76'],
  },
  infantry: {
    id: 'infantry',
    name: 'Infantry',
    plural: 'infantry',
    type: 'ground force',
    origin: 'base',
    base: { ...plain, name: 'Infantry', cost: { resources: 1, units: 2 }, combat: { value: 8, dice: 1 } },
    upgrade: {
      ...plain,
      name: 'Infantry II',
      cost: { resources: 1, units: 2 },
      combat: { value: 7, dice: 1 },
      text: [
        'After this unit is destroyed, roll 1 die: on 6 or greater, place it on this card; at the start of your next turn, place each unit on this card on a planet you control in your home system.',
      ],
    },
    pieces: 12,
    tokens: true,
    notes: ['Infantry tokens stand in for plastic infantry, so the 12 pieces are no limit; a token must share its planet or space area with one of your plastic infantry (41).'],
    rules: ['lrr:39', 'lrr:41', 'lrr:25.2', 'lrr:86'],
  },
  pds: {
    id: 'pds',
    name: 'PDS',
    plural: 'PDS',
    type: 'structure',
    origin: 'base',
    base: { ...plain, name: 'PDS', planetaryShield: true, spaceCannon: { value: 6, dice: 1 } },
    upgrade: {
      ...plain,
      name: 'PDS II',
      planetaryShield: true,
      spaceCannon: { value: 5, dice: 1 },
      text: ["You may use this unit's Space Cannon against ships that are in adjacent systems."],
    },
    pieces: 6,
    notes: ['A planet holds at most two PDS (54.3). Structures have no cost: Construction places them (25.3).'],
    rules: ['lrr:54', 'lrr:66', 'lrr:56', 'lrr:74'],
  },
  'space-dock': {
    id: 'space-dock',
    name: 'Space Dock',
    plural: 'space docks',
    type: 'structure',
    origin: 'base',
    base: {
      ...plain,
      name: 'Space Dock',
      productionPlusResources: 2,
      text: ["Up to 3 fighters in this system do not count against your ships' capacity."],
    },
    upgrade: {
      ...plain,
      name: 'Space Dock II',
      productionPlusResources: 4,
      text: ["Up to 3 fighters in this system do not count against your ships' capacity."],
    },
    pieces: 3,
    notes: [
      'Production +2 is the resource value of its planet plus 2; Space Dock II makes it plus 4.',
      'A planet holds at most one space dock (68.3). Structures have no cost: Construction places them (25.3).',
    ],
    rules: ['lrr:68', 'lrr:59', 'lrr:58', 'lrr:74'],
  },
};
