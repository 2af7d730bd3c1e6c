/**
 * The moment a rule starts or ends: "Abilities that last until the end of a player's turn" (36.3)
 * ends a turn, not a round, though its entry is GAME ROUND. A question of "the end of a round" is
 * not answered by it; one of "the end of my turn" is. A round of combat is not a game round;
 * phases are told apart by their head noun only (the status and action phases are both phases).
 */
import { terms } from './text';
import { objectsOf } from './word-object';

const MOMENTS = new Set(terms('turn round phase combat action game'));
const ROUND = terms('round')[0]!;
const COMBAT = terms('combat')[0]!;
/** A round of combat ("combat round", "round of combat"), one moment. */
export const COMBAT_ROUND = `${COMBAT} ${ROUND}`;

/** The words saying a start or an end ("start" and "beginning" are one concept with "begin"). */
export const BOUND_TERMS = new Set(terms('start end begin beginning'));

/**
 * The moment words name, from their first few terms: the run of moment words past up to two others
 * ("that player's turn", "the status phase"): a combat round if it says both ("round of combat"),
 * its round if it has one ("game round"), else its last ("tactical action", "action phase"); none
 * when no moment comes soon.
 */
export function momentOf(words: readonly string[]): string[] {
  const start = words.slice(0, 3).findIndex((t) => MOMENTS.has(t));
  if (start < 0) return [];
  const end = words.findIndex((t, i) => i > start && !MOMENTS.has(t));
  const run = words.slice(start, end < 0 ? undefined : end);
  if (run.includes(ROUND)) return [run.includes(COMBAT) ? COMBAT_ROUND : ROUND];
  return [run[run.length - 1]!];
}

// "the end of that player's turn", "at the start of a round of combat"; "before the next player's
// turn begins", "after combat ends". A bare verb ("those effects end") bounds no moment: not counted.
const BOUNDED = String.raw`\b(?:start|end|beginning)\s+of\s+((?:[\w']+ ){0,4}[\w']+)|\b((?:turn|round|phase|combat|action|game)s?)\s+(?:ends?|ended|begins?|began|starts?|started)\b`;
const BOUNDS = {
  occurrences: new RegExp(BOUNDED, 'gi'),
  named: new RegExp(BOUNDED, 'gi'),
  objectOf: (phrase: string) => momentOf(terms(phrase)),
};

/** The moments a text starts or ends; undefined when it bounds none, or one it does not tell apart ("the end of the agenda"). */
export function boundedMoments(text: string): Set<string> | undefined {
  return objectsOf(text, BOUNDS);
}
