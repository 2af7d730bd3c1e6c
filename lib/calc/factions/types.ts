/**
 * The shape of a faction as the combat calculator sees it: what its sheet, unit cards, mech and
 * faction technologies change in a battle. Only battle-relevant content is listed; every entry says
 * where it is printed and what the engine does with it.
 */
import type { UnitName, UnitStats } from '../units';

export type Expansion = 'base' | 'pok' | 'codex' | 'te';

export type AbilityKind =
  | 'faction ability'
  | 'flagship'
  | 'mech'
  | 'unit'
  | 'faction technology'
  | 'leader (agent)'
  | 'leader (commander)'
  | 'leader (hero)'
  /** Listed under the faction that gives it; the modelled ones are side options (lib/calc/promissory.ts). */
  | 'promissory note'
  /** A Thunder's Edge breakthrough card (lib/calc/factions/thunders-edge.ts). */
  | 'breakthrough';

/** Where a fact is printed, and the Living Rules Reference entry that governs its mechanism. */
export interface Citation {
  /** The printed component: "Sardakk N'orr faction sheet", "Super-Dreadnought II (faction technology)". */
  source: string;
  /** LRR rule number for the /r/<rule> short link, e.g. "47" (Modifiers). */
  rule: string;
}

export interface FactionAbility {
  /** Stable id; optional abilities are switched on by listing it in a side's `factionOptions`. */
  id: string;
  name: string;
  kind: AbilityKind;
  /** The printed text, shortened where it says nothing about combat. */
  text: string;
  /** What the calculator does; "not modelled: ..." when it changes nothing the engine tracks. */
  effect: string;
  /**
   * Off unless listed in `factionOptions`: faction technologies that must be researched,
   * abilities with a condition the calculator cannot see, and choices a player may decline.
   */
  option?: boolean;
  /** An option this one only works with (Moyin's Ashes deploys through Indoctrination). */
  requires?: string;
  /** An option this one replaces, so the two are never on together (Iconoclast Ω, the Codex III card, for Iconoclast). */
  replaces?: string;
  /** The unit upgrade the option is printed on (Exotrireme II): switching the option on researches it. */
  upgrade?: UnitName;
  /** Only the defender can use it (Claire Gibson: "a planet you control"). */
  defenderOnly?: boolean;
  /** Only the attacker can use it (Myru Vos: "when a player moves ships", the active player's). */
  attackerOnly?: boolean;
  /** Whether the engine computes this ability (false: listed for completeness, no battle effect). */
  modelled: boolean;
  cite: Citation;
}

/** A faction's version of a unit: its printed name and the stats that differ from the generic card. */
export interface UnitOverride {
  name: string;
  upgradeName?: string;
  base?: Partial<UnitStats>;
  /** Absent: the generic upgrade's stats (with `base` changes applied where the upgrade keeps them). */
  upgraded?: Partial<UnitStats>;
}

export interface Faction {
  id: string;
  name: string;
  expansion: Expansion;
  /** Added to every combat roll of this faction's units (47): Unrelenting +1, Fragile -1. */
  modifier: number;
  /**
   * Faction units; every faction has its flagship and its mech here (most mechs print the numbers
   * every mech card prints, so give only the name the /calc page shows on the mech row).
   */
  units: Partial<Record<UnitName, UnitOverride>> & { flagship: UnitOverride; mech: UnitOverride };
  abilities: FactionAbility[];
}
