/**
 * The /calc page keeps its whole state in the URL query so that a link reproduces it:
 * `battle=space&sustain=last&a.dreadnought=2&a.upgrades=cruiser&d.fighter=6&d.retreat.atShips=2`.
 * Decoding rebuilds the CLI's JSON shape and runs the same validation, so the page and the CLI
 * accept exactly the same battles.
 */
import { BOOLEAN_OPTIONS as FLAGS, COUNT_OPTIONS, parseBattleInput, type Parsed } from './validate';
import type { BattleInput, SideInput } from './types';
import { UNIT_NAMES } from './units';
import { setOwn } from '../input/own';
import { withoutTracking } from '../input/tracking';

const SIDE_PREFIX = { attacker: 'a', defender: 'd' } as const;
const NUMBERS = ['modifier', 'moraleBoost', 'directHit', ...COUNT_OPTIONS.map(([key]) => key)] as const;

export function encodeBattle(input: BattleInput): string {
  const q = new URLSearchParams();
  q.set('battle', input.battle);
  q.set('sustain', input.sustain);
  if (input.nebula) q.set('nebula', '1');
  if (input.maxRounds) q.set('maxRounds', String(input.maxRounds));
  if (input.publicizeWeaponSchematics) q.set('publicizeWeaponSchematics', '1');
  if (input.articlesOfWar) q.set('articlesOfWar', '1');
  for (const who of ['attacker', 'defender'] as const) {
    const p = SIDE_PREFIX[who];
    const s = input[who];
    if (s.faction) q.set(`${p}.faction`, s.faction);
    if (s.factionOptions?.length) q.set(`${p}.factionOptions`, s.factionOptions.join(','));
    for (const name of UNIT_NAMES) if (s.units[name]) q.set(`${p}.${name}`, String(s.units[name]));
    if (s.upgrades.length) q.set(`${p}.upgrades`, s.upgrades.join(','));
    for (const key of NUMBERS) if (s[key]) q.set(`${p}.${key}`, String(s[key]));
    for (const key of FLAGS) if (s[key]) q.set(`${p}.${key}`, '1');
    if (s.flagship && s.units.flagship) q.set(`${p}.flagshipRoll`, `${s.flagship.value}x${s.flagship.dice}`);
    if (s.lossOrder?.length) q.set(`${p}.lossOrder`, s.lossOrder.join(','));
    if (s.retreat?.afterRound) q.set(`${p}.retreat.afterRound`, String(s.retreat.afterRound));
    if (s.retreat?.atShips) q.set(`${p}.retreat.atShips`, String(s.retreat.atShips));
  }
  return q.toString();
}

/** Query string to a validated battle; a wrong field comes back named, as from the CLI. */
export function decodeBattle(query: string): Parsed {
  const q = withoutTracking(query);
  const raw: Record<string, unknown> = { battle: q.get('battle') ?? 'space', sustain: q.get('sustain') ?? 'first' };
  if (q.has('nebula')) raw.nebula = q.get('nebula') === '1';
  if (q.has('maxRounds')) raw.maxRounds = number(q.get('maxRounds'));
  if (q.has('publicizeWeaponSchematics')) raw.publicizeWeaponSchematics = q.get('publicizeWeaponSchematics') === '1';
  if (q.has('articlesOfWar')) raw.articlesOfWar = q.get('articlesOfWar') === '1';
  for (const who of ['attacker', 'defender'] as const) {
    const p = `${SIDE_PREFIX[who]}.`;
    const side: Record<string, unknown> = { units: {} };
    const retreat: Record<string, unknown> = {};
    for (const [key, value] of q) {
      if (!key.startsWith(p)) continue;
      const field = key.slice(p.length);
      if (field === 'upgrades' || field === 'lossOrder' || field === 'factionOptions') side[field] = value.split(',').filter(Boolean);
      else if (field === 'faction') side.faction = value;
      else if (field === 'flagshipRoll') side.flagship = flagship(value);
      else if (field.startsWith('retreat.')) setOwn(retreat, field.slice('retreat.'.length), number(value));
      else if ((FLAGS as readonly string[]).includes(field)) side[field] = value === '1';
      else if ((NUMBERS as readonly string[]).includes(field)) side[field] = number(value);
      // Any other field names a unit; `a.__proto__=1` must reach validation as a field, not a prototype.
      else setOwn(side.units as Record<string, unknown>, field, number(value));
    }
    if (Object.keys(retreat).length) side.retreat = retreat;
    raw[who] = side;
  }
  return parseBattleInput(raw);
}

/** "5x2" -> { value: 5, dice: 2 }; anything else is passed on for validation to reject. */
function flagship(value: string): unknown {
  const m = /^(\d+)x(\d+)$/.exec(value);
  return m ? { value: Number(m[1]), dice: Number(m[2]) } : value;
}

/** Numbers stay numbers; anything else reaches validation as text and is named there. */
function number(value: string | null): unknown {
  return value !== null && /^-?\d+$/.test(value) ? Number(value) : value;
}

/** An empty side for the page's defaults. */
export function emptySide(): SideInput {
  return { units: {}, upgrades: [], modifier: 0 };
}
