/**
 * Words typed joined that the rules write apart ("spacedock", "tradegoods", "gameboard"), and apart
 * that the rules write joined ("flag ship", "super nova"). A word the corpus lacks that reads as two
 * words it has is the player's two words; two words typed apart, one of them a word the corpus
 * lacks, that together make one it has are that word. The query is read so, and phrases, synonyms
 * and unit names apply as to the rules' spelling.
 */
import { fold } from './text';

/** Shorter halves split too eagerly ("a" + "ttach"): every rules word of a compound has three letters or more. */
const MIN_PART = 3;

/** What the engine knows of a word: whether the corpus has it, and whether a corpus word starts with it. */
export interface WordKnowledge {
  known(word: string): boolean;
  /** The last word, still being typed ("wormho"), is the start of one word, not two. */
  startsWord(word: string): boolean;
}

/** The ways to read `word` as two words, each of which `known` accepts; first split first. */
export function compoundSplits(word: string, known: (part: string) => boolean): [string, string][] {
  const out: [string, string][] = [];
  for (let i = MIN_PART; i <= word.length - MIN_PART; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (known(head) && known(tail)) out.push([head, tail]);
  }
  return out;
}

/**
 * The query with each joined word the corpus lacks written apart ("spacedock capacity" -> "space
 * dock capacity"), when it reads one way only; a word the corpus has is left alone, and so is the
 * last word while it may still be the start of one.
 */
export function withCompoundsSplit(query: string, words: WordKnowledge): string {
  return withSplitWordsJoined(query, words).replace(/\p{L}{6,}/gu, (typed: string, at: number) => {
    const word = fold(typed);
    const typing = at + typed.length === query.length;
    if (words.known(word) || (typing && words.startsWord(word))) return typed;
    const splits = compoundSplits(word, words.known);
    return splits.length === 1 ? splits[0]!.join(' ') : typed;
  });
}

/**
 * The query with each pair of words typed apart that the corpus writes as one joined ("flag ship"
 * -> "flagship"), when one of the two is no word of the corpus ("flag"): two words it has ("war
 * sun", "space dock") are the rules' own two words.
 */
function withSplitWordsJoined(query: string, words: WordKnowledge): string {
  // Each word with the space after it: "the flag ship" is tried as "the flag", then "flag ship".
  return query.replace(/(\p{L}+)\s+(?=(\p{L}+))/gu, (apart: string, head: string, tail: string) => {
    const [a, b] = [fold(head), fold(tail)];
    // "a round" is not "around": each part is as long as a half of a split word.
    if (a.length < MIN_PART || b.length < MIN_PART) return apart;
    return (words.known(a) && words.known(b)) || !words.known(a + b) ? apart : head;
  });
}
