/**
 * Things a question asks for that no single indexed word says: a count stated in digits ("gains 3
 * trade goods", "12 Infantry"), a limit on what a player can have, and the word "when" (a stopword,
 * left out of the index) where a rule uses it to state a timing. Each is a pseudo-term ("#count") that a query's alternative names like
 * any term; the engine finds it by testing the items' texts (and their sentences) against its pattern.
 */
import { HOLDING_LIMIT } from './limit-phrasings';

/** Pseudo-terms start with this; no indexed term can (the tokenizer keeps letters and digits only). */
const PATTERN_MARK = '#';

const PATTERNS: Readonly<Record<string, RegExp>> = {
  // A count of two or more before a word: "3 trade goods", "/ 12 Infantry", "10 victory points".
  // Not a label: a step ("STEP 4-REMOVE"), an initiative or combat value ('value is "7."', "combat
  // 5;"), a range ("1-3"), a rule number.
  '#count': /(?<![\p{L}\p{N}."“'’-]|step |value |is )(?:[2-9]|1[0-4]) +\p{L}/iu,
  // A limit on what a player holds (./limit-phrasings.ts): what "how many X can I have" and "max
  // X" ask, whatever the count.
  '#holding-limit': HOLDING_LIMIT,
  // No limit, stated: "any number of his planets", "there is no limit", "dice are limitless", "as
  // many as possible", "as many units as you can pay for". One pseudo-term, not phrases of words:
  // "number" alone stands next to the thing counted in every "maximum number of".
  '#unbounded': /\bany number of\b|\bno limit\b|\blimitless\b|\bunlimited\b|\bas many\b/i,
  // "A player is eliminated when he meets ...", "ends immediately when": the moment of what the
  // sentence states. Not a sentence's opening "When a player is eliminated, ...": that states what
  // follows from the moment, not when it is.
  '#when': /[\p{L}\p{N},;)"”]\s+when\b/iu,
  // "... gains three command tokens. Then, he can spend ...", "remove the token; then ...": the
  // order of two things, stated by the word the rules define for it (1.13). Not "and then": the
  // word alone opening what follows.
  '#then': /(?:^|[.;:,]\s*)then\b/im,
  // "players perform the following steps:", "consists of the following four phases:", "resolves the
  // following effects in order:": the item that opens a procedure's list of steps states their order,
  // though it says no "order" (the word is Initiative Order's, whose title wins a bare "in what order").
  '#steps': /\bfollowing\s+(?:\w+\s+)?(?:steps|phases|effects)\b|\bthese\s+steps\s+in\s+order\b/i,
};

/** The pseudo-term of the item opening a procedure's list of steps. */
export const PROCEDURE_STEPS = '#steps';

export function isPattern(term: string): boolean {
  return term.startsWith(PATTERN_MARK);
}

/** Whether `text` holds the pseudo-term `term`. */
export function holdsPattern(term: string, text: string): boolean {
  return PATTERNS[term]?.test(text) ?? false;
}

/** The pseudo-terms `text` holds. */
export function patternsIn(text: string): string[] {
  return Object.keys(PATTERNS).filter((term) => holdsPattern(term, text));
}
