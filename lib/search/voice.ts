/**
 * Game words a player dictated, or autocorrect rewrote, into everyday words: "war son" (war sun),
 * "dread not" (dreadnought), "mecca tall" (Mecatol), "trade gods", "agenda face", "infantile"
 * (infantry), and letters spelled out one by one ("p d s", "a f b"). A run of up to three words that
 * is no game term but sounds like one of the corpus's game terms (./typo.ts `soundKey`) is read as
 * that term. A query in the rules' own words is never touched: a run made only of game words, a
 * word the corpus uses standing alone, and a run with a stopword at its edge are kept as typed.
 */
import { singular, soundKey } from './typo';
import { POSSESSIVES } from './question-words';
import { SYNONYMS } from './synonyms';
import { fold, STOPWORDS } from './text';

/** The longest run of words read as one term ("mecca tall rex"). */
const MAX_RUN = 3;
/** Shorter sounds match too much by chance ("came out": commodities, kmt). */
const MIN_KEY = 4;
/** Letters of a term heard in a run ("tall" of "mecca tall"): a shorter term is heard in too many. */
const MIN_TERM_LETTERS = 6;
/** A word of a run heard as one term has a syllable of its own: "go", "ii" add no sound ("fighters go"). */
const MIN_RUN_WORD = 3;

/** The one-word names players give things (synonym groups' "afb", "dread"): words the engine knows though the corpus may lack them. */
export const PLAYER_WORDS: ReadonlySet<string> = new Set(SYNONYMS.flatMap((g) => g.also).filter((w) => /^\p{L}+$/u.test(w)));

/** The game terms a query word may sound like, by sound key. */
export interface VoiceTerms {
  /** Sound key -> the one term of that sound (two terms of one sound are left out: no reading). */
  bySound: Map<string, string>;
  /** A term's sound less its last consonant -> the term. */
  byStem: Map<string, string>;
  /** The words of the game terms, plural "s" off: a run of these only is the rules' own words. */
  gameWords: Set<string>;
}

/**
 * The game terms a dictated run may be heard as: each of `names` (entry titles, unit names) of up
 * to `MAX_RUN` words, and each of their longer words alone ("Mecatol Rex": "mecatol").
 */
export function voiceTermsOf(names: Iterable<string>): VoiceTerms {
  const terms = new Set<string>();
  const gameWords = new Set<string>();
  // The players' one-word names of game things ("dread", "afb") are game words too.
  for (const w of PLAYER_WORDS) gameWords.add(w);
  for (const name of names) {
    const words = fold(name).split(/[^a-z]+/).filter(Boolean);
    if (!words.length || words.length > MAX_RUN) continue;
    terms.add(words.join(' '));
    for (const w of words) {
      gameWords.add(singular(w));
      if (w.length >= MIN_TERM_LETTERS) terms.add(w);
    }
  }
  const bySound = uniqueMap([...terms].filter((t) => t.replace(/ /g, '').length >= MIN_TERM_LETTERS).map((t) => [soundKey(t), t]));
  const byStem = uniqueMap([...bySound].filter(([key]) => key.length > MIN_KEY).map(([key, t]) => [key.slice(0, -1), t]));
  return { bySound, byStem, gameWords };
}

/** Keys with one value; a key of two terms is dropped (a sound of two terms reads as neither). */
function uniqueMap(pairs: [string, string][]): Map<string, string> {
  const out = new Map<string, string>();
  const twice = new Set<string>();
  const same = (a: string, b: string) => a.split(' ').map(singular).join(' ') === b.split(' ').map(singular).join(' ');
  for (const [k, v] of pairs) {
    const seen = out.get(k);
    if (seen !== undefined && !same(seen, v)) twice.add(k);
    if (seen === undefined) out.set(k, v);
  }
  for (const k of twice) out.delete(k);
  return out;
}

/**
 * The term a word sounds like but for its ending: its last consonant other, added or missing
 * ("infantile", anfntl: infantry, anfntr).
 */
function termOfEnding(key: string, terms: VoiceTerms): string | undefined {
  if (key.length <= MIN_KEY) return undefined;
  return terms.byStem.get(key.slice(0, -1)) ?? terms.byStem.get(key) ?? terms.bySound.get(key.slice(0, -1));
}

/** What the engine makes of a folded word without this module. */
export interface WordReading {
  /** A word the corpus uses more than once or twice ("fair", once, may be "warfare" misheard), or a player's word ("afb"). */
  known(word: string): boolean;
  /** Known, or a typo it corrects ("neighbour", "astroid"): such a word alone is left to it. */
  readable(word: string): boolean;
}

/** The query with each run of words heard as a game term written as that term. */
export function withVoiceRead(query: string, terms: VoiceTerms, reading: WordReading): string {
  // A word with an apostrophe inside is one word ("isn't"): its "t" is no letter spelled out.
  const tokens = [...query.matchAll(/\p{L}+(?:['’]\p{L}+)*|\p{N}+/gu)].map((m) => ({ word: fold(m[0]), start: m.index, end: m.index + m[0].length }));
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < tokens.length; ) {
    // A run is said in one breath: a comma or a full stop ends it ("my dread, not a hit").
    let end = i + 1;
    while (end < tokens.length && /^\s+$/.test(query.slice(tokens[end - 1]!.end, tokens[end]!.start))) end++;
    const words = tokens.slice(i, end).map((t) => t.word);
    const read = spelledAt(words, reading.known) ?? heardAt(words, terms, reading, tokens[i - 1]?.word);
    if (!read) {
      i++;
      continue;
    }
    out.push(query.slice(from, tokens[i]!.start), read.term);
    from = tokens[i + read.length - 1]!.end;
    i += read.length;
  }
  return from === 0 ? query : out.join('') + query.slice(from);
}

/** The term the first of `words` are heard as, and how many words it takes; longest run first. */
function heardAt(words: readonly string[], terms: VoiceTerms, reading: WordReading, before?: string): { term: string; length: number } | undefined {
  for (let n = Math.min(MAX_RUN, words.length); n >= 1; n--) {
    const term = runHeardAs(words.slice(0, n), terms, reading, before);
    if (term !== undefined) return { term, length: n };
  }
  return undefined;
}

/** What a run of words is made of, as `runHeardAs` weighs it. */
interface RunWords {
  run: readonly string[];
  /** Its game words (see `VoiceTerms.gameWords`). */
  game: readonly string[];
  /** No stopword in it, and each word of a run of several a syllable of its own. */
  plain: boolean;
  /** Each of its words one the corpus uses often, or a game word. */
  everyday: boolean;
}

/** The term a run of words (`before`: the word before it) is heard as; undefined when it is what the player said. */
function runHeardAs(run: readonly string[], terms: VoiceTerms, { known, readable }: WordReading, before: string | undefined): string | undefined {
  if (!run.every((w) => /^\p{L}+$/u.test(w))) return undefined;
  const n = run.length;
  const game = run.filter((w) => terms.gameWords.has(singular(w)));
  // A run of syllables ("go", "ii", "in") or with a stopword at all is read only as one word said in parts (below).
  const plain = run.every((w) => !STOPWORDS.has(w) && (n === 1 || w.length >= MIN_RUN_WORD));
  const words: RunWords = { run, game, plain, everyday: run.every((w) => known(w) || game.includes(w)) };
  if (saidAsMeant(words, readable)) return undefined;
  const key = soundKey(run.join(' '));
  if (key.length < MIN_KEY) return undefined;
  // A "her" after a determiner may be a term's "-er" ending, its "r" heard in the word before ("the destroy her").
  const her = before !== undefined && DETERMINERS.has(before) && n === 2 && run[1] === 'her';
  if (n > 1 && !her && addsNoSound(run, key)) return undefined;
  // A run of words sounds exactly as the term; an unknown word alone may differ in its ending.
  const term = terms.bySound.get(key) ?? (n === 1 ? termOfEnding(key, terms) : undefined);
  if (term === undefined || !heardAs(run, term)) return undefined;
  // Everyday words and stopwords ("in fan tree") make a term only as its one word said in parts:
  // their letters, joined, spell the term's start.
  if ((!plain || words.everyday) && !saidInParts(run, term) && !(her && erSaidAsHer(run[0]!, term))) return undefined;
  // A game word of the run is a word of the term, or the start of one ("dread": dreadnought):
  // "destroyers right" is not "destroyed".
  const termWords = term.split(' ');
  return game.every((g) => termWords.some((t) => t.startsWith(singular(g)))) ? term : undefined;
}

/** Whether the run is what the player said, before its sound is weighed (`readable`: see `WordReading`). */
function saidAsMeant({ run, game, plain, everyday }: RunWords, readable: (word: string) => boolean): boolean {
  const n = run.length;
  if (!plain && n === 1) return true;
  // Only the rules' own words: the player said what he meant ("war sun", "space docks").
  if (game.length === n) return true;
  // A run is heard as a term only for a word in it the rules lack or barely use ("son", "tall",
  // "fair"): words they use often are what the player said ("each side", "the game end"), and
  // so are game words; unless it is one word said in parts (see `runHeardAs`).
  if (everyday && n === 1) return true;
  // A word the engine reads, alone, is that word ("taken", "face", "neighbour").
  return n === 1 && readable(run[0]!);
}

/** Whether a word at either end of a run adds no sound of its own (`key`: the run's): no part of the term ("agenda tie": agenda). */
function addsNoSound(run: readonly string[], key: string): boolean {
  return soundKey(run.slice(1).join(' ')) === key || soundKey(run.slice(0, -1).join(' ')) === key;
}

/** Whether a run may be heard as the term its sound is: not the term itself, and its start heard right. */
function heardAs(run: readonly string[], term: string): boolean {
  // Speech and autocorrect get the first letter right ("game end" is not "command").
  if (term[0] !== run[0]![0] || term === run.map(singular).join(' ')) return false;
  // Word for word, a word's first sound is heard clearly: "pretty" is not "board", though p and b
  // share a key (voiced and voiceless are confused inside a word, not at its start).
  const termWords = term.split(' ');
  return !(termWords.length === run.length && run.some((w, k) => voicedOtherAtStart(w, termWords[k]!)));
}

/** Letters of a term's start a run spells as typed when it is the term's word said in parts ("in fan tree": infant...). */
const PARTS_SPELLING = 5;

/** Whether the run's letters, joined, spell the start of the term: one word said in parts ("dip low macy": diplomacy). */
function saidInParts(run: readonly string[], term: string): boolean {
  const start = term.replace(/ /g, '').slice(0, PARTS_SPELLING);
  return start.length === PARTS_SPELLING && run.join('').startsWith(start) && run[0]!.length < PARTS_SPELLING;
}

/** Words before a thing named: what follows them is a noun ("the destroy her": the destroyer). */
const DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', ...POSSESSIVES, 'each', 'every', 'this', 'that']);

/**
 * Whether a word and the "her" after it are the term dictated, its "-er" ending heard as "her"
 * ("cruise her": cruiser, "speak her": speaker). Read so only after a determiner: "can i destroy
 * her ships" is what was said.
 */
function erSaidAsHer(word: string, term: string): boolean {
  return `${word}er` === term || `${word}r` === term;
}

/** A word's first sound as spelled by ear: "ph" is "f", a hard "c" or a "q" is "k" ("face": phase, "canon": cannon). */
function spokenStart(word: string): string {
  if (word.startsWith('ph')) return 'f';
  if (/^(c(?![eiy])|q)/.test(word)) return 'k';
  return word[0]!;
}

/** Two words whose first sounds are a voiced and voiceless pair ("pretty", "board"): alike only in the sound key. */
function voicedOtherAtStart(heard: string, term: string): boolean {
  return spokenStart(heard) !== spokenStart(term) && soundKey(heard)[0] === soundKey(term)[0];
}

/**
 * Letters spelled one by one ("p d s", "a f b"), as dictation types an abbreviation: the longest run
 * of them first in `words` that is a known word other than a stopword ("a s" is not "as").
 */
function spelledAt(words: readonly string[], known: (word: string) => boolean): { term: string; length: number } | undefined {
  let letters = 0;
  while (letters < words.length && /^\p{L}$/u.test(words[letters]!)) letters++;
  for (let n = letters; n >= 2; n--) {
    const joined = words.slice(0, n).join('');
    if (known(joined) && !STOPWORDS.has(joined)) return { term: joined, length: n };
  }
  return undefined;
}

