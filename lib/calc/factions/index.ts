/** All 25 factions by id (a Map, so untrusted ids never reach inherited properties). */
import { BASE_FACTIONS } from './base';
import { POK_FACTIONS } from './pok';
import type { Faction, FactionAbility } from './types';

export type { Faction, FactionAbility, Citation, UnitOverride } from './types';

export const FACTION_LIST: readonly Faction[] = [...BASE_FACTIONS, ...POK_FACTIONS];

export const FACTIONS: ReadonlyMap<string, Faction> = new Map(FACTION_LIST.map((f) => [f.id, f]));

/** The abilities a side switched on by id in `factionOptions`. */
export function optionalAbilities(faction: Faction): FactionAbility[] {
  return faction.abilities.filter((a) => a.option);
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
