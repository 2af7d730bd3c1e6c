/**
 * A side's unit-ability rolls outside the combat rounds: space cannon (66) and bombardment (15),
 * and what changes any unit-ability roll (anti-fighter barrage, 10, included): Plasma Scoring and
 * the planets that fire as units (planet-cannons.ts) add to the pool; the Argent commander (every roll) and Strike Wing Ambuscade (the side's
 * first roll) add a die at the best value; Ta Zern rerolls the misses.
 */
import { poolDistribution, withExtraDie } from './dice';
import { galvanizedDice } from './galvanized-dice';
import { planetCannons } from './planet-cannons';
import type { ResolvedSide } from './resolve';
import { UNIT_NAMES, type Roll, type UnitName } from './units';

/** Experimental Battlestation: the chosen space dock uses SPACE CANNON 5 (x3). */
const BATTLESTATION: Roll = { value: 5, dice: 3 };
/** Blitz: BOMBARDMENT 6 for non-fighter ships that have none. */
const BLITZ: Roll = { value: 6, dice: 1 };

/** Units of a side that fire SPACE CANNON in this step (66): PDS, flagship, mechs, battlestation, a planet that fires as a unit. */
export function spaceCannonRolls(r: ResolvedSide, step: 'offense' | 'defense', battlestation: boolean, disabled: boolean): Roll[] {
  const rolls: Roll[] = [];
  const names: UnitName[] = step === 'offense' ? ['pds', 'flagship', 'mech'] : ['pds', 'mech'];
  for (const name of names) {
    if (name === 'pds' && disabled) continue;
    const n = r.count(name);
    const sc = r.stats(name).spaceCannon;
    if (n > 0 && sc) rolls.push({ value: sc.value, dice: galvanizedDice(n, sc.dice, galvanizedCount(r, name)) });
  }
  if (battlestation) rolls.push(BATTLESTATION);
  for (const cannon of planetCannons((option) => r.has(option))) rolls.push(cannon.roll);
  return r.input.plasmaScoring ? withExtraDie(rolls) : rolls;
}

/** Bombardment rolls of the attacker's units (15), with Blitz; mechs only before they land. */
export function bombardRolls(r: ResolvedSide, withMechs: boolean): Roll[] {
  const rolls: Roll[] = [];
  for (const name of UNIT_NAMES) {
    const n = r.count(name);
    const stats = r.stats(name);
    if (n === 0) continue;
    if (stats.role === 'ground' && !(withMechs && name === 'mech')) continue;
    if (stats.role === 'structure') continue;
    const bomb = stats.bombardment ?? (r.input.blitz && stats.role === 'ship' && name !== 'fighter' ? BLITZ : undefined);
    if (bomb) rolls.push({ value: bomb.value, dice: galvanizedDice(n, bomb.dice, galvanizedCount(r, name)) });
  }
  return r.input.plasmaScoring ? withExtraDie(rolls) : rolls;
}

/** A side's galvanized units of a type: each rolls 1 more die for its unit abilities (these rolls come before any loss). */
function galvanizedCount(r: ResolvedSide, name: UnitName): number {
  return r.input.galvanized?.[name] ?? 0;
}

/** Dice a side adds to one unit-ability roll: the Argent commander's on each, Strike Wing Ambuscade's on its first. */
export function extraAbilityDice(r: ResolvedSide, first: boolean): number {
  return (r.has('trrakanAunZulok') ? 1 : 0) + (first && r.input.strikeWingAmbuscade ? 1 : 0);
}

/** Ta Zern: "After you roll dice for a unit ability: You may reroll any of those dice." (the misses). */
export function rerollsAbilityDice(r: ResolvedSide): boolean {
  return r.has('taZern');
}

/** The hits of a unit-ability roll of side r, with its extra dice (none if nothing rolls) and rerolls. */
export function abilityHits(r: ResolvedSide, rolls: readonly Roll[], modifier: number, first: boolean): Float64Array {
  let all = [...rolls];
  for (let n = extraAbilityDice(r, first); n > 0 && all.length > 0; n--) all = withExtraDie(all);
  return poolDistribution(all, modifier, rerollsAbilityDice(r));
}
