/**
 * The /calc page keeps its whole state in the URL query so that a link reproduces it:
 * `battle=space&sustain=last&a.dreadnought=2&a.upgrades=cruiser&d.fighter=6&d.retreat.atShips=2`
 * (The Cavalry: `a.theCavalry.ship=cruiser&a.theCavalry.memoriaII=1`; galvanized units: `a.galvanized.cruiser=2`).
 * Decoding rebuilds the CLI's JSON shape and runs the same validation, so the page and the CLI
 * accept exactly the same battles; a key given twice or not known is named (lib/input/link-query.ts).
 */
import { BOOLEAN_OPTIONS as FLAGS, COUNT_OPTIONS, parseBattleInput, type Parsed } from './validate';
import type { BattleInput } from './types';
import { UNIT_NAMES } from './units';
import { echo } from '../input/echo';
import { setOwn } from '../input/own';
import { readLinkQuery, type LinkKeys } from '../input/link-query';

const SIDE_PREFIX = { attacker: 'a', defender: 'd' } as const;
const NUMBERS = ['modifier', 'moraleBoost', 'agentRound', 'directHit', ...COUNT_OPTIONS.map(([key]) => key)] as const;
const BATTLE_SWITCHES: readonly string[] = ['nebula', 'publicizeWeaponSchematics', 'articlesOfWar'];
const BATTLE_KEYS: readonly string[] = ['battle', 'sustain', 'nebula', 'maxRounds', 'publicizeWeaponSchematics', 'articlesOfWar'];
/** A link's keys, each given once: the battle's own, and a side's (`a.cruiser`), whose field validation names when unknown. */
const LINK_KEYS: LinkKeys = {
  known: (key) => BATTLE_KEYS.includes(key) || /^[ad]\./.test(key),
  expected: `${BATTLE_KEYS.join(', ')}, a.<field>, d.<field>`,
};

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
    if (s.allianceCommanders?.length) q.set(`${p}.allianceCommanders`, s.allianceCommanders.join(','));
    for (const name of UNIT_NAMES) if (s.units[name]) q.set(`${p}.${name}`, String(s.units[name]));
    if (s.upgrades.length) q.set(`${p}.upgrades`, s.upgrades.join(','));
    for (const key of NUMBERS) if (s[key]) q.set(`${p}.${key}`, String(s[key]));
    for (const key of FLAGS) if (s[key]) q.set(`${p}.${key}`, '1');
    if (s.flagship && s.units.flagship) q.set(`${p}.flagshipRoll`, `${s.flagship.value}x${s.flagship.dice}`);
    if (s.lossOrder?.length) q.set(`${p}.lossOrder`, s.lossOrder.join(','));
    if (s.retreat?.afterRound) q.set(`${p}.retreat.afterRound`, String(s.retreat.afterRound));
    if (s.retreat?.atShips) q.set(`${p}.retreat.atShips`, String(s.retreat.atShips));
    if (s.theCavalry) q.set(`${p}.theCavalry.ship`, s.theCavalry.ship);
    if (s.theCavalry?.memoriaII) q.set(`${p}.theCavalry.memoriaII`, '1');
    for (const name of UNIT_NAMES) if (s.galvanized?.[name]) q.set(`${p}.galvanized.${name}`, String(s.galvanized[name]));
  }
  return q.toString();
}

/** Query string to a validated battle; a wrong field comes back named, as from the CLI. */
export function decodeBattle(query: string): Parsed {
  const link = readLinkQuery(query, LINK_KEYS);
  if (!link.ok) return { ok: false, field: link.field, message: link.what };
  const q = link.params;
  const badSwitch = [...q].find(([key, value]) => isSwitch(key) && value !== '1' && value !== '0');
  // Said in the link's terms: the validation's "must be true or false" speaks of the CLI's JSON.
  if (badSwitch) return { ok: false, field: echo(badSwitch[0]), message: 'must be 1 or 0' };
  const raw: Record<string, unknown> = { battle: q.get('battle') ?? 'space', sustain: q.get('sustain') ?? 'first' };
  if (q.has('nebula')) raw.nebula = flag(q.get('nebula')!);
  if (q.has('maxRounds')) raw.maxRounds = number(q.get('maxRounds'));
  if (q.has('publicizeWeaponSchematics')) raw.publicizeWeaponSchematics = flag(q.get('publicizeWeaponSchematics')!);
  if (q.has('articlesOfWar')) raw.articlesOfWar = flag(q.get('articlesOfWar')!);
  for (const who of ['attacker', 'defender'] as const) {
    const p = `${SIDE_PREFIX[who]}.`;
    const side: Record<string, unknown> = { units: {} };
    const retreat: Record<string, unknown> = {};
    const cavalry: Record<string, unknown> = {};
    const galvanized: Record<string, unknown> = {};
    for (const [key, value] of q) {
      if (!key.startsWith(p)) continue;
      const field = key.slice(p.length);
      if (field === 'upgrades' || field === 'lossOrder' || field === 'factionOptions' || field === 'allianceCommanders') side[field] = value.split(',').filter(Boolean);
      else if (field === 'faction') side.faction = value;
      else if (field === 'flagshipRoll') side.flagship = flagship(value);
      else if (field.startsWith('retreat.')) setOwn(retreat, field.slice('retreat.'.length), number(value));
      else if (field.startsWith('theCavalry.')) setOwn(cavalry, field.slice('theCavalry.'.length), field === 'theCavalry.memoriaII' ? flag(value) : value);
      else if (field.startsWith('galvanized.')) setOwn(galvanized, field.slice('galvanized.'.length), number(value));
      else if ((FLAGS as readonly string[]).includes(field)) side[field] = flag(value);
      else if ((NUMBERS as readonly string[]).includes(field)) side[field] = number(value);
      // Any other field names a unit; `a.__proto__=1` must reach validation as a field, not a prototype.
      else setOwn(side.units as Record<string, unknown>, field, number(value));
    }
    if (Object.keys(retreat).length) side.retreat = retreat;
    if (Object.keys(cavalry).length) side.theCavalry = cavalry;
    if (Object.keys(galvanized).length) side.galvanized = galvanized;
    raw[who] = side;
  }
  return parseBattleInput(raw);
}

/** "5x2" -> { value: 5, dice: 2 }; anything else is passed on for validation to reject. */
function flagship(value: string): unknown {
  const m = /^(\d+)x(\d+)$/.exec(value);
  return m ? { value: Number(m[1]), dice: Number(m[2]) } : value;
}

/** Whether a link's key is a switch (`nebula`, `a.tekklarLegion`): 1 or 0, never `yes` read as off. */
function isSwitch(key: string): boolean {
  return BATTLE_SWITCHES.includes(key) || (/^[ad]\./.test(key) && (FLAGS as readonly string[]).includes(key.slice(2)));
}

/** A switch's value, once isSwitch's keys are known to be 1 or 0. */
const flag = (value: string): boolean => value === '1';

/** Numbers stay numbers; anything else reaches validation as text and is named there. */
function number(value: string | null): unknown {
  return value !== null && /^-?\d+$/.test(value) ? Number(value) : value;
}
