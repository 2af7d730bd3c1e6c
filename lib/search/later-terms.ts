/**
 * A deal whose terms fall later than now: "he promised not to attack me next round", "we agreed
 * he'd pay me at the end of the game", "a pact for the next two turns". Whether it holds is the
 * rule on terms that cannot be resolved immediately (27.4: a non-binding deal); the words find as
 * well its twin on terms resolved at once (27.3: binding, "must adhere"), which the player's "does
 * he have to keep it" matches better. The time told, not the words of the ask, tells them apart.
 */
import { liftedWithin, TWIN_REACH } from './moved';
import { NUMBER_WORDS } from './number-words';
import { anyOf } from './question-words';

/** What a player calls an agreement between players: the rules' "deal" and the table's words for one. */
const AGREEMENT = /\b(?:deals?|dealt|promis(?:e|es|ed|ing)|swore|sworn|swears?|pledged?|agree(?:s|d|ment|ments)?|pacts?|bargain(?:ed|s)?|arrangements?)\b/i;

/** How many of a thing, in digits or words ("in 2 rounds", "for three turns"). */
const COUNT = String.raw`(?:\d+|a\s+few|a\s+couple(?:\s+of)?|${anyOf(NUMBER_WORDS)})`;
/** A stretch of the game: a round, a turn, a phase. */
const STRETCH = String.raw`(?:rounds?|turns?|phases?|status\s+phases?|agenda\s+phases?)`;

/**
 * A time later than now, or a future told of what a player does: "next round", "the following
 * turn", "later", "in the future", "tomorrow", "in 2 rounds", "for the next three turns", "at the
 * end of the game", "he'll", "they'd".
 */
const LATER = new RegExp(
  [
    String.raw`\b(?:next|following|coming|upcoming|later|future|subsequent)\s+${STRETCH}`,
    String.raw`\b(?:later(?:\s+on)?|in\s+the\s+future|future|tomorrow|eventually|afterwards?)\b`,
    String.raw`\b(?:in|for|after)\s+(?:the\s+next\s+)?${COUNT}\s+${STRETCH}`,
    String.raw`\bend\s+of\s+the\s+(?:game|round)\b`,
    String.raw`\b(?:he|she|they|you|i|we)(?:'|\s)?(?:ll|d)\b`,
  ].join('|'),
  'i',
);

/** Whether the query asks of an agreement whose terms it tells as later than now. */
export const laterTermsAsked = (text: string): boolean => AGREEMENT.test(text) && LATER.test(text);

/** A rule stating that something does not happen at once: "cannot be resolved immediately". */
const NOT_AT_ONCE = /\b(?:cannot|can\s+not|not|never)\b[^.]*\bimmediately\b/i;
/** The rules' words for an agreement: a rule on another topic that is "not immediate" (a retreat) answers no deal. */
const OF_AGREEMENT = /\b(?:deals?|agreements?|terms)\b/i;
const statesLater = (text: string) => NOT_AT_ONCE.test(text) && OF_AGREEMENT.test(text);

/** The ranking with the rule on terms not resolved at once first, when one close behind the first result states it. */
export function laterTermsFirst<T extends { doc: number }>(ranked: readonly T[], textOf: (d: number) => string): T[] {
  const head = ranked[0];
  if (!head || statesLater(textOf(head.doc))) return [...ranked];
  return liftedWithin(ranked, TWIN_REACH, (r) => statesLater(textOf(r.doc)));
}
