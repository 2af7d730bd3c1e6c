/**
 * The one tokenizer of search: the index, the query parser and the snippet highlighter all use it,
 * so a word is found and highlighted exactly when the index holds its term.
 */

import { IRREGULAR_FORMS, WHOLE_WORDS } from './irregular';

/** A word of a text with its place in the original string (for highlighting). */
export interface Token {
  /** The search term: folded and stemmed (see `stem`). */
  term: string;
  /** The word folded, apostrophes out ("player's" -> "players"): what completions match. */
  word: string;
  /** A stopword: kept for positions, never indexed or searched. */
  stop: boolean;
  start: number;
  end: number;
}

// Letters and digits, with inner apostrophes dropped afterwards ("player's" -> "players").
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/**
 * Words too common to tell items apart. Left out of the index and of queries alike, so "how many
 * action cards can I hold" searches for action, cards and hold.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have he her his how i if in into is it its ' +
    'me my of on or our per she so than that the their them then there these they this those to was we were what when where ' +
    'which while who whom why will with would you your mine yours hers ours theirs ' +
    // Contractions typed without their apostrophe ("hes", "im"): "it's" is "its", "we're" is "were", above.
    'hes shes im ive youre theyre hed us'
  ).split(' '),
);

/** Lowercase, accents and curly quotes removed: "Déplacement" -> "deplacement". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .toLowerCase();
}

/**
 * A light English stemmer: plurals, -ing, -ed and a final -e go, so "retreats", "retreating" and
 * "retreated" meet, as do "blockade" and "blockaded". Steps repeat to a fixed point, which makes it
 * idempotent (stem(stem(w)) === stem(w)): the index re-encodes the terms it is queried with.
 * Irregular forms ("built", "chosen") go to their base word first; a few words stay whole ("note").
 */
export function stem(word: string): string {
  for (let w = IRREGULAR_FORMS.get(word) ?? word; ; ) {
    if (WHOLE_WORDS.has(w)) return w;
    const step = stemStep(w);
    if (step === w) return w;
    // A form the strip left can itself be irregular ("wons" -> "won" -> "win").
    w = IRREGULAR_FORMS.get(step) ?? step;
  }
}

function stemStep(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/.test(w)) return w;
  else if (/(?:sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 3 && !WHOLE_WORDS.has(w)) w = w.slice(0, -1);
  return w;
}

// Words repeat a lot (70,000 words, 8,000 distinct): stemming each once makes loading faster.
const stems = new Map<string, string>();
function cachedStem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    if (stems.size > 50_000) stems.clear();
    s = stem(word);
    stems.set(word, s);
  }
  return s;
}

/** Every word of `text` with its term and place, stopwords included (for phrase positions). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const folded = fold(text);
  // Folding can change length (NFD marks removed), so positions come from matching the original.
  const sameLength = folded.length === text.length;
  const source = sameLength ? folded : text;
  for (const m of source.matchAll(WORD)) {
    const word = (sameLength ? m[0] : fold(m[0])).replace(/['’]/g, '');
    // Single letters ("option b", a stray "<b>" in a query) are as uninformative as stopwords.
    const stop = STOPWORDS.has(word) || /^\p{L}$/u.test(word);
    tokens.push({ term: cachedStem(word), word, stop, start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

/** The words of `text` as typed (unstemmed), stopwords left out: what parts of one query share. */
export function wordSet(text: string): Set<string> {
  return new Set(
    tokenize(text)
      .filter((t) => !t.stop)
      .map((t) => t.word),
  );
}

/** The terms an index holds for `text`: stemmed words without stopwords. */
export function terms(text: string): string[] {
  return tokenize(text)
    .filter((t) => !t.stop)
    .map((t) => t.term);
}
