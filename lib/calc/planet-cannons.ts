/**
 * Planets that fire SPACE CANNON "as if [they were] a unit", by the faction option that gives it,
 * as data: they fire in the space cannon offense before space combat (66.2) and at a landing in
 * an invasion (66.6), like a PDS on that planet, and a defender with nothing else there still fights.
 */
import type { Roll } from './units';

export interface PlanetCannon {
  /** The planet that fires. */
  planet: string;
  roll: Roll;
}

export const PLANET_CANNONS: Readonly<Record<string, PlanetCannon>> = {
  // Ul the Progenitor's Geoform: "it gains the SPACE CANNON 5 (x3) ability as if it were a unit".
  ulTheProgenitor: { planet: 'Elysium', roll: { value: 5, dice: 3 } },
  // Custodia Vigilia (gained by I.I.H.Q. Modernization): "While you control Mecatol Rex, it gains SPACE CANNON 5".
  custodiaVigilia: { planet: 'Mecatol Rex', roll: { value: 5, dice: 1 } },
};

/** The planet cannons a side's switched-on options give it. */
export function planetCannons(has: (option: string) => boolean): PlanetCannon[] {
  return Object.entries(PLANET_CANNONS)
    .filter(([option]) => has(option))
    .map(([, cannon]) => cannon);
}
