/**
 * The timing words of LRR 1.11–1.16 as data: how each places an effect relative to its event,
 * and the rule that says so. The parser reads these words; the engine quotes the meanings.
 */
import type { Edge } from './timeline';
import type { TimingWord } from './types';

/**
 * A timing word as written on a card. "start"/"end" are "at the start of"/"at the end of";
 * "during" is read only before a step of the round ("During the "Commit Ground Forces" step").
 */
export type Word = 'before' | 'when' | 'after' | 'start' | 'end' | 'during';

export interface WordRule {
  /** How the word is printed in the output. */
  timing: TimingWord;
  /** The window the word selects on a plain event step. */
  edge: Edge;
  meaning: string;
  /** The meaning in a few words, for the one-line summary. */
  short: string;
  rules: string[];
}

export const WORDS: Record<Word, WordRule> = {
  before: {
    timing: 'before',
    edge: 'before',
    meaning: '"before" places the effect immediately before the event',
    short: '"before" acts just before the event, 1.12',
    rules: ['lrr:1.12'],
  },
  after: {
    timing: 'after',
    edge: 'after',
    meaning: '"after" places the effect immediately after the event, as soon as it happens',
    short: '"after" acts just after the event, 1.12',
    rules: ['lrr:1.12'],
  },
  when: {
    timing: 'when',
    edge: 'at',
    meaning: '"when" places the effect at the moment of the event, ahead of every "after" effect of that event',
    short: '"when" acts at the moment of the event, before any "after", 1.13',
    rules: ['lrr:1.13', 'lrr:1.14'],
  },
  start: {
    timing: 'at',
    edge: 'start',
    meaning: '"at the start of" places the effect as the step begins, once for each time it begins',
    short: '"at the start of" acts as it begins, 1.16',
    rules: ['lrr:1.16'],
  },
  // LRR 1.12-1.13 define no "during"; a span that is one step is read as that step, the way a unit
  // ability is used in its own step (1.22), and the step's rules are cited. Longer spans stay unplaced.
  during: {
    timing: 'at',
    edge: 'at',
    meaning: '"during" one step places the effect in that step, as the step is resolved',
    short: '"during" a step acts in that step',
    rules: [],
  },
  end: {
    timing: 'at',
    edge: 'end',
    meaning: '"at the end of" places the effect as the step ends, once for each time it ends',
    short: '"at the end of" acts as it ends, 1.16',
    rules: ['lrr:1.16'],
  },
};

/** How the leading timing phrase is spelled, longest first so "at the start of" wins over "at". */
export const WORD_SPELLINGS: readonly (readonly [string, Word])[] = [
  ['at the start or end of', 'start'],
  ['immediately before', 'before'],
  ['immediately after', 'after'],
  ['at the beginning of', 'start'],
  ['at the start of', 'start'],
  ['at the end of', 'end'],
  ['before', 'before'],
  ['after', 'after'],
  ['whenever', 'when'],
  ['each time', 'when'],
  ['when', 'when'],
];

/** Spellings that name a second window as well, and what the reason says about it. */
export const ALSO_AT: Readonly<Record<string, string>> = {
  'at the start or end of': 'it may be resolved at the end instead; shown at the start',
};

/** "Then" makes the second part conditional on the first (LRR 1.15). */
export const THEN_RULE = {
  rules: ['lrr:1.15'],
  meaning: 'the part after "then" is resolved only if the part before it was',
};

/** Each ability once per occurrence of its timing event (LRR 1.16). */
export const ONCE_RULE = {
  rules: ['lrr:1.16'],
  meaning: 'it can be resolved once for each occurrence of its timing event',
};

/** "Action:" abilities need a component action on the owner's own turn (LRR 1.3, 21.1, 3.1). */
export const ACTION_RULE = {
  rules: ['lrr:1.3', 'lrr:21.1', 'lrr:3.1'],
  short: 'an "Action:" is its owner\'s action for the turn, 1.3',
  meaning: 'an "Action:" ability is a component action: only on its owner\'s own turn in the action phase, as that turn\'s one action',
};

/** A unit ability named on its own is used in its own step (LRR 1.22). */
export const UNIT_SHORT = 'a unit ability, used in its own step, 1.22';
