/**
 * Whether a thing happens again in a later round of a combat: "do destroyers get to shoot anti fighter
 * barrage again in round 2", "is the barrage every round". The answer is the rule stating the round
 * it happens in ("If this is the first round of a space combat, the players may ... use the
 * 'Anti-Fighter Barrage' ability", 67.3); the words find as well a step of the thing that says
 * nothing of rounds (10.2: each player destroys a fighter per hit), which answers what it does, not
 * when.
 */
import { liftedWithin, TWIN_REACH } from './moved';

/** A later or every round named: "round 2", "the third round", "next round", "every round". */
const LATER_ROUND = /\b(?:round (?:2|3|two|three)|(?:second|2nd|third|3rd|later|next|subsequent|every|each) (?:combat )?rounds?)\b/i;

/** The question of it repeating: "again", "still", "only", "every", "each". */
const REPEAT = /\b(?:again|still|only|just|every|each)\b/i;

/** Whether the query asks whether a thing repeats in a later round. */
export const laterRoundAsked = (text: string): boolean => LATER_ROUND.test(text) && REPEAT.test(text);

/**
 * A rule stating, in its opening two sentences, the round a thing happens in: "If this is the first
 * round of a space combat" (67.3), "During the 'Anti-Fighter Barrage' step of the first round of
 * space combat" (10). Only the opening: a rule of timing windows naming "the start of the first round
 * of combat" deep in its text (1.12) states when abilities resolve, not when one thing happens.
 */
const ROUND_STATED = /\bfirst round\b/i;
/** The opening two sentences of a text (a colon ends one: "... players perform the following steps:"). */
const opening = (text: string) => text.split(/(?<=[.!?:])\s+/).slice(0, 2).join(' ');
const statesRound = (text: string) => ROUND_STATED.test(opening(text));

/** The ranking with the rule stating the round first, when the first result states none and one close behind does. */
export function roundStatedFirst<T extends { doc: number }>(ranked: readonly T[], textOf: (d: number) => string): T[] {
  const head = ranked[0];
  if (!head || statesRound(textOf(head.doc))) return [...ranked];
  return liftedWithin(ranked, TWIN_REACH, (r) => statesRound(textOf(r.doc)));
}
