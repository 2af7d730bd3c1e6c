/**
 * The tuning questions (test/fixtures/search-eval.json) as a query log: each question credited to
 * the items it expects, as a web search engine credits a query to the page clicked. Their words are
 * real players' of many styles, and an item players ask of often gathers more of them. Only the
 * words several questions of an item share are kept: one player's word for it is as likely noise
 * (a typo, a story's detail) as a name players give it, and the log must fit the shipped index.
 */
import { tokenize } from './text';

/** A question of the log: what was typed and the items that answer it. */
export interface LoggedQuestion {
  q: string;
  expect: readonly string[];
}

/**
 * A word is logged for an item when at least this many of the questions expecting it hold it (as a
 * word of the same term). On the held-out sets 2 scored 0.6 points higher but took the index to
 * 255 KB gzipped, over its 250 KB budget; 1 (every word) 0.8 higher at 273 KB (docs/asked.md, "The query log").
 */
export const LOGGED_IN_QUESTIONS = 3;

/** Item id -> its logged words, each once, in the order the questions first say them. */
export function queryLog(questions: readonly LoggedQuestion[]): Map<string, string> {
  const byItem = new Map<string, string[]>();
  for (const { q, expect } of questions) for (const id of new Set(expect)) byItem.set(id, [...(byItem.get(id) ?? []), q]);
  const log = new Map<string, string>();
  for (const [id, asked] of byItem) {
    const words = sharedWords(asked);
    if (words.length) log.set(id, words.join(' '));
  }
  return log;
}

/** The words whose term at least LOGGED_IN_QUESTIONS of `questions` hold. */
function sharedWords(questions: readonly string[]): string[] {
  // A count is the teller's situation ("2 hits", "6 players"), not a name for the item: as in the
  // item's own text (./indexed-body.ts), the count a player names must not decide the answer.
  const tokens = questions.map((q) => tokenize(q).filter((t) => !t.stop && !/^\d+$/.test(t.word)));
  const held = new Map<string, number>();
  for (const t of tokens.flatMap((ts) => [...new Set(ts.map((x) => x.term))])) held.set(t, (held.get(t) ?? 0) + 1);
  return [...new Set(tokens.flat().filter((t) => held.get(t.term)! >= LOGGED_IN_QUESTIONS).map((t) => t.word))];
}
