/**
 * Checks untrusted input (CLI JSON, page form) against the timing schema. The first problem is
 * reported as `<field>: <what is wrong>`, so the CLI can print one line and the page can show it
 * inline next to the right control.
 */
import { echo } from '../input/echo';
import { PHASES, type AbilityInput, type TimingInput } from './types';

export type Checked = { ok: true; input: TimingInput } | { ok: false; field: string; message: string };

const MAX_PLAYERS = 8;
export const MAX_ABILITIES = 60;
const MAX_TEXT = 2000;

const TOP_FIELDS = ['phase', 'players', 'activePlayer', 'speaker', 'abilities'];
const ABILITY_FIELDS = ['id', 'owner', 'text'];

class Bad extends Error {
  constructor(
    readonly field: string,
    readonly what: string,
  ) {
    super(`${field}: ${what}`);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(v: unknown, field: string, max = 200): string {
  if (typeof v !== 'string') throw new Bad(field, 'must be a string');
  const t = v.trim();
  if (t === '') throw new Bad(field, 'must not be empty');
  if (t.length > max) throw new Bad(field, `must be at most ${max} characters`);
  return t;
}

function onlyFields(obj: Record<string, unknown>, allowed: string[], prefix: string) {
  const extra = Object.keys(obj).find((k) => !allowed.includes(k));
  if (extra !== undefined) throw new Bad(`${prefix}${echo(extra)}`, `unknown field (expected ${allowed.join(', ')})`);
}

function check(raw: unknown): TimingInput {
  if (!isRecord(raw)) throw new Bad('input', 'must be a JSON object');
  onlyFields(raw, TOP_FIELDS, '');

  if (typeof raw.phase !== 'string' || !(PHASES as readonly string[]).includes(raw.phase))
    throw new Bad('phase', `must be one of ${PHASES.join(', ')}`);
  const phase = raw.phase as TimingInput['phase'];

  if (!Array.isArray(raw.players) || raw.players.length === 0) throw new Bad('players', 'must be a non-empty array of names');
  if (raw.players.length > MAX_PLAYERS) throw new Bad('players', `at most ${MAX_PLAYERS} players`);
  const players = raw.players.map((p, i) => text(p, `players[${i}]`, 60));
  players.forEach((p, i) => {
    if (players.indexOf(p) !== i) throw new Bad(`players[${i}]`, `"${echo(p)}" is listed twice`);
  });

  const member = (v: unknown, field: string, required: boolean): string | undefined => {
    // JSON clients send null for "none" (no active player outside the action phase).
    if (v === undefined || v === null) {
      if (required) throw new Bad(field, `is required in the ${phase} phase`);
      return undefined;
    }
    const name = text(v, field, 60);
    if (!players.includes(name)) throw new Bad(field, `"${echo(name)}" is not one of players`);
    return name;
  };
  const activePlayer = member(raw.activePlayer, 'activePlayer', phase === 'action');
  const speaker = member(raw.speaker, 'speaker', phase === 'strategy' || phase === 'agenda');

  if (!Array.isArray(raw.abilities)) throw new Bad('abilities', 'must be an array');
  if (raw.abilities.length > MAX_ABILITIES) throw new Bad('abilities', `at most ${MAX_ABILITIES} abilities`);
  const ids = new Set<string>();
  const abilities = raw.abilities.map((a, i): AbilityInput => {
    const at = `abilities[${i}]`;
    if (!isRecord(a)) throw new Bad(at, 'must be an object with id, owner and text');
    onlyFields(a, ABILITY_FIELDS, `${at}.`);
    const id = text(a.id, `${at}.id`, 100);
    if (ids.has(id)) throw new Bad(`${at}.id`, `"${echo(id)}" is used twice`);
    ids.add(id);
    const owner = text(a.owner, `${at}.owner`, 60);
    if (!players.includes(owner)) throw new Bad(`${at}.owner`, `"${echo(owner)}" is not one of players`);
    return { id, owner, text: text(a.text, `${at}.text`, MAX_TEXT) };
  });

  return {
    phase,
    players,
    ...(activePlayer === undefined ? {} : { activePlayer }),
    ...(speaker === undefined ? {} : { speaker }),
    abilities,
  };
}

export function checkTimingInput(raw: unknown): Checked {
  try {
    return { ok: true, input: check(raw) };
  } catch (e) {
    if (e instanceof Bad) return { ok: false, field: e.field, message: e.message };
    throw e;
  }
}
