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

/** The units each class is said of: a type of unit with no units listed is searched for no unit. */
const CLASSES: Readonly<Partial<Record<(typeof UNIT_TYPES)[number], readonly string[]>>> = {
  structure: ['pds', 'space dock'],
};

/** Each unit's terms (joined by a space) to its class's terms. */
export const CLASS_OF: ReadonlyMap<string, string[]> = new Map(
  Object.entries(CLASSES).flatMap(([cls, units]) => units.map((u) => [terms(u).join(' '), terms(cls)] as [string, string[]])),
);
