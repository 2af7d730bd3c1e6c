/**
 * A question of how to do a thing ("how to remove custodians token", "how do i gain command
 * tokens") asks the means, which a rule states by "by" after the act: "the active player can remove
 * the custodians token ... by spending six influence". Its twin saying what follows from the act
 * ("When a player removes the custodians token, he takes the token ...") holds the same words, and,
 * shorter, outranks it.
 */
import { statingTwinFirst } from './stating-twin';
import type { RuleDoc } from './what-follows';
import { terms, tokenize } from './text';

// "how to remove", "how do i gain", "how can you get rid of", "how does one score": the act, captured.
const HOW_TO = /\bhow\s+(?:to|(?:do|can|could|would|should)\s+(?:i|you|we|one)|does\s+(?:one|a\s+player))\s+([a-z]+)\b/i;

/** The term of the act whose means the query asks, or undefined. */
export function meansAsked(query: string): string | undefined {
  const act = HOW_TO.exec(query)?.[1];
  return act === undefined ? undefined : terms(act)[0];
}

/** How many words may stand between the act and the "by" of its means: "remove the custodians token from Mecatol Rex by". */
const MEANS_SPAN = 8;
// The means: "by" and a verb's "-ing" ("by spending", "by exhausting").
const BY = 'by';
const GERUND = /ing$/;
// A sentence's end between the act and its "by": the means is of another act.
const SENTENCE_END = /[.!?]/;

/** Whether a text states the means of the act: the act's word, then within a few words "by" and an "-ing" word, in one sentence. */
export function statesMeans(text: string, act: string): boolean {
  const tokens = tokenize(text);
  return tokens.some((t, i) => {
    if (t.term !== act) return false;
    const ahead = tokens.slice(i + 1, i + 2 + MEANS_SPAN);
    return ahead.some((b, k) => b.word === BY && GERUND.test(ahead[k + 1]?.word ?? '') && !SENTENCE_END.test(text.slice(t.end, b.start)));
  });
}

/** The ranking with the topic's rule stating the act's means first (see ./stating-twin.ts). */
export function meansStatedFirst<T extends { doc: number }>(ranked: readonly T[], docs: readonly RuleDoc[], act: string): T[] {
  return statingTwinFirst(ranked, docs, (text) => statesMeans(text, act));
}
