/**
 * A faction's printed numbers for one unit: the generic card (its upgrade when researched), with
 * the faction's own unit card laid over it. The engine (resolve.ts) and the --factions listing
 * both read units through this, so what is listed is what is computed.
 */
import { UNITS, type UnitName, type UnitStats } from '../units';
import type { Faction } from './types';

export function printedStats(faction: Faction | undefined, name: UnitName, upgraded: boolean): UnitStats {
  const entry = UNITS[name];
  const generic = upgraded && entry.upgraded ? entry.upgraded : entry.base;
  const override = faction?.units[name];
  if (!override) return generic;
  return { ...generic, ...(upgraded ? (override.upgraded ?? override.base) : override.base) };
}
