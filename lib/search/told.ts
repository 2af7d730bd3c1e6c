/**
 * Finds the events of ./player-events.ts in a query's words: where the player tells, in his own
 * words, what the rules state in theirs.
 */
import { numberValue } from './number-words';
import { OTHER_OWNER } from './owner';
import { PLAYER_EVENTS } from './player-events';
import { TIE_RULES, tiedScoreAt } from './tie-score';
import { UNIT_NAME_WORDS } from './unit-card';

/** An event told by the words `start` to `end` (exclusive) of a query, and the rules' words for it. */
export interface Told {
  start: number;
  end: number;
  rules: readonly string[];
  /** The one word the event was told in ("took", "paid"), which the rules may use as well ("takes the planet card"). */
  word?: string;
  /** A question of a unit's printed value (see `PlayerEvent.card`). */
  card?: boolean;
  /** The conditions of a state told, not its name (see `PlayerEvent.state`). */
  state?: boolean;
}

const UNIT_WORDS: ReadonlySet<string> = new Set(UNIT_NAME_WORDS);

/** How far (in words, either side) a word of an event's `near` may stand from the words said, unless the event says. */
const NEAR_WORDS = 4;

interface Saying {
  /** Per word: the words that may stand there, or null for any one word. */
  slots: (ReadonlySet<string> | null)[];
  near?: ReadonlySet<string>;
  within: number;
  amid?: ReadonlySet<string>;
  rules: readonly string[];
  card?: boolean;
  state?: boolean;
}

// Another player's "his turn" reaches the events as "enemy turn" unless the story named someone "he"
// (see ./owner.ts): a saying's "his" hears that word too.
const heard = (words: string[]) => (words.includes('his') ? [...words, OTHER_OWNER] : words);

const SAYINGS: readonly Saying[] = PLAYER_EVENTS.flatMap((e) =>
  e.said.map((s) => ({
    slots: s.split(' ').map((w) => (w === '*' ? null : new Set(heard(w.split('/'))))),
    ...(e.near ? { near: new Set(e.near) } : {}),
    within: e.within ?? NEAR_WORDS,
    ...(e.amid ? { amid: new Set(e.amid) } : {}),
    rules: e.rules,
    ...(e.card ? { card: true } : {}),
    ...(e.state ? { state: true } : {}),
  })),
);

/**
 * Every word of a saying: a player's word, though the rules never use it ("anymore"), is one word
 * and not two joined ("any more": see ./compound.ts).
 */
export const SAID_WORDS: ReadonlySet<string> = new Set(SAYINGS.flatMap((s) => s.slots.flatMap((slot) => (slot ? [...slot] : []))));

/** Whether `s` is said at `i` in `words`, with one of its near words around it and one of its `amid` words anywhere. */
function saidAt(s: Saying, words: readonly string[], i: number): boolean {
  const n = s.slots.length;
  if (i + n > words.length || !s.slots.every((slot, k) => slot === null || slot.has(words[i + k]!))) return false;
  if (s.amid && !words.some((w) => s.amid!.has(w))) return false;
  if (!s.near) return true;
  const around = [...words.slice(Math.max(0, i - s.within), i), ...words.slice(i + n, i + n + s.within)];
  return around.some((w) => s.near!.has(w));
}

/**
 * Whether a number stands beside the value said at `i` (`n` words): the player states it ("a 3 cost
 * carrier", "room for one more"), his question is of what he did with it, not of the unit's card.
 * A number after a unit's name is its level ("got my cruiser 2, how much can it carry").
 */
function valueStated(words: readonly string[], i: number, n: number): boolean {
  const level = UNIT_WORDS.has(words[i - 2] ?? '');
  return (numberValue(words[i - 1] ?? '') !== undefined && !level) || numberValue(words[i + n] ?? '') !== undefined;
}

/**
 * The events told in `words` (folded, stopwords included, as the tokenizer gives them), left to
 * right, none overlapping; at each place the longest saying wins ("get my dread back" over "get back"). A
 * tie told as its score ("7 to 7", see ./tie-score.ts) is one too.
 */
export function eventsTold(words: readonly string[]): Told[] {
  const told: Told[] = [];
  for (let i = 0; i < words.length; ) {
    const tie = tiedScoreAt(words, i);
    if (tie) {
      told.push({ start: i, end: i + tie, rules: TIE_RULES });
      i += tie;
      continue;
    }
    let best: Saying | undefined;
    for (const s of SAYINGS) if ((!best || s.slots.length > best.slots.length) && saidAt(s, words, i)) best = s;
    if (!best) {
      i++;
      continue;
    }
    const n = best.slots.length;
    const card = best.card && !valueStated(words, i, n);
    told.push({ start: i, end: i + n, rules: best.rules, ...(n === 1 ? { word: words[i]! } : {}), ...(card ? { card: true } : {}), ...(best.state ? { state: true } : {}) });
    i += n;
  }
  return told;
}
