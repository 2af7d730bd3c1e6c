/**
 * A tie told as its score: "votes ended 7 to 7", "6-6", "3 vs 3". Players give the count, the
 * rules name the case (8.19: "If there is a tie for the outcome that received the most votes";
 * 87.8: tied on victory points), and never print a score, so the numbers as typed find nothing.
 */
import { numberValue } from './number-words';

/** Words a score's two counts are joined by; a hyphen ("6-6") leaves them side by side. */
const JOINS: ReadonlySet<string> = new Set(['to', 'vs', 'v', 'versus']);

/**
 * What is counted in a score: two equal numbers elsewhere are a rate or a count ("trade 1 to 1",
 * "2 to 2 infantry"), so one of these words must stand somewhere in the question.
 */
export const SCORED: ReadonlySet<string> = new Set(['vote', 'votes', 'voted', 'voting', 'outcome', 'outcomes', 'point', 'points', 'vp', 'vps', 'score', 'scored']);

/** The rules' word for a tied score. */
export const TIE_RULES: readonly string[] = ['tie'];

const count = (word: string | undefined): number | undefined => (word === undefined ? undefined : /^\d+$/.test(word) ? Number(word) : numberValue(word));

/** How many words (folded, stopwords included) a tied score spans at `i` in `words`, 0 when none starts there. */
export function tiedScoreAt(words: readonly string[], i: number): number {
  const first = count(words[i]);
  if (first === undefined || !words.some((w) => SCORED.has(w))) return 0;
  const joined = JOINS.has(words[i + 1] ?? '') ? 1 : 0;
  return count(words[i + 1 + joined]) === first ? 2 + joined : 0;
}
