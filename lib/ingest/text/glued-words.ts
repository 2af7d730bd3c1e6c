import { englishWords } from './dictionary';

/**
 * Splits words that a transcription glued together ("andanother", "thesupply", "firstround").
 *
 * A token is split only when it is not an English word, is not a name the source itself uses
 * elsewhere (a recurring capitalised word: faction and place names), and splits into exactly two
 * English words, each used standalone in the same source or long enough to be no fragment.
 * Requiring that keeps a rare real word from being cut into two dictionary fragments.
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

/** Lowercased words a text writes with a capital initial somewhere ("Mecatol", "Letani"). */
function capitalisedWords(text: string): Set<string> {
  return new Set([...text.matchAll(/\b[A-Z][a-z]+\b/g)].map(([w]) => w.toLowerCase()));
}

/**
 * A half long enough that a dictionary hit is a real word, not a fragment: the word list also
 * holds "ers", "nu" and "sa", but a six-letter word ("slight", "connect") is one a reader knows.
 */
const LONG_HALF = 6;

export function gluedWordSplitter(sourceText: string): GluedWordSplitter {
  const dictionary = englishWords();
  const counts = wordCounts(sourceText);
  const names = capitalisedWords(sourceText);
  const used = (w: string) => dictionary.has(w) && (counts.get(w) ?? 0) > 0;
  // Failing that, a long dictionary word will do: "connectto" and "slightdisadvantage" glue words
  // the rules use nowhere else. Only as a fallback, so "gainsthe" stays "gains the", not "gainst he".
  const long = (w: string) => used(w) || (dictionary.has(w) && w.length >= LONG_HALF);
  return {
    split(token) {
      // Mixed capitals ("CARDEach") are glued headers, another repair's business.
      if (!/^[A-Z]?[a-z]+$/.test(token)) return undefined;
      const lower = token.toLowerCase();
      if (lower.length < 5 || dictionary.has(lower)) return undefined;
      // A recurring token the source capitalises is a name it uses ("Mecatol"); a recurring
      // lowercase token is the same glue made twice ("forfighters" in 25.2 and 58.2).
      if ((counts.get(lower) ?? 0) > 1 && names.has(lower)) return undefined;
      const splits = (known: (w: string) => boolean) => {
        const out: string[] = [];
        for (let i = 1; i < lower.length; i++) {
          const left = lower.slice(0, i);
          const right = lower.slice(i);
          // A one-letter half is only ever the article: "asystem", "choosesa".
          if ((left.length > 1 || left === 'a') && (right.length > 1 || right === 'a') && known(left) && known(right)) {
            out.push(`${token.slice(0, i)} ${token.slice(i)}`);
          }
        }
        return out;
      };
      const strict = splits(used);
      const found = strict.length ? strict : splits(long);
      // Two readings ("nowhere" -> "no where" / "now here") are a guess: leave those alone.
      return found.length === 1 ? found[0] : undefined;
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
