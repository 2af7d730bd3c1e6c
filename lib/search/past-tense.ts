/**
 * A verb told in the past tense, for the readers of what a player tells after the fact: a returning
 * TI3 player's "ti3 had trade agreements" (./returning-player.ts), a table checking its play, "we
 * scored two secrets in one round, wrong?" (./past-check.ts). One list, so a word one reader learns
 * to tell apart ("indeed" is no past) the other does not go on missing.
 */
import { IRREGULAR_FORMS } from './irregular';
import { anyOf } from './question-words';

/** Words ending in "-ed" that are no past tense: "need", "speed", "indeed", "hundred". */
const ED_NOT_PAST: readonly string[] = ['need', 'speed', 'seed', 'feed', 'exceed', 'proceed', 'succeed', 'indeed', 'hundred', 'shed'];

/** The irregular forms that are a past tense ("took", "built", "drew"), not a participle only nor a present ("goes", "dying"). */
export const IRREGULAR_PAST: readonly string[] = [...IRREGULAR_FORMS.keys()].filter((w) => !/(?:s|ing|en|wn)$/.test(w));

/**
 * A verb in the past, as a regular expression source between word boundaries (flag "u": letters of
 * any script): "-ed" ("scored", "landed", "rerolled"; not "need"), or an irregular past ("took", "drew").
 */
export const PAST_VERB = String.raw`(?:(?!${anyOf(ED_NOT_PAST)}\b)\p{L}{2,}ed|${anyOf(IRREGULAR_PAST)})`;
