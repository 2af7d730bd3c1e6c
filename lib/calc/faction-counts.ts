/**
 * Counted faction options: a number one faction ability needs that the calculator cannot read off
 * the board, entered on the side. Munitions Reserves (Letnev): the rounds the trade goods are
 * spent in. The Egeiro (Last Bastion flagship): "+1 ... for each non-home system that contains a
 * planet you control". Both are space combat options; their caps are validate.ts COUNT_OPTIONS.
 */
import { FACTION_LIST, FACTIONS } from './factions';

export type FactionCountKey = 'munitionsReserves' | 'egeiroSystems';

export interface FactionCount {
  key: FactionCountKey;
  /** The ability of the side's faction the count is for: refused for a side without it. */
  ability: string;
  /** What the page's stepper counts. */
  label: string;
  /** The stepper's accessible name after the side's ("Defender Munitions Reserves rounds"). */
  stepper: string;
  rule: string;
  /** How the stepper shows 0: "off" for rounds of a card not used, "0" for a count of systems. */
  zero: string;
  /** The cap stands for itself and more ("11+"): past it nothing changes (validate.ts). */
  openEnded?: true;
}

export const FACTION_COUNTS: readonly FactionCount[] = [
  { key: 'munitionsReserves', ability: 'munitionsReserves', label: 'Munitions Reserves, rounds', stepper: 'Munitions Reserves rounds', rule: '63', zero: 'off' },
  { key: 'egeiroSystems', ability: 'theEgeiro', label: 'The Egeiro: non-home systems with a planet you control', stepper: 'The Egeiro systems', rule: '47', zero: '0', openEnded: true },
];

/** The counts a side of this faction can set. */
export function factionCounts(factionId: string | undefined): FactionCount[] {
  const faction = factionId === undefined ? undefined : FACTIONS.get(factionId);
  return FACTION_COUNTS.filter((c) => faction?.abilities.some((a) => a.id === c.ability));
}

/** Why a count is refused for a side of this faction ("a Barony of Letnev ability: ..."), or undefined when it has the ability. */
export function factionCountRefusal(count: FactionCount, factionId: string | undefined): string | undefined {
  if (factionCounts(factionId).includes(count)) return undefined;
  const owner = FACTION_LIST.find((f) => f.abilities.some((a) => a.id === count.ability))!;
  return `a ${owner.name.replace(/^The /, '')} ability: set "faction": "${owner.id}"`;
}

/** A count as the page's stepper shows it, with the count's cap `max`. */
export function countText(count: FactionCount, n: number, max: number): string {
  if (n === 0) return count.zero;
  return count.openEnded && n === max ? `${n}+` : String(n);
}
