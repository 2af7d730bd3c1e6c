/**
 * Alliance, every Prophecy of Kings faction's promissory note: "While this card is in your play
 * area, you can use the [owner]'s commander ability, if it is unlocked. When you activate a system
 * that contains 1 or more of the [owner]'s units, return this card to the [owner]." A side lists
 * the commanders it may use this way (`allianceCommanders`); only the commanders the engine models
 * can be listed (lib/calc/factions/leaders.ts). The attacker activated the system, so an Alliance
 * from the defender's faction has gone back: the attacker cannot use the defender's commander.
 */
import { LEADERS } from './factions/leaders';
import type { FactionAbility } from './factions/types';
import { onlySide, sideMayUse } from './side-use';

export interface AllianceCommander {
  /** The faction whose Alliance note lends the commander. */
  faction: string;
  ability: FactionAbility;
}

/** The modelled commanders, by ability id, with the faction that gives each. */
export const ALLIANCE_COMMANDERS: ReadonlyMap<string, AllianceCommander> = new Map(
  Object.entries(LEADERS).flatMap(([faction, leaders]) =>
    leaders.filter((a) => a.kind === 'leader (commander)' && a.modelled && a.option).map((ability) => [ability.id, { faction, ability }] as const),
  ),
);

/** Why a side cannot use this commander through an Alliance, or undefined when it can. */
export function allianceRefusal(id: string, who: 'attacker' | 'defender', own: string | undefined, opponent: string | undefined): string | undefined {
  const c = ALLIANCE_COMMANDERS.get(id);
  if (!c) return `not a commander the calculator models (known: ${[...ALLIANCE_COMMANDERS.keys()].join(', ')})`;
  if (c.faction === own) return `the side's own commander: list "${id}" in factionOptions`;
  if (who === 'attacker' && c.faction === opponent) return "the Alliance went back to its owner when the attacker activated a system with the owner's units";
  if (!sideMayUse(c.ability, who)) return `only the ${onlySide(c.ability)} can use ${c.ability.name}`;
  return undefined;
}
