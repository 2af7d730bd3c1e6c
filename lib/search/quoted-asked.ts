/**
 * A player quoting a word or a phrase of a card or a rule asks of it: "'ground forces' is that only
 * infantry", "does removing ships for fleet pool count as 'destroyed'", "'non-fighter ships' for fleet
 * pool, does carried infantry count". The quoted words are the thing asked, which the rule defining or
 * using them answers; the words around them frame the question or tell the case, and a rule holding
 * those alone must not outrank it. A quote in a sentence told before the question ("it says 'at the
 * start of your turn'. can i use it right away?") is the story's, not what is asked.
 */
import { phrase } from './concept-reading';
import type { Alternative } from './query';
import { QUOTED } from './timing-question';
import { wordSet } from './text';

// Where a sentence of the query ends before another: its question is in the last one.
const SENTENCE_END = /[.!?;]\s+(?=\S)/g;

/** The query's last sentence, where it asks. */
function lastSentence(query: string): string {
  const ends = [...query.matchAll(SENTENCE_END)];
  const last = ends.at(-1);
  return last ? query.slice(last.index + last[0].length) : query;
}

/** What the query's asking sentence quotes (see `quotedAsked`). */
export interface QuotedAsked {
  /** The words inside the quotes (`main`) and outside them (`aside`); undefined when the sentence quotes no word. */
  split: { aside: Set<string>; main: Set<string> } | undefined;
  /**
   * Each phrase of two words or more quoted, as one term to find whole: "'non-fighter ships' for fleet
   * pool" is the rule saying "non-fighter ships", not one saying "ships" and "fighter" apart. Its words
   * are read one by one too; this finds the card's words where they stand together.
   */
  phrases: Pick<Alternative, 'terms' | 'words'>[];
}

/** What the query's asking sentence quotes, read in one pass over that sentence. */
export function quotedAsked(query: string): QuotedAsked {
  const quotes = [...lastSentence(query).matchAll(QUOTED)].map((m) => m[1]!);
  const main = wordSet(quotes.join(' '));
  return {
    split: main.size ? { aside: wordSet(query.replace(QUOTED, ' ')), main } : undefined,
    phrases: quotes.map((q) => phrase(q)).filter((p) => !p.exact && p.terms.length > 1),
  };
}
