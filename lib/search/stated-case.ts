/**
 * "What happens when a law gets discarded" asks what follows from one case, which a rule states
 * by opening on it: "If a law is discarded from play, that law's ability is no longer in effect."
 * Another rule holding the same words may open on a narrower case, with conditions the player did
 * not name: "If a player gains a victory point from a law, and that law is discarded, he does not
 * lose that victory point." Being shorter it outranks the first; the case the player asked is the
 * one whose opening holds fewer words he did not say.
 */
import { moved } from './moved';
import { terms } from './text';

// "what happens when", "what happens if", "what happens to": the player asks what follows from a case.
const ASKS_WHAT_FOLLOWS = /\bwhat\s+(?:happens?|happened)\b/i;

// The case a rule opens on: "If ..." or "When ..." up to the comma after it; a case of two
// conditions ("If A, and B, ...") is one case, read whole.
const OPENING_CASE = /^\s*(?:if|when|whenever)\b(.*?),(?!\s*(?:and|or)\b)/i;

/** How far down the rule opening on the asked case may stand: the words found both about as well. */
const CASE_REACH = 3;

/** Whether the query asks what follows from a case ("what happens when ..."). */
export function asksWhatFollows(query: string): boolean {
  return ASKS_WHAT_FOLLOWS.test(query);
}

/** How many terms of the case `text` opens on the query does not hold, or undefined when it opens on none. */
export function unstatedInCase(text: string, said: ReadonlySet<string>): number | undefined {
  const opening = OPENING_CASE.exec(text)?.[1];
  return opening === undefined ? undefined : terms(opening).filter((t) => !said.has(t)).length;
}

/**
 * The ranking with the rule opening on the case asked first: of the first results that answer all
 * the query's words and open on a case, the one whose case holds the fewest words the player did
 * not say, when it holds fewer than the first's.
 */
export function statedCaseFirst<T extends { doc: number; complete: boolean }>(ranked: readonly T[], said: ReadonlySet<string>, textOf: (d: number) => string): T[] {
  const unstated = ranked.slice(0, CASE_REACH).map((r) => (r.complete ? unstatedInCase(textOf(r.doc), said) : undefined));
  const first = unstated[0];
  if (first === undefined) return [...ranked];
  let best = 0;
  unstated.forEach((u, k) => {
    if (u !== undefined && u < unstated[best]!) best = k;
  });
  return best > 0 ? moved(ranked, best, 0) : [...ranked];
}
