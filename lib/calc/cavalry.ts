/**
 * The Cavalry (Nomad promissory note): "At the start of a space combat against a player other than
 * the Nomad: During this combat, treat 1 of your non-fighter ships as if it has the SUSTAIN DAMAGE
 * ability, combat value, and ANTI-FIGHTER BARRAGE value of the Nomad's flagship."
 *
 * The Nomad's flagship is Memoria I, or Memoria II once the Nomad has researched it: the holder
 * plays with the numbers the Nomad has, so a side says which (`memoriaII`). A combat value holds its
 * burst icons (17.2), so the ship rolls Memoria's dice too: 7 (x2), or 5 (x2); barrage 8 (x3), or
 * 5 (x3). The ship keeps the rest of its card (cost, Direct Hit immunity, its own abilities).
 *
 * In the engine the chosen ship is a slot of its own, right after the plain ships of its type in
 * the loss order (the holder gives up a plain one first); a chosen flagship is the flagship's slot.
 * The card data looked up (AsyncTI4's, julian94's transcriptions) shows no Ω version of the card.
 */
import { FACTIONS } from './factions';
import { printedStats } from './factions/stats';
import type { CavalryShip, SideInput } from './types';
import type { Roll, UnitName } from './units';

export const CAVALRY_SHIPS: readonly CavalryShip[] = ['warsun', 'dreadnought', 'cruiser', 'carrier', 'destroyer', 'flagship'];

/** What the chosen ship takes from the Memoria. */
export interface MemoriaNumbers {
  combat: Roll;
  antiFighterBarrage: Roll;
}

/** Memoria I's or Memoria II's numbers, read from the Nomad's sheet (lib/calc/factions/pok.ts). */
export function memoriaNumbers(memoriaII: boolean): MemoriaNumbers {
  const s = printedStats(FACTIONS.get('nomad'), 'flagship', memoriaII);
  return { combat: s.combat!, antiFighterBarrage: s.antiFighterBarrage! };
}

/** The fighting unit kinds of a side in loss order, with the Cavalry's ship after its type's plain ones. */
export function withCavalrySlot(names: readonly UnitName[], side: SideInput): { names: UnitName[]; slot: number } {
  const ship = side.theCavalry?.ship;
  const at = ship === undefined ? -1 : names.indexOf(ship);
  if (at < 0) return { names: [...names], slot: -1 };
  if (ship === 'flagship') return { names: [...names], slot: at };
  return { names: [...names.slice(0, at + 1), ship!, ...names.slice(at + 1)], slot: at + 1 };
}
