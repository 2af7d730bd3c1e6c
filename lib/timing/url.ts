/**
 * The /timing page keeps its situation in the URL query, so a link reproduces it (as /calc does):
 * `phase=action&p=Ann&p=Bo&active=Ann&a=0:Upgrade&a=1:Sabotage`. Abilities name their owner by
 * position in `p` (names may contain any character; control characters are dropped) and carry the
 * card name or trigger text after the first colon. Decoding rebuilds the CLI's JSON shape and runs
 * the same checks (`checkTimingInput`: counts, lengths, members), and rejects unknown or repeated
 * keys, so a hand-edited link gets the same one-line message the CLI would print. The tracking
 * parameters a chat app or site adds to a shared link (`utm_source`, `fbclid`:
 * lib/input/tracking.ts) are not the link's and are dropped first.
 */
import { withoutControls } from '../input/controls';
import { readLinkQuery, type LinkKeys } from '../input/link-query';
import { findCard } from './cards';
import { checkTimingInput, MAX_ABILITIES, type Checked } from './validate';
import type { AbilityInput, TimingInput } from './types';

const KEYS: readonly string[] = ['phase', 'p', 'active', 'speaker', 'a'];
/** A link's keys: players and abilities repeat, one per player and one per ability; every other is given once. */
const LINK_KEYS: LinkKeys = { known: (key) => KEYS.includes(key), expected: KEYS.join(', '), repeats: new Set(['p', 'a']) };

/** What an ability's id starts with: its card's name as a slug, or "ability". */
function idBase(text: string): string {
  return (
    (findCard(text)?.name ?? 'ability')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'ability'
  );
}

/** The id `${base}-n` with the smallest n from `from` that `taken` lacks. */
function freeId(base: string, taken: (id: string) => boolean, from = 1): { id: string; n: number } {
  let n = from;
  while (taken(`${base}-${n}`)) n++;
  return { id: `${base}-${n}`, n };
}

/** An id for an ability from its card name (or "ability"), unique among `taken`: "sabotage-1", "ability-2". */
export function nextAbilityId(text: string, taken: readonly string[]): string {
  return freeId(idBase(text), (id) => taken.includes(id)).id;
}

/**
 * Ids for abilities in order, as the page gives them when they are added one by one. Each card's
 * count goes on from its last id, rather than searching from 1 among all the ids before (cubic:
 * a link of 1,600 abilities, 9.6 KB, took 5 s to read).
 */
export function withIds(abilities: readonly Omit<AbilityInput, 'id'>[]): AbilityInput[] {
  const taken = new Set<string>();
  const last = new Map<string, number>();
  return abilities.map((a) => {
    const base = idBase(a.text);
    const { id, n } = freeId(base, (candidate) => taken.has(candidate), (last.get(base) ?? 0) + 1);
    taken.add(id);
    last.set(base, n);
    return { id, owner: a.owner, text: a.text };
  });
}

export function encodeTiming(input: TimingInput): string {
  const q = new URLSearchParams();
  q.set('phase', input.phase);
  for (const p of input.players) q.append('p', p);
  if (input.activePlayer) q.set('active', input.activePlayer);
  if (input.speaker) q.set('speaker', input.speaker);
  for (const a of input.abilities) q.append('a', `${input.players.indexOf(a.owner)}:${a.text}`);
  return q.toString();
}

const bad = (field: string, what: string): Checked => ({ ok: false, field, message: `${field}: ${what}` });

/** Query string to a checked situation; a wrong part comes back named, as from the CLI. */
export function decodeTiming(query: string): Checked {
  const link = readLinkQuery(query, LINK_KEYS);
  if (!link.ok) return bad(link.field, link.what);
  const q = link.params;
  // Names and texts are shown on the page: a control character in them is the link's junk, not the player's.
  const players = q.getAll('p').map(withoutControls);
  const raw: Record<string, unknown> = { phase: q.get('phase') ?? undefined, players };
  if (q.has('active')) raw.activePlayer = withoutControls(q.get('active')!);
  if (q.has('speaker')) raw.speaker = withoutControls(q.get('speaker')!);
  const abilities: Omit<AbilityInput, 'id'>[] = [];
  for (const [i, value] of q.getAll('a').entries()) {
    const m = /^(\d{1,2}):(.*)$/s.exec(value);
    if (!m) return bad(`abilities[${i}]`, 'must be <player number>:<card name or trigger text>');
    const owner = players[Number(m[1])];
    if (owner === undefined) return bad(`abilities[${i}].owner`, `player ${m[1]} is not one of players (0 to ${players.length - 1})`);
    abilities.push({ owner, text: withoutControls(m[2]!) });
  }
  // Past the cap, the abilities get no ids: the check refuses them by their count, with no work spent on them.
  raw.abilities = abilities.length > MAX_ABILITIES ? abilities : withIds(abilities);
  return checkTimingInput(raw);
}
