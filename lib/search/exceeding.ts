/**
 * A limit passed, in the player's words: "go over 7 action cards", "going over my fleet pool",
 * "we were over the hand limit". The rules state the limit ("a maximum of seven", "cannot have more
 * than"), never "over", and "go over" alone is a move ("can my war sun go over the asteroid
 * field"): only before a count or a limit does it say "exceed", which asks for the limit (see the
 * "maximum" group of ./synonyms.ts).
 */
import { numberValue } from './number-words';
import { anyOf, BE_FORMS, POSSESSIVES } from './question-words';

// The verbs a limit is passed with: the forms of "go", and of "be" with "be" and "am" besides the
// shared ones, since "i am over the limit" tells a limit passed as "we were over" does (the shared
// list leaves out "am" for "am i over 3", which asks of a player; here only a count or a limit after "over" reads).
const PASSING = anyOf(['go', 'goes', 'going', 'went', 'gone', 'be', 'am'], BE_FORMS);
// "go over", "going over", "were over", then an owner or article, then what is passed.
const GOING_OVER = new RegExp(String.raw`\b${PASSING}\s+over\s+((?:(?:the|${anyOf(POSSESSIVES)})\s+)?(\w+)(?:\s+(\w+))?)`, 'gi');
// A limit named: "the limit", "hand limit", "my fleet pool", "the cap", "capacity".
const LIMITS: ReadonlySet<string> = new Set(['limit', 'cap', 'max', 'maximum', 'capacity', 'fleet']);

/** The query with a limit passed ("go over 7") read as the rules' sense ("exceed 7"); unchanged otherwise. */
export function withExceeding(query: string): string {
  return query.replace(GOING_OVER, (all, passed: string, first: string, second: string | undefined) => {
    const word = first.toLowerCase();
    const limit = /^\d+$/.test(word) || numberValue(word) !== undefined || LIMITS.has(word) || (second !== undefined && LIMITS.has(second.toLowerCase()));
    return limit ? `exceed ${passed}` : all;
  });
}
