/**
 * What a limit is on: "Each player can have up to three total scored and unscored secret
 * objectives" limits what a player holds, "A player can score a maximum of one public objective and
 * one secret objective during each status phase" what he scores. "How many secret objectives can i
 * have" asks the first, "how many can i score in a round" the second.
 */
import { HOLDING_LIMIT, STATED_LIMIT } from './limit-phrasings';
import { NUMBER_WORDS } from './number-words';
import { anyOf, MODALS, SUBJECT_PRONOUNS } from './question-words';
import { terms } from './text';
import { isNumberedStep } from './timing-question';

export type LimitVerb = 'hold' | 'score';

// "have", "hold", "keep", "in hand": what a player holds. "Scored ones" is a kind of card held,
// not the verb asked: only "score", "scores", "scoring" ask of scoring.
const HOLD = /\b(?:have|has|hold|holds|holding|keep|keeps|in (?:my |his |their |your )?hand)\b/i;
/** The terms of the words a question says holding with that are no stopwords: what a rule stating a holding limit says as "can have". */
export const HOLD_TERMS: ReadonlySet<string> = new Set(terms('hold holds holding keep keeps hand'));
const SCORE = /\bscor(?:e|es|ing)\b/i;
// "scored secrets", "unscored objectives", "scored ones": cards a player has, named by a past act.
const SCORED_KIND = /\b(?:un)?scored\s+(?:(?:and|or)\s+(?:un)?scored\s+)?(?:secret|secrets|objective|objectives|public|publics|ones|cards?)\b/i;

/** The verb a question asks a limit of (holding when it names cards as scored ones and says no verb), undefined when it says neither or both. */
export function limitVerbAsked(query: string): LimitVerb | undefined {
  const hold = HOLD.test(query);
  const score = SCORE.test(query);
  if (hold !== score) return hold ? 'hold' : 'score';
  // Neither verb, but the cards named as scored ones: what is counted is what a player holds.
  if (!hold && SCORED_KIND.test(query)) return 'hold';
  // Both said: the one the question asks with "can i" ("how many can i score, i have 2 publics done").
  const modal = ASKED_WITH.exec(query)?.[1];
  return modal === undefined ? undefined : SCORE.test(modal) ? 'score' : HOLD.test(modal) ? 'hold' : undefined;
}

// "can i", "can a player", "may i", "should i": what a question asks a verb with, the verb after it.
// A subject pronoun, or a player named whole: after a bare determiner ("can the") the next word is
// the subject's noun, not the verb asked.
const ASKER = String.raw`\b${anyOf(MODALS)}(?:not)? ${anyOf(SUBJECT_PRONOUNS, ['a player', 'one player', 'each player'])} `;
// "can i score", "can a player have", "may i keep": the verb a question asks with.
const ASKED_WITH = new RegExp(String.raw`${ASKER}(\w+)`, 'i');

// "can i score two publics", "can i have 8 action cards": the count right after the verb asked with.
const COUNT_ASKED = new RegExp(String.raw`${ASKER}(?:score|have|hold|keep) (?:up to |more than )?(?:\d+|${anyOf(NUMBER_WORDS)})\b`, 'i');

/**
 * Whether the question asks whether a count is allowed ("can i score two publics in one status
 * phase"): it asks the limit outright, as "how many" does. A count told ("now i have 4 secrets,
 * what do i do") is the player's story.
 */
export function limitCountAsked(query: string): boolean {
  return COUNT_ASKED.test(query);
}

const VERBS: Readonly<Record<string, LimitVerb>> = { have: 'hold', hold: 'hold', keep: 'hold', score: 'score' };

/** The verbs a text states a limit with (empty when it states none with one of them). */
export function limitVerbsOf(text: string): Set<LimitVerb> {
  const verbs = new Set([...text.matchAll(STATED_LIMIT)].map((m) => VERBS[m[1]!.toLowerCase()]).filter((v) => v !== undefined));
  // "the maximum number of ... he can have", "can have a number of ships ... equal to or less than".
  if (HOLDING_LIMIT.test(text)) verbs.add('hold');
  return verbs;
}

// Setup's "Step 12: Prepare Objectives": a step of a procedure named in its title, as "STEP
// 1-SCORE OBJECTIVES: ... each player may score up to one" is in its text (./timing-question.ts
// `isNumberedStep`); each applies a limit as it goes.
const STEP_TITLE = /^Step\s+\d+\s*:/;

/**
 * Whether an item is a step of a procedure: what it says of a count ("chooses one to keep", "may
 * score up to one") is what happens in that step, not the limit a rule of its own states.
 */
export function isProcedureStep(title: string, text: string): boolean {
  return isNumberedStep(text) || STEP_TITLE.test(title);
}
