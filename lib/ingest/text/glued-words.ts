import { englishWords } from './dictionary';

/**
 * Splits words that a transcription glued together ("andanother", "thesupply", "firstround").
 *
 * A token is split only when it is not an English word, is not a word the source itself uses
 * standalone elsewhere (faction and place names), and splits into exactly two words that are both
 * English words and both used standalone in the same source. Requiring the source to use both
 * halves keeps a rare real word from being cut into two dictionary fragments.
 */
export interface GluedWordSplitter {
  /** The split form ("the supply"), or undefined when the token should stay as it is. */
  split(token: string): string | undefined;
}

const WORD = /[A-Za-z]+/g;

/** Lowercased counts of the words a text uses. */
export function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [w] of text.matchAll(WORD)) {
    const key = w.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

export function gluedWordSplitter(sourceText: string): GluedWordSplitter {
  const dictionary = englishWords();
  const counts = wordCounts(sourceText);
  const known = (w: string) => dictionary.has(w) && (counts.get(w) ?? 0) > 0;
  return {
    split(token) {
      // Mixed capitals ("CARDEach") are glued headers, another repair's business.
      if (!/^[A-Z]?[a-z]+$/.test(token)) return undefined;
      const lower = token.toLowerCase();
      if (lower.length < 5 || dictionary.has(lower) || (counts.get(lower) ?? 0) > 1) return undefined;
      const splits: string[] = [];
      for (let i = 1; i < lower.length - 1; i++) {
        const left = lower.slice(0, i);
        const right = lower.slice(i);
        if ((left.length > 1 || left === 'a') && right.length > 1 && known(left) && known(right)) {
          splits.push(`${token.slice(0, i)} ${token.slice(i)}`);
        }
      }
      // Two readings ("nowhere" -> "no where" / "now here") are a guess: leave those alone.
      return splits.length === 1 ? splits[0] : undefined;
    },
  };
}

export interface GluedWordRepair {
  before: string;
  after: string;
}

/** Splits every glued word of `text`; returns the new text and one record per split. */
export function splitGluedWords(
  text: string,
  splitter: GluedWordSplitter,
): { text: string; repairs: GluedWordRepair[] } {
  const repairs: GluedWordRepair[] = [];
  const out = text.replace(WORD, (token) => {
    const after = splitter.split(token);
    if (after === undefined) return token;
    repairs.push({ before: token, after });
    return after;
  });
  return { text: out, repairs };
}
