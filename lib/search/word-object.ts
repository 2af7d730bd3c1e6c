/**
 * A word and its object: what a rule exhausts ("exhausts his strategy card"), what moment it
 * starts or ends ("the end of a player's turn"). A question naming the object is not answered by a
 * rule saying the word of another object (see ./exhausted-thing.ts, ./moment-bound.ts).
 */

/** How a text says the word with its object. */
export interface WordObject {
  /** Every occurrence of the word (global). */
  occurrences: RegExp;
  /** The occurrences that name their object (global), the phrase naming it in the first group that matched. */
  named: RegExp;
  /** The object's terms from its phrase; none when the phrase names no object it tells apart. */
  objectOf: (phrase: string) => readonly string[];
}

/**
 * The terms of the objects a text says the word of; undefined when the text does not say the word,
 * or an occurrence names no object: the rule may mean anything.
 */
export function objectsOf(text: string, { occurrences, named, objectOf }: WordObject): Set<string> | undefined {
  const found = new Set<string>();
  const all = text.match(occurrences)?.length ?? 0;
  let count = 0;
  for (const m of text.matchAll(named)) {
    const objects = objectOf(m.slice(1).find((g) => g !== undefined) ?? '');
    if (!objects.length) return undefined;
    count++;
    for (const t of objects) found.add(t);
  }
  return all > 0 && count === all ? found : undefined;
}
