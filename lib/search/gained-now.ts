/**
 * A player who has just gained something asks whether it is already theirs to use: "just took his
 * planet, can i spend it this turn", "researched carrier ii, do the carriers on the board get it
 * right away". The rules answer by the gain itself, in a rule opening on it ("When a player gains
 * control of a planet, ... that card is exhausted", 24.1; "After a player gains a unit upgrade card,
 * each of that player's units ... is treated as having", 86.4): what the thing is the moment it is
 * gained. The words rank the rules of using the thing first (spending, exhausted planets, moving),
 * which say nothing of when it became usable.
 */
import { moved } from './moved';
import { terms } from './text';

/** The verbs of a gain told in the past: "took", "conquered", "researched", "got". */
const GAINED = String.raw`(?:took|taken|conquered|captured|invaded|won|got|gotten|gained|researched|bought|acquired|received|grabbed)`;

/**
 * A gain told as just done: "just took", "newly researched", "got a new planet", "captured it a
 * moment ago"; or as the moment the thing was used, as a player checking his play tells it ("when i
 * took his planet i spent it right away, was that ok", see ./past-check.ts).
 */
const GAIN_TOLD = new RegExp(
  String.raw`\b(?:just|newly)\s+(?:\w+\s+)?${GAINED}\b|\b(?:when|after|once|as\s+soon\s+as)\s+(?:i|we|he|she|they)\s+${GAINED}\b|\b${GAINED}\s+(?:a|an|the|my|his|her|their)?\s*new\b|\b${GAINED}\b.*\b(?:a moment|moments|a minute|seconds) ago\b`,
  'i',
);

/** The moment asked: now, this turn, already. Not "at once", which tells two gains together. */
const NOW_ASKED = /\b(?:right away|straight away|this (?:same )?turn|same turn|immediately|already|yet)\b/i;

/** Whether the query tells a thing just gained and asks whether it counts or serves now. */
export const gainedNowAsked = (text: string): boolean => GAIN_TOLD.test(text) && NOW_ASKED.test(text);

/**
 * A rule opening on a player gaining a thing, and the thing's words: "When a player gains control of
 * a planet," -> planet; "After a player gains a unit upgrade card," -> unit upgrade card.
 */
const GAIN_OPENING = /^(?:when|after) a player (?:gains|receives) (?:control of )?(?:an? |the )?([^,.]+?)(?: from [^,.]*)?,/i;

/**
 * Words of a gained thing's name that any thing's name may hold ("card", "token", "unit"): the query
 * names the thing by its other words ("upgrade", "planet", "commodity").
 */
const GENERIC = new Set(terms('card cards token tokens unit units'));

/** The distinctive words of the thing a rule's opening tells gained, or undefined when it opens on no gain. */
export function gainedThing(text: string): string[] | undefined {
  const object = GAIN_OPENING.exec(text)?.[1];
  if (!object) return undefined;
  const words = terms(object).filter((t) => !GENERIC.has(t));
  return words.length ? words : undefined;
}

/** The upgrade's word: a unit named with its level ("carrier ii", "dread 2") names its unit upgrade card. */
export const UPGRADE_TERMS: readonly string[] = terms('upgrade');

/**
 * The ranking with the rule of the gain first: the first rule, anywhere in the ranking, whose opening
 * gains a thing every distinctive word of which the query says (`said`: the query's terms, with
 * UPGRADE_TERMS when it names a unit by its level).
 */
export function gainRuleFirst<T extends { doc: number }>(ranked: readonly T[], textOf: (d: number) => string, said: ReadonlySet<string>): T[] {
  const k = ranked.findIndex((r) => gainedThing(textOf(r.doc))?.every((t) => said.has(t)) ?? false);
  return k > 0 ? moved(ranked, k, 0) : [...ranked];
}
