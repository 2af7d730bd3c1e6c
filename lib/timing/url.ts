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
import { echo } from '../input/echo';
import { withoutTracking } from '../input/tracking';
import { findCard } from './cards';
import { checkTimingInput, type Checked } from './validate';
import type { AbilityInput, TimingInput } from './types';

const KEYS = ['phase', 'p', 'active', 'speaker', 'a'] as const;
const SINGLE = new Set(['phase', 'active', 'speaker']);
/** Far above any real setup (8 players, 60 abilities of a card name each); refuses pasted junk early. */
const MAX_QUERY = 40_000;

/** An id for an ability from its card name (or "ability"), unique among `taken`: "sabotage-1", "ability-2". */
export function nextAbilityId(text: string, taken: readonly string[]): string {
  const base =
    (findCard(text)?.name ?? 'ability')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'ability';
  let n = 1;
  while (taken.includes(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Ids for abilities in order, as the page gives them when they are added one by one. */
export function withIds(abilities: readonly Omit<AbilityInput, 'id'>[]): AbilityInput[] {
  const out: AbilityInput[] = [];
  for (const a of abilities) out.push({ id: nextAbilityId(a.text, out.map((b) => b.id)), owner: a.owner, text: a.text });
  return out;
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
  if (query.length > MAX_QUERY) return bad('link', `must be at most ${MAX_QUERY} characters`);
  const q = withoutTracking(query);
  const seen = new Set<string>();
  for (const key of q.keys()) {
    // The key is the link's own text: quoted escaped and cut, as the CLI quotes a field name.
    if (!(KEYS as readonly string[]).includes(key)) return bad(echo(key), `unknown field (expected ${KEYS.join(', ')})`);
    if (SINGLE.has(key) && seen.has(key)) return bad(key, 'is given twice');
    seen.add(key);
  }
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
  raw.abilities = withIds(abilities);
  return checkTimingInput(raw);
}
