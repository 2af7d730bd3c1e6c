/**
 * Counts in a question, as the rules state the limit they ask about. A player asks "can i have 8
 * action cards", "3 pds on one planet", "2 space docks same planet": the count typed is rarely the
 * one printed, because the rules state the limit ("a maximum of seven", "up to three", "cannot have
 * more than"), and "2" of a thing is what the rules call "multiple" or "more than one". So a count
 * of two or more is also found where the text states a limit. These forms weigh less than the
 * number itself: a text that prints the count wins.
 */
import { LIMIT_PHRASES } from './limit-phrasings';
import { numberValue } from './number-words';
import type { Token } from './text';

export interface CountForm {
  /** A word or phrase of the rules' text (stopwords kept where they are part of the sense), or a pseudo-term (./patterns.ts). */
  text: string;
  weight: number;
}

/** How a limit is stated in the rules: what a count of two or more in a question is asking for. */
const LIMIT_FORMS: readonly CountForm[] = [
  // "can have a maximum of", "can have up to": a limit on what a player holds (./patterns.ts).
  { text: '#holding-limit', weight: 0.7 },
  // "a maximum of", "up to", "no more than", "more than" (./limit-phrasings.ts).
  ...LIMIT_PHRASES.map((p) => ({ text: p.word, weight: 0.6 })),
  { text: 'exceed', weight: 0.6 },
  { text: 'multiple', weight: 0.4 },
];

/**
 * How the rules answer "how many" and "is there a limit" beside a count: the thing has no limit
 * (./patterns.ts: "any number of his planets", "dice are limitless", "as many units as you can
 * pay for"), or a floor ("at least one ground force").
 */
export const UNBOUNDED_ANSWERS: readonly string[] = ['#unbounded', 'at least'];

/**
 * "Each player will choose a second strategy card", "repeat the step for a second agenda": the rules
 * state a count of two of a thing as one more of it. Where it stands before what "how many" counts
 * (`countsThing`), it answers as "two" would.
 */
export const COUNT_ORDINALS: readonly string[] = ['second'];

/** The forms in which the rules state what a count typed in a question (folded word) asks about; empty for a word that is no count of two or more. */
export function countForms(word: string): readonly CountForm[] {
  const n = numberValue(word);
  return n !== undefined && n >= 2 ? LIMIT_FORMS : [];
}

/** How many terms (stopwords out) after a count the thing it counts may stand: "two of the stage I objective cards". */
const COUNT_REACH = 3;

/**
 * Whether a count in an item's terms (stopwords out) stands before a term of what the question
 * counts: "how many votes" is answered by "can cast up to three votes", not by "cast votes for
 * outcomes on two agenda cards", a count of agendas.
 */
export function countsThing(itemTerms: readonly string[], count: string, counted: ReadonlySet<string>): boolean {
  for (let i = 0; i < itemTerms.length; i++) {
    if (itemTerms[i] !== count) continue;
    for (let j = i + 1; j <= i + COUNT_REACH && j < itemTerms.length; j++) if (counted.has(itemTerms[j]!)) return true;
  }
  return false;
}

/**
 * "One" before a word that is no stopword is an article: "max ships in one system" asks of a
 * system, as "in a system" would; the rules say "a system", "each system". Left out of the query,
 * as "a" is. Before a stopword it is a count ("count as 1 for production").
 */
export function isArticle(word: string, next: Token | undefined): boolean {
  return (word === 'one' || word === '1') && next !== undefined && !next.stop;
}

// "a second space dock on the same planet", "a second pds per planet": one more of the thing where
// one stands, a count of two against a limit. Not "the second" (an ordinal: "the second agenda"),
// "a second one" (the next one's cost) nor one more with no place ("research a second tech": one
// additional technology), nor one more in the same time ("a second tactical action in the same round").
const ONE_MORE = /\ba second (?!one\b|time\b)(?=[a-z][^.?!]*\b(?:same|per|each|(?:on|in) one)\s+(?:planet|system|hex|tile|space\s+area)s?\b)/gi;

/**
 * "Can i build a second space dock on the same planet" asks the limit as "2 space docks on one
 * planet" does: the rules state it ("a maximum of one space dock"), never "second". The count
 * written as a number, the limit's forms find it (`countForms`).
 */
export function withOneMoreCounted(query: string): string {
  return query.replace(ONE_MORE, '2 ');
}
