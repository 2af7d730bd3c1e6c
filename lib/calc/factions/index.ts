/** All 31 factions by id (a Map, so untrusted ids never reach inherited properties). */
import { BASE_FACTIONS } from './base';
import { LEADERS } from './leaders';
import { POK_FACTIONS } from './pok';
import { TE_BREAKTHROUGHS, TE_FACTIONS } from './thunders-edge';
import { NOTES_NOT_MODELLED } from '../promissory';
import { printedStats } from './stats';
import type { Faction } from './types';
import { UNITS, type Roll, type UnitName } from '../units';

export type { Faction, FactionAbility, Citation, UnitOverride } from './types';

/** Each faction with its sheet, then its leaders, its Thunder's Edge breakthrough and the promissory notes listed under it. */
export const FACTION_LIST: readonly Faction[] = [...BASE_FACTIONS, ...POK_FACTIONS, ...TE_FACTIONS].map((f) => ({
  ...f,
  abilities: [...f.abilities, ...(LEADERS[f.id] ?? []), ...(TE_BREAKTHROUGHS[f.id] ?? []), ...(NOTES_NOT_MODELLED[f.id] ?? [])],
}));

export const FACTIONS: ReadonlyMap<string, Faction> = new Map(FACTION_LIST.map((f) => [f.id, f]));

/** The combat numbers of one side of a unit card, as printed ("7 (x2)"); absent abilities left out. */
function numbers(faction: Faction, name: UnitName, upgraded: boolean) {
  const s = printedStats(faction, name, upgraded);
  const roll = (r: Roll | undefined) => (r ? `${r.value} (x${r.dice})` : undefined);
  return {
    ...(s.combat ? { combat: roll(s.combat) } : {}),
    ...(s.sustain ? { sustainDamage: true } : {}),
    ...(s.antiFighterBarrage ? { antiFighterBarrage: roll(s.antiFighterBarrage) } : {}),
    ...(s.spaceCannon ? { spaceCannon: roll(s.spaceCannon) } : {}),
    ...(s.bombardment ? { bombardment: roll(s.bombardment) } : {}),
    ...(s.planetaryShield ? { planetaryShield: true } : {}),
    ...(s.groundForce ? { groundForce: true } : {}),
    cost: s.cost,
  };
}

/** A faction unit's numbers, plain and (where an upgrade exists) upgraded. */
function unitNumbers(faction: Faction, name: UnitName) {
  const upgradable = UNITS[name].upgraded !== undefined || faction.units[name]?.upgradeName !== undefined;
  return { plain: numbers(faction, name, false), ...(upgradable ? { upgraded: numbers(faction, name, true) } : {}) };
}

/** What `npm run -s odds -- --factions` prints. */
export function factionListing(): { id: string; name: string; abilities: object[] }[] {
  return FACTION_LIST.map((f) => ({
    id: f.id,
    name: f.name,
    expansion: f.expansion,
    modifier: f.modifier,
    flagship: { name: f.units.flagship.name, combat: f.units.flagship.base?.combat },
    units: Object.fromEntries(
      Object.entries(f.units)
        .filter(([unit]) => unit !== 'flagship')
        .map(([unit, o]) => [unit, o.upgradeName ? `${o.name} / ${o.upgradeName}` : o.name]),
    ),
    // The printed numbers behind each faction unit, read as the engine reads them.
    unitNumbers: Object.fromEntries(Object.keys(f.units).map((unit) => [unit, unitNumbers(f, unit as UnitName)])),
    // Said once more at the top, so no one takes a listed ability for a computed one.
    notModelled: f.abilities.filter((a) => !a.modelled).map((a) => a.name),
    abilities: f.abilities.map(({ id, name, kind, text, effect, option, modelled, cite }) => ({
      id,
      name,
      kind,
      text,
      effect,
      optional: option ?? false,
      modelled,
      cite: { source: cite.source, rule: cite.rule, href: `/r/${cite.rule}` },
    })),
  }));
}
