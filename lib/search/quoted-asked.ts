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

/**
 * The words inside the quotes of the query's asking sentence (`main`) and outside them (`aside`);
 * undefined when that sentence quotes no word.
 */
export function quotedSplit(query: string): { aside: Set<string>; main: Set<string> } | undefined {
  const asking = lastSentence(query);
  const main = wordSet([...asking.matchAll(QUOTED)].map((m) => m[1]!).join(' '));
  return main.size ? { aside: wordSet(query.replace(QUOTED, ' ')), main } : undefined;
}

/**
 * Each phrase of two words or more quoted in the asking sentence, as one term to find whole: "'non-fighter
 * ships' for fleet pool" is the rule saying "non-fighter ships", not one saying "ships" and "fighter"
 * apart. Its words are read one by one too; this finds the card's words where they stand together.
 */
export function quotedPhrases(query: string): Pick<Alternative, 'terms' | 'words'>[] {
  return [...lastSentence(query).matchAll(QUOTED)].map((m) => phrase(m[1]!)).filter((p) => !p.exact && p.terms.length > 1);
}
