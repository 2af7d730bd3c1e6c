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

/** The ships The Cavalry can be played on: "1 of your non-fighter ships". */
export type CavalryShip = Extract<UnitName, 'warsun' | 'dreadnought' | 'cruiser' | 'carrier' | 'destroyer' | 'flagship'>;

/** The Cavalry (Nomad note) played: the ship type of the one ship that fights as a Memoria. */
export interface CavalryPlay {
  ship: CavalryShip;
  /** The Nomad has researched Memoria II: its numbers, not Memoria I's. */
  memoriaII?: boolean;
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
  /**
   * Magen Defense Grid Ω (Codex I) or ΩΩ (Codex IV), defender: at the start of ground combat, 1 hit
   * the defender assigns to an invading ground force (ΩΩ's infantry, placed at activation, are listed with the rest).
   */
  magenDefenseGrid?: boolean;
  /** Experimental Battlestation (action card, defender): a space dock fires Space Cannon 5 (x3). */
  experimentalBattlestation?: boolean;
  /** Direct Hit action cards this side plays on the opponent's ships as soon as they sustain damage. */
  directHit?: number;
  retreat?: RetreatPlan;
  /** The side's faction (lib/calc/factions): its modifier, flagship, units, mech and abilities. */
  faction?: string;
  /** Faction abilities that must be switched on: researched faction technologies, conditions. */
  factionOptions?: string[];
  /**
   * The combat round in which the side's agent adds its die (Viscount Unlenn in space, Evelyn
   * DeLouis on the ground: "At the start of a ... combat round"); 1 when absent.
   */
  agentRound?: number;
  /** Munitions Reserves (Letnev): reroll missed dice in space combat rounds 1..N. */
  munitionsReserves?: number;
  /** The Egeiro (Last Bastion flagship): +1 to its combat rolls per non-home system that contains a planet the side controls. */
  egeiroSystems?: number;
  /** Shields Holding cards: each cancels up to 2 hits in one space combat round, the first rounds with hits. */
  shieldsHolding?: number;
  /** Emergency Repairs: repair every damaged unit at the end of the first round that leaves one damaged. */
  emergencyRepairs?: boolean;
  /** Fighter Prototype: +2 to fighters' combat rolls in the first round of space combat. */
  fighterPrototype?: boolean;
  /** Fire Team: reroll missed dice in the first round of ground combat. */
  fireTeam?: boolean;
  /** Courageous to the End: after the first round in which a ship is destroyed, 2 dice at its combat value. */
  courageousToTheEnd?: boolean;
  /** Reflective Shielding: the first time a ship sustains damage, 2 hits on the opponent. */
  reflectiveShielding?: boolean;
  /** Bunker (defender, invasion): -4 to the bombardment rolls against the planet. */
  bunker?: boolean;
  /** Disable (attacker, invasion): the planet's PDS lose Planetary Shield and Space Cannon. */
  disable?: boolean;
  /** Blitz (attacker, invasion): non-fighter ships without Bombardment gain BOMBARDMENT 6. */
  blitz?: boolean;
  /**
   * X-89 Bacterial Weapon Ω (Codex I, attacker, invasion): when the bombardment destroys at least
   * 1 infantry, every infantry on the planet is destroyed.
   */
  x89BacterialWeapon?: boolean;
  /**
   * X-89 Bacterial Weapon ΩΩ (Codex IV, either side, ground combat and invasion): every hit this
   * side's bombardment and ground combat rolls produce counts twice.
   */
  x89BacterialWeaponOmegaOmega?: boolean;
  /** Solar Flare (attacker, space): the opponent cannot use Space Cannon against this side's ships. */
  solarFlare?: boolean;
  /** Maneuvering Jets cards: each cancels 1 hit of the opponent's space cannon. */
  maneuveringJets?: number;
  /** Scramble Frequency: the opponent rerolls its first unit-ability roll if it beat its average. */
  scrambleFrequency?: boolean;
  /** Waylay: this side's anti-fighter barrage hits any ships, not only fighters. */
  waylay?: boolean;
  /**
   * Conventions of War (agenda, for) in play and the invaded planet is cultural (defender, invasion):
   * "Players cannot use BOMBARDMENT against units that are on cultural planets."
   */
  conventionsOfWar?: boolean;
  /** Prophecy of Ixth (agenda, owner): +1 to this side's fighters' combat rolls. */
  prophecyOfIxth?: boolean;
  /** Strike Wing Ambuscade (Argent note): 1 more die on this side's first unit-ability roll. */
  strikeWingAmbuscade?: boolean;
  /** War Funding (Letnev note, base card): reroll missed dice in the first round of space combat. */
  warFunding?: boolean;
  /**
   * War Funding Ω (Letnev note, Codex I): in the first round of space combat this side rerolls its
   * missed dice, and the opponent's roll is rerolled whole when it scored more hits than its average.
   */
  warFundingOmega?: boolean;
  /** Tekklar Legion (Sardakk note): +1 to this side's ground combat rolls, -1 to a Sardakk opponent's. */
  tekklarLegion?: boolean;
  /** Greyfire Mutagen Ω (Yin note, Codex I): at the start of ground combat, 1 opposing infantry becomes this side's. */
  greyfireMutagen?: boolean;
  /** Commanders of other factions used through their Alliance notes (lib/calc/alliance.ts), by ability id. */
  allianceCommanders?: string[];
  /** The Cavalry (Nomad note, space): one ship of this type fights with the Memoria's numbers (lib/calc/cavalry.ts). */
  theCavalry?: CavalryPlay;
  /**
   * Galvanized units of each type (Thunder's Edge: a galvanize token beneath each, placed by an
   * earlier combat's Phoenix Standard or Raise the Standard): each rolls 1 more die for combat
   * rolls and unit abilities; the side loses its plain units of a type first.
   */
  galvanized?: Partial<Record<UnitName, number>>;
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
  /** Publicize Weapon Schematics (agenda, for): war suns lose Sustain Damage. */
  publicizeWeaponSchematics?: boolean;
  /** Articles of War (agenda, for): "All mechs lose their printed abilities except for SUSTAIN DAMAGE." */
  articlesOfWar?: boolean;
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
  /**
   * Nobody is left (in an invasion the defender keeps the planet, 44.5); also a ground combat the
   * attacker wins with only the Matriarch's fighters left, which go back to space and take nothing.
   */
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
