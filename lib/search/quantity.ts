/**
 * Counts in a question, as the rules state the limit they ask about. A player asks "can i have 8
 * action cards", "3 pds on one planet", "2 space docks same planet": the count typed is rarely the
 * one printed, because the rules state the limit ("a maximum of seven", "up to three", "cannot have
 * more than"), and "2" of a thing is what the rules call "multiple" or "more than one". So a count
 * of two or more is also found where the text states a limit, and "one" where it says "single"
 * or "each". These forms weigh less than the number itself: a text that prints the count wins.
 */
import { numberValue } from './number-words';

export interface CountForm {
  /** A word or phrase of the rules' text (stopwords kept where they are part of the sense), or a pseudo-term (./patterns.ts). */
  text: string;
  weight: number;
}

/** How a limit is stated in the rules: what a count of two or more in a question is asking for. */
const LIMIT_FORMS: readonly CountForm[] = [
  // "can have a maximum of", "can have up to": a limit on what a player holds (./patterns.ts).
  { text: '#holding-limit', weight: 0.7 },
  { text: 'maximum', weight: 0.6 },
  { text: 'up to', weight: 0.6 },
  { text: 'no more than', weight: 0.6 },
  { text: 'more than', weight: 0.6 },
  { text: 'exceed', weight: 0.6 },
  { text: 'multiple', weight: 0.4 },
];

/** "one planet", "one window": the rules say "each planet", "a single timing window". */
const ONE_FORMS: readonly CountForm[] = [
  { text: 'single', weight: 0.8 },
  { text: 'each', weight: 0.5 },
];

/** The forms in which the rules state what a count typed in a question (folded word) asks about; empty for a word that is no count. */
export function countForms(word: string): readonly CountForm[] {
  const n = numberValue(word);
  if (n === undefined || n === 0) return [];
  return n === 1 ? ONE_FORMS : LIMIT_FORMS;
}
