/**
 * How the rules state a limit on a count: one table for the recognisers that read it, the verb a
 * limit is stated with (./limit-verb.ts), the units a limit is of (./unit-limit.ts), a limit on
 * what a player holds (./patterns.ts "#holding-limit") and the forms a count asked is found in
 * (./quantity.ts).
 */

export interface LimitPhrase {
  /** As printed after the verb: "can have a maximum of seven", "can score up to one", "cannot have no more than". */
  stated: string;
  /** As it may stand after "can have", words between allowed ("cannot have more commodities than"). */
  held: string;
  /** The word(s) it is found by in any text, verb or none ("the maximum number of"). */
  word: string;
}

export const LIMIT_PHRASES: readonly LimitPhrase[] = [
  { stated: 'a maximum of', held: 'a maximum', word: 'maximum' },
  { stated: 'up to', held: 'up to', word: 'up to' },
  { stated: 'no more than', held: 'no more than', word: 'no more than' },
  { stated: 'more than', held: 'more\\b[^.]{0,30}?\\bthan', word: 'more than' },
];

const either = (sources: readonly string[]) => `(?:${sources.join('|')})`;

/** "can have up to", "may score a maximum of", "cannot have more than": the verb a limit is stated with, captured. */
export const STATED_LIMIT = new RegExp(`\\b(?:can(?:not)?|may) (?:only )?(\\w+) ${either(LIMIT_PHRASES.map((p) => p.stated))}\\b`, 'gi');

/**
 * A limit on what a player holds: "can have a maximum of seven", "can have up to three", "cannot
 * have more than 10", "the maximum number of commodities he can have", "no limit to the number of
 * ground forces", "a number of ships ... equal to or less than".
 */
export const HOLDING_LIMIT = new RegExp(
  [
    `\\bcan(?:not)? have ${either(LIMIT_PHRASES.map((p) => p.held))}`,
    '\\bmaximum number of [^.]{0,40}?\\bcan have\\b',
    '\\bno limit to the number of\\b',
    '\\bcan have a number of [^.]{0,40}?\\bequal to or less than',
  ].join('|'),
  'i',
);

/** Any limit named, with its verb or not: "a maximum of two", "up to three", "cannot have more than", "limit". */
export const LIMIT_NAMED = new RegExp(`\\b${either([...LIMIT_PHRASES.map((p) => p.word), 'limit'])}\\b`, 'i');
