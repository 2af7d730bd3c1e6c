/**
 * The types of unit the rules sort every unit into (85.1), and the kinds of unit they speak of as a
 * class: a PDS and a space dock are structures (74), so what the rules say of structures
 * ("Structures cannot move or be transported") is said of each. A player names the unit ("load my
 * pds onto my carrier"); a query naming one also searches for its class, below the unit's own name.
 * One way only: "structures" does not ask about a PDS alone.
 */
import { terms } from './text';

/** The types of unit: a question of which one a unit is names one or more of them (see ./compare.ts). */
export const UNIT_TYPES = ['ship', 'ground force', 'structure'] as const;

/**
 * The units each class is said of, and the share of a question about the unit a rule of the class
 * answers: a type of unit with no units listed is searched for no unit.
 */
const CLASSES: Readonly<Partial<Record<(typeof UNIT_TYPES)[number], { units: readonly string[]; finds: number }>>> = {
  // The rules name both as structures (74.1): a structure's rule is each one's rule.
  structure: { units: ['pds', 'space dock'], finds: 1 },
  // The mech (Prophecy of Kings) is a ground force the rules of 1.2 never name: what they say of
  // ground forces ("no limit on a planet", capacity) is said of it, yet a rule naming no mech
  // answers a mech question only in part; the expansion's own text on mechs answers it whole.
  'ground force': { units: ['mech'], finds: 0.4 },
};

/** A unit's class as a query searches it: its terms, and the share of the unit's concept a rule of it finds. */
export interface UnitClass {
  terms: string[];
  finds: number;
}

/** Each unit's terms (joined by a space) to its class. */
export const CLASS_OF: ReadonlyMap<string, UnitClass> = new Map(
  Object.entries(CLASSES).flatMap(([cls, { units, finds }]) => units.map((u) => [terms(u).join(' '), { terms: terms(cls), finds }] as [string, UnitClass])),
);
