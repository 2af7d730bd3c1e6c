/**
 * What a rule exhausts: "ready up to two exhausted planets" (Diplomacy's secondary) exhausts
 * planets, "the active player exhausts his strategy card" a strategy card. A question of a
 * strategy card flipped after the secondaries is not answered by a rule exhausting planets,
 * though it says "exhausted".
 */
import { terms } from './text';
import { objectsOf } from './word-object';

// "exhausts his strategy card", "exhausted planets he controls", "exhaust any number of his
// planets": the word after the verb, past its determiners ("strategy" names the strategy card).
const DETERMINERS = String.raw`(?:(?:his|her|their|its|the|a|an|that|this|those|these|one|any|all|each|both|up\s+to\s+\w+|any\s+number|number|of)\s+)*`;
const EXHAUSTED = {
  occurrences: /\bexhaust(?:s|ed|ing)?\b/gi,
  named: new RegExp(String.raw`\bexhaust(?:s|ed|ing)?\s+${DETERMINERS}([a-z]+)`, 'gi'),
  objectOf: terms,
};

export const EXHAUST_TERM = terms('exhausted')[0]!;

/**
 * The terms of the things a text exhausts (or calls exhausted), each occurrence's first word past
 * its determiners; undefined when an occurrence names none ("exhaust it", "is exhausted"):
 * the rule may exhaust anything.
 */
export function exhaustedThings(text: string): Set<string> | undefined {
  return objectsOf(text, EXHAUSTED);
}

/** The things exhausted in at least two items (planets, cards, strategy cards): the words a question names what it exhausts by. */
export function thingsExhausted(each: readonly (ReadonlySet<string> | undefined)[]): Set<string> {
  const counts = new Map<string, number>();
  for (const things of each) for (const t of things ?? []) counts.set(t, (counts.get(t) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= 2).map(([t]) => t));
}
