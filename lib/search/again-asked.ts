/**
 * Doing a thing again: "i scored that public last round, can i score it again", "can he pay a token
 * and do it a second time", "can it sustain twice". The player asks how often he may do it, which
 * the rules state as "once" ("can score each objective only once"; see ./synonyms.ts). Only in a
 * question of what he may do ("can i", "does it"): "whats a dread's combat value again" recalls a
 * value, and one who may "go again" asks for another turn, not of a limit.
 */
import { anyOf, ASKING_VERBS, DETERMINERS, SUBJECT_PRONOUNS } from './question-words';

// "can i", "does he", "may my dread", "should i": a question of what someone may do. Its subject
// may be counted rather than named ("can one die get rerolled", "can any unit", "can each ship").
const QUANTIFIERS = ['one', 'any', 'each', 'every', 'some', 'same'];
const MAY_DO = new RegExp(String.raw`\b${anyOf(ASKING_VERBS)}\s+${anyOf(SUBJECT_PRONOUNS, DETERMINERS, QUANTIFIERS)}\b`, 'i');
// "again", "a second time", "twice", not after a verb of going ("go again": another turn; "go around twice").
const REPEATED = /\b(?<!\bgo\s)(?<!\bgoes\s)(?<!\bgoing\s)(?<!\baround\s)(?:again|(?:a\s+)?second\s+time|twice)\b/gi;

/** The query with a repetition asked of what someone may do said "twice" ("can i score it again" -> "can i score it twice"). */
export function withAgainAsked(query: string): string {
  return MAY_DO.test(query) ? query.replace(REPEATED, 'twice') : query;
}
