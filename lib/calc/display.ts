/**
 * What the /calc page shows in words: each unit's roll in a kind of battle, plain and upgraded,
 * and a fleet of survivors ("2 dreadnoughts, 1 cruiser"), plus the survivor list cut to its likeliest
 * rows with an "other" row, so the shown rows always add up to 100%.
 */
import { FACTION_LIST, FACTIONS, type Faction } from './factions';
import { hasUpgrade, unitStats } from './resolve';
import { sideMayUse, type Who } from './side-use';
import type { BattleKind, OddsResult, SideInput } from './types';
import { UNITS, type Roll, type UnitName } from './units';

export type { Who };

export interface UnitRoll {
  /** Which roll counts in this battle: combat, space cannon (PDS) or bombardment (ships over an invasion). */
  kind: 'combat' | 'space cannon' | 'bombardment';
  plain: Roll;
  /** Absent where the unit has no upgrade (or, for the flagship, where the faction sets its roll). */
  upgraded?: Roll;
}

/**
 * The roll a unit makes for `who` in a `battle`, or undefined for one that rolls nothing there:
 * the generic card, or the side's faction's own unit (Super-Dreadnought, Spec Ops, its flagship).
 */
export function unitRoll(name: UnitName, battle: BattleKind, who: Who, side?: SideInput): UnitRoll | undefined {
  const faction = side?.faction === undefined ? undefined : FACTIONS.get(side.faction);
  if (name === 'flagship' && !faction) return side?.flagship ? { kind: 'combat', plain: side.flagship } : undefined;
  const plainSide: SideInput = { units: {}, upgrades: [], modifier: 0 };
  const plain = unitStats(plainSide, faction, name);
  const upgraded = hasUpgrade(faction, name) ? unitStats({ ...plainSide, upgrades: [name] }, faction, name) : undefined;
  const pick = (kind: UnitRoll['kind']): UnitRoll | undefined => {
    const key = kind === 'combat' ? 'combat' : kind === 'space cannon' ? 'spaceCannon' : 'bombardment';
    const roll = plain[key];
    if (!roll) return undefined;
    const up = upgraded?.[key];
    return up ? { kind, plain: roll, upgraded: up } : { kind, plain: roll };
  };
  // A Hel Titan is a PDS that also fights on its planet: there its combat roll is the one that counts.
  if (plain.role === 'structure') return battle !== 'space' && who === 'defender' && plain.groundForce ? pick('combat') : pick('space cannon');
  // Ships over a planet: an invasion's bombard; a ground combat's (Quietus in orbit) roll nothing there.
  if (battle !== 'space' && who === 'attacker' && plain.role === 'ship') return (battle === 'invasion' ? pick('bombardment') : undefined) ?? (name === 'fighter' ? pick('combat') : undefined);
  return pick('combat');
}

/**
 * A unit's name for a side: its faction's version ("Super-Dreadnought", "Spec Ops", the flagship's
 * own name "C'morran N'orr"), without the I / II of the card, or the generic label.
 */
export function unitLabel(name: UnitName, side?: SideInput): string {
  const own = side?.faction === undefined ? undefined : FACTIONS.get(side.faction)?.units[name]?.name;
  return own ? own.replace(/ I{1,2}$/, '') : UNITS[name].label;
}

/** The factions for the page's picker, grouped by the box they come in. */
export const FACTION_GROUPS: readonly { label: string; factions: readonly Faction[] }[] = (
  [
    ['base', 'Base game'],
    ['pok', 'Prophecy of Kings'],
    ['codex', 'Codex'],
    ['te', "Thunder's Edge"],
  ] as const
).map(([expansion, label]) => ({ label, factions: FACTION_LIST.filter((f) => f.expansion === expansion) }));

/**
 * The faction's options this side can switch on: Claire Gibson places infantry "on a planet you
 * control" (the defender's only), Myru Vos answers "when a player moves ships" (the attacker's).
 */
export function sideFactionOptions(faction: Faction, who: Who): Faction['abilities'] {
  return faction.abilities.filter((a) => a.option && sideMayUse(a, who));
}

/** A faction's flat modifier in words for the sheet summary: "+1 to every combat roll". */
export function modifierWords(faction: Faction): string | undefined {
  if (!faction.modifier) return undefined;
  return `${faction.modifier > 0 ? '+' : ''}${faction.modifier} to every combat roll`;
}

/** "7", or "3 ×3" for several dice: the way unit sheets print "3 (x3)". */
export function rollText(roll: Roll): string {
  return roll.dice > 1 ? `${roll.value} ×${roll.dice}` : String(roll.value);
}

/** The same in a sentence, for screen readers: "hits on 3 or more, 3 dice". */
export function rollWords(roll: Roll): string {
  return `hits on ${roll.value} or more${roll.dice > 1 ? `, ${roll.dice} dice` : ''}`;
}

const PLURAL: Partial<Record<UnitName, string>> = { infantry: 'infantry', pds: 'PDS', warsun: 'war suns' };

/** A unit count in words: "1 cruiser", "2 war suns", "3 infantry". */
export function unitCount(name: UnitName, n: number): string {
  const label = UNITS[name].label;
  const one = label === label.toUpperCase() ? label : label.toLowerCase();
  return `${n} ${n === 1 ? one : (PLURAL[name] ?? `${one}s`)}`;
}

/** Survivors in words, in the unit table's order: "2 dreadnoughts, 1 cruiser", or "no units left". */
export function fleetInWords(units: Partial<Record<UnitName, number>>): string {
  const order = Object.keys(UNITS) as UnitName[];
  const parts = order.filter((u) => (units[u] ?? 0) > 0).map((u) => unitCount(u, units[u]!));
  return parts.length ? parts.join(', ') : 'no units left';
}

export interface SurvivorRow {
  name: string;
  p: number;
  other?: true;
}

/** The `top` likeliest survivor sets in words, then "other" for the rest, so the rows add up to 100%. */
export function survivorRows(list: OddsResult['survivors']['attacker'], top: number): SurvivorRow[] {
  const sorted = [...list].sort((a, b) => b.p - a.p);
  const rows: SurvivorRow[] = sorted.slice(0, top).map((s) => ({ name: fleetInWords(s.units), p: s.p }));
  const rest = sorted.slice(top).reduce((t, s) => t + s.p, 0);
  if (rest > 0) rows.push({ name: `other (${sorted.length - top} more)`, p: rest, other: true });
  return rows;
}

/** A leader's, note's or breakthrough's card kind as the page names it ("Leader (commander)"); nothing for a sheet's own abilities. */
export function cardKind(kind: Faction['abilities'][number]['kind']): string | undefined {
  return kind.startsWith('leader') || kind === 'promissory note' || kind === 'breakthrough' ? kind[0]!.toUpperCase() + kind.slice(1) : undefined;
}
