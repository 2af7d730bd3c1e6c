/**
 * Which words of the corpus a typo most likely was, in the manner of a noisy channel: the fewer
 * edits from what was typed, the likelier ("cruser" is "cruiser", not a word two edits away), and
 * the more the rules use a word, the likelier ("rfit": "rift", 16 uses, not "fit", 1); an edit
 * more weighs as a word used twenty times less (see `EDIT_ODDS`). The
 * list of near words comes from the corpus vocabulary (./vocabulary.ts), never from a list of known
 * misspellings.
 */
import type { Near } from './vocabulary';

/**
 * A correction's weight beside the word typed when it is the likeliest: a word one edit from a
 * single rules word is that word, as good as typed (a little less, as the player may have meant
 * a word the rules lack).
 */
export const CORRECTION_WEIGHT = 0.7;
/** A word as likely as the likeliest but used this much less often is chance ("fit" beside "rift"). */
const MIN_SHARE = 0.2;
/**
 * How much likelier a typo is one edit from its word than two: a word one more edit away must be
 * used this many times more often to be as likely. Below that it is still a reading, weighing
 * less: "initiave" is one edit from "initiate" (5 uses) and two from "initiative" (63 uses).
 */
const EDIT_ODDS = 20;

/** The terms a typo stands for, each with its weight: the likeliest by edits and use (see above). */
export function likelyCorrections(near: readonly Near[]): { term: string; weight: number }[] {
  const closest = Math.min(...near.map((n) => n.distance));
  const likelihood = (n: Near) => n.count / EDIT_ODDS ** (n.distance - closest);
  const top = Math.max(0, ...near.map(likelihood));
  return near
    .filter((n) => likelihood(n) >= MIN_SHARE * top)
    .map((n) => ({ term: n.term, weight: (CORRECTION_WEIGHT * likelihood(n)) / top }))
    .sort((a, b) => b.weight - a.weight);
}

/** Letters that sound alike, as players spell a word by ear ("fase": phase, "kapacity": capacity). */
const SOUND_ALIKE: readonly (readonly [heard: string, written: string])[] = [
  ['f', 'ph'],
  ['k', 'c'],
  ['ks', 'x'],
  ['kw', 'qu'],
];

/** The word spelled with each sound-alike letter group in the rules' spelling, all places at once. */
export function soundAlikes(word: string): string[] {
  return SOUND_ALIKE.filter(([heard]) => word.includes(heard)).map(([heard, written]) => word.replaceAll(heard, written));
}

/**
 * Spellings of one sound, beyond `SOUND_ALIKE`, as a word is heard: a silent "gh" ("dreadnought":
 * "dread not"), a soft "c" or "g" ("barrage": "bear age"), and voiced and voiceless pairs, which
 * speech software and autocorrect confuse ("dock": "dog", "rift": "riff").
 */
const HEARD_AS: readonly (readonly [RegExp, string])[] = [
  [/(?<=.)gh/g, ''],
  // A "w" after a vowel is the vowel's sound ("low", "saw"): "dip low macy" is diplomacy.
  [/(?<=[aeiou])w(?![aeiouy])/g, ''],
  [/ck/g, 'k'],
  [/c(?=[eiy])/g, 's'],
  [/g(?=[eiy])/g, 'j'],
  ...SOUND_ALIKE.map(([heard, written]) => [new RegExp(written, 'g'), heard] as const),
  [/[gc]/g, 'k'],
  [/d/g, 't'],
  [/b/g, 'p'],
  [/v/g, 'f'],
  [/z/g, 's'],
];

/** A word without a plural "s" ("tokens": token; never "pass", "dds"), as it is heard. */
export const singular = (word: string): string => (word.length > 3 && /[aeiouy][^s]*[^s]s$/.test(word) ? word.slice(0, -1) : word);

/**
 * What a run of words sounds like, as consonants: the same for "war son" and "war sun", "mecca
 * tall" and "mecatol", "trade gods" and "trade goods". Spaces, vowels (but a first one), "h" and
 * doubled letters go, and so does a plural "s" ending a word.
 */
export function soundKey(text: string): string {
  const words = text.split(/[^a-z]+/).filter(Boolean).map(singular);
  let key = words.join('');
  for (const [written, heard] of HEARD_AS) key = key.replace(written, heard);
  const first = /^[aeiouy]/.test(key) ? 'a' : '';
  return first + key.replace(/[aeiouyh]/g, '').replace(/(.)\1+/g, '$1');
}
