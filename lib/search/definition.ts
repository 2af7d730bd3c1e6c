/**
 * The sentence that defines a thing: "A unit's move value indicates the distance ...", "A ship is a
 * unit type ...", "A player's reinforcements are his personal supply ...". A question of what a
 * thing is ("what is move value") is answered there, not by a sentence that only uses the words
 * ("neither a unit's move value nor the rules above apply").
 */
import { terms, tokenize, type Token } from './text';

/** The verbs that make a sentence's subject the thing it defines. */
const DEFINING_VERBS: ReadonlySet<string> = new Set(['is', 'are', 'indicates', 'represents', 'determines', 'means', 'refers', 'consists']);
/** How far into a sentence (in words that are not stopwords) its subject may start: "A planet's influence is". */
const SUBJECT_START = 2;

/**
 * Whether the tokens of a sentence define the thing named by `subject` (terms in order, each from
 * one of the sets of terms a word of the query may be): the subject opens the sentence (after at
 * most `SUBJECT_START` other words such as "unit's") and a defining verb follows it.
 */
export function definesSubject(sentence: readonly Token[], subject: readonly ReadonlySet<string>[]): boolean {
  if (!subject.length) return false;
  const words = sentence.filter((t) => !t.stop || DEFINING_VERBS.has(t.word));
  for (let start = 0; start <= SUBJECT_START && start + subject.length < words.length; start++) {
    if (words[start]!.stop) return false;
    if (subject.every((terms, k) => terms.has(words[start + k]!.term)) && DEFINING_VERBS.has(words[start + subject.length]!.word)) return true;
  }
  return false;
}

/**
 * Whether a text is one sentence defining the thing its title names ("Supernova": "A supernova is
 * an anomaly that affects movement."): it says what the thing is, no rule of it.
 */
export function onlyDefinesTitle(title: string, text: string): boolean {
  return !ANOTHER_SENTENCE.test(text.trim()) && definesSubject(tokenize(text), terms(title).map((t) => new Set([t])));
}

// A sentence's end followed by more text, or a line break (a list after a colon).
const ANOTHER_SENTENCE = /[.!?:]\s+\S|\n/;
