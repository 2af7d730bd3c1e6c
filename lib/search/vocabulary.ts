/**
 * The words the corpus uses, for what an index lookup cannot do: completing a word still being
 * typed ("wormhol") and forgiving a typo ("anomoly", "sustian").
 */

export interface Vocabulary {
  /** Terms of the words starting with `prefix` (a folded word), most frequent first. */
  complete(prefix: string, limit: number): string[];
  /**
   * Terms of the words at most `distance` edits (Damerau: a swap is one edit) from `word`, each with
   * its closest distance and how often the corpus uses its words; closest first, then most used.
   */
  near(word: string, distance: number): Near[];
  /** Whether some word of the corpus has this term. */
  hasTerm(term: string): boolean;
  /** Whether the corpus uses this (folded) word as it stands. */
  hasWord(word: string): boolean;
}

/** A term near a typed word: how many edits away its closest word is, and how often its words occur. */
export interface Near {
  term: string;
  distance: number;
  count: number;
}

/**
 * How often the rules use a word at most for it to be all but unused: typed, such a word is likelier
 * a player's abbreviation ("mod": modifiers) or a game word misheard ("fair": warfare) than itself.
 */
export const RARE_USES = 2;

/** How often the corpus uses a (folded) word as it stands. */
export const usesOf = (vocabulary: Vocabulary, word: string): number => vocabulary.near(word, 0)[0]?.count ?? 0;

/** Folded surface word -> its term and how often it occurs. */
type Words = ReadonlyMap<string, { term: string; count: number }>;

/** `words`: folded surface word -> [its term, how often it occurs]. */
export function createVocabulary(words: Words): Vocabulary {
  const sorted = [...words.keys()].sort();
  const termSet = new Set([...words.values()].map((w) => w.term));
  const byLength = groupedByLength(sorted);
  return {
    hasTerm: (term) => termSet.has(term),
    hasWord: (word) => words.has(word),
    complete: (prefix, limit) => termsByUse(words, startingWith(sorted, prefix)).slice(0, limit),
    near: (word, distance) => nearTerms(words, byLength, word, distance),
  };
}

/** The words of `sorted` by length, each length's in sorted order: a typo is compared only with words of about its length. */
function groupedByLength(sorted: readonly string[]): Map<number, string[]> {
  const byLength = new Map<number, string[]>();
  for (const w of sorted) {
    const list = byLength.get(w.length);
    if (list) list.push(w);
    else byLength.set(w.length, [w]);
  }
  return byLength;
}

/** The words of `sorted` that start with `prefix`, in order. */
function startingWith(sorted: readonly string[], prefix: string): string[] {
  const found: string[] = [];
  for (let i = lowerBound(sorted, prefix); i < sorted.length && sorted[i]!.startsWith(prefix); i++) found.push(sorted[i]!);
  return found;
}

/** The terms of `list`'s words, each once, those of the most used words first. */
function termsByUse(words: Words, list: readonly string[]): string[] {
  return [...new Set([...list].sort((a, b) => words.get(b)!.count - words.get(a)!.count).map((w) => words.get(w)!.term))];
}

/** Vocabulary.near: the terms of the words of about `word`'s length within `distance` edits of it. */
function nearTerms(words: Words, byLength: ReadonlyMap<number, readonly string[]>, word: string, distance: number): Near[] {
  // No edit allowed: the word itself, looked up, not every word of its length compared.
  if (distance === 0) {
    const exact = words.get(word);
    return exact ? [{ term: exact.term, distance: 0, count: exact.count }] : [];
  }
  const found = new Map<string, Near>();
  for (let len = word.length - distance; len <= word.length + distance; len++) {
    for (const w of byLength.get(len) ?? []) {
      const d = editDistance(word, w, distance);
      if (d <= distance) addNear(found, words.get(w)!, d);
    }
  }
  return [...found.values()].sort((a, b) => a.distance - b.distance || b.count - a.count || (a.term < b.term ? -1 : 1));
}

/** Counts a word `distance` edits away toward its term: the term keeps its closest word's distance and sums their uses. */
function addNear(found: Map<string, Near>, { term, count }: { term: string; count: number }, distance: number): void {
  const seen = found.get(term);
  if (!seen) found.set(term, { term, distance, count });
  else {
    seen.distance = Math.min(seen.distance, distance);
    seen.count += count;
  }
}

/** The first index of `sorted` whose string is not below `key` (binary search). */
export function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent swaps), giving up early: returns
 * `max + 1` as soon as every path is over `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return Math.min(prev[b.length]!, max + 1);
}
