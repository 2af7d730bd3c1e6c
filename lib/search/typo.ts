/**
 * Which words of the corpus a typo most likely was, in the manner of a noisy channel: the fewer
 * edits from what was typed, the likelier ("cruser" is "cruiser", not a word two edits away), and
 * among words as close, the one the rules use most ("rfit": "rift", 16 uses, not "fit", 1). The
 * list of near words comes from the corpus vocabulary (./vocabulary.ts), never from a list of known
 * misspellings.
 */
import type { Near } from './vocabulary';

/**
 * A correction's weight beside the word typed when it is the likeliest: a word one edit from a
 * single rules word is that word, as good as typed (a little less, as the player may have meant
 * a word the rules lack).
 */
const CORRECTION_WEIGHT = 0.7;
/** A word as close as the likeliest but used this much less often is chance ("fit" beside "rift"). */
const MIN_SHARE = 0.2;

/** The terms a typo stands for, each with its weight: the closest words, most used first. */
export function likelyCorrections(near: readonly Near[]): { term: string; weight: number }[] {
  const closest = near[0];
  if (!closest) return [];
  const top = Math.max(...near.filter((n) => n.distance === closest.distance).map((n) => n.count));
  return near
    .filter((n) => n.distance === closest.distance && n.count >= MIN_SHARE * top)
    .map((n) => ({ term: n.term, weight: (CORRECTION_WEIGHT * n.count) / top }));
}
