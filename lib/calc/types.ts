import type { Roll, UnitName } from './units';

export type BattleKind = 'space' | 'ground' | 'invasion';

/**
 * When a unit with Sustain Damage (76) takes a hit instead of being destroyed:
 * - 'first': every hit is sustained while any unit can still sustain (best odds);
 * - 'last': a unit sustains only when its own kind would be lost next (guards against Direct Hit;
 *   the convention of ti4battle.com and alpha-mouse's calculator).
 */
export type SustainPolicy = 'first' | 'last';

/** A side's retreat plan (67.4 announce, 67.7 retreat). Space combat only. */
export interface RetreatPlan {
  /** Announce a retreat in round N, so the ships leave at the end of round N (fight N rounds). */
  afterRound?: number;
  /** Announce a retreat at the start of any round in which the side has this many ships or fewer. */
  atShips?: number;
}

export interface SideInput {
  /** Unit counts; in an invasion the attacker's ships are the ones bombarding from orbit. */
  units: Partial<Record<UnitName, number>>;
  /** Unit upgrade technologies researched ("cruiser" = Cruiser II). */
  upgrades: UnitName[];
  /** Applied to every combat roll (47): +1 Sardakk N'orr, -1 Jol-Nar. */
  modifier: number;
  /** The faction flagship's printed combat value and dice. */
  flagship?: Roll;
  /** Order in which this side loses units; units left out follow in the default order. */
  lossOrder?: UnitName[];
  /** Morale Boost (action card): +1 to combat rolls in this round (1-based). */
  moraleBoost?: number;
  /** Plasma Scoring: one extra die on each bombardment and space cannon roll. */
  plasmaScoring?: boolean;
  /** Antimass Deflectors: -1 to other players' space cannon rolls against this side's units. */
  antimassDeflectors?: boolean;
  /** Graviton Laser System: this side's space cannon hits go to non-fighter ships if able. */
  gravitonLaser?: boolean;
  /** Duranium Armor: each combat round, repair 1 damaged unit that did not sustain this round. */
  duraniumArmor?: boolean;
  /** Assault Cannon: at the start of space combat, with 3+ non-fighter ships, the opponent destroys 1. */
  assaultCannon?: boolean;
  /** Magen Defense Grid (PoK, defender): 1 hit on the invading ground forces at the start of ground combat. */
  magenDefenseGrid?: boolean;
  /** Experimental Battlestation (action card, defender): a space dock fires Space Cannon 5 (x3). */
  experimentalBattlestation?: boolean;
  /** Direct Hit action cards this side plays on the opponent's ships as soon as they sustain damage. */
  directHit?: number;
  retreat?: RetreatPlan;
}

export interface BattleInput {
  battle: BattleKind;
  sustain: SustainPolicy;
  attacker: SideInput;
  defender: SideInput;
  /** The combat is in a nebula: the defender applies +1 to combat rolls in space combat (50.3). */
  nebula?: boolean;
  /** Stop after this many combat rounds (Skilled Retreat and similar decisions). */
  maxRounds?: number;
}

/** One possible set of survivors for a side, with its probability. */
export interface Survivors {
  units: Partial<Record<UnitName, number>>;
  p: number;
}

export interface OddsResult {
  /** Space: the attacker's ships alone remain. Invasion: the planet is taken. */
  attacker: number;
  /**
   * Space: the defender's ships alone remain (with no defending ships, only space cannons: every
   * attacking ship was destroyed). Invasion: the planet is held by its ground forces.
   */
  defender: number;
  /** Nobody is left (in an invasion the defender keeps the planet, 44.5). */
  draw: number;
  attackerRetreated: number;
  defenderRetreated: number;
  /** Both sides still fighting when maxRounds ran out. */
  ongoing: number;
  /** Neither side can ever score another hit (in space the attacker must then retreat, LRR FAQ). */
  stalemate: number;
  /** Probability that the combat is still going after round 1, 2, ... (listed until below 1e-4). */
  stillGoing: number[];
  /** Each side's possible survivors (ships in space, ground forces on the planet), likeliest first. */
  survivors: { attacker: Survivors[]; defender: Survivors[] };
  /** Expected resources lost (unit costs; fighters and infantry 0.5 each). */
  expectedLoss: { attacker: number; defender: number };
}
