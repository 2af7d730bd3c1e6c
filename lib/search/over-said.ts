/**
 * A thing finished, told as players say it: "when is the ground battle over", "once combat's
 * over, do my effects go off", "is the round over yet". The rules say it "ends" ("Ground combat
 * ends when ...", "at the end of combat"); their "over" is "more than" ("over the limit") or across
 * ("moving over"), so read as typed "over" finds nothing of the ending. Read only where a form of
 * "be" stands a few words before it and its clause stops after it (punctuation, the end, "yet",
 * "and", "or", "then" or a question's verb), so "am i over 3" and "is he over the limit" keep
 * theirs; and never after a verb it finishes ("left over", "handed over", "turned over").
 */
import { anyOf, ASKING_VERBS, BE_FORMS, JOINED_IS, QUESTION_WORDS } from './question-words';

// A thing said to be over or to become so: "will combat be over", "once it gets over".
const BE = anyOf(BE_FORMS, ['be', 'been', 'get', 'gets', 'got'], JOINED_IS);

// Verbs "over" is the particle of: "left over", "hand over", "turn it over", "start over".
// Anywhere between: "is he turning it over", "was it handed over".
const PHRASAL = [
  ...['left', 'hand', 'hands', 'handed', 'handing', 'turn', 'turns', 'turned', 'turning', 'flip', 'flips', 'flipped', 'flipping'],
  ...['start', 'started', 'take', 'takes', 'taken', 'took', 'taking', 'roll', 'rolls', 'rolled', 'rolling', 'carry', 'carried'],
  ...['fly', 'flies', 'flown', 'flying', 'move', 'moves', 'moved', 'moving', 'go', 'goes', 'gone', 'went', 'going', 'pass', 'passed'],
  ...['push', 'pushed', 'run', 'ran', 'running', 'spill', 'spilled', 'give', 'given', 'gave', 'giving', 'look', 'looked', 'think', 'thought'],
];

const OVER_ENDED = new RegExp(
  String.raw`(\b${BE}(?:\s+(?!${anyOf(PHRASAL)}\b)[\w']+){0,5}?\s+)over\b(?=\s*(?:[,;:.?!—–]|$|(?:yet|now|already|and|or|then|${anyOf(QUESTION_WORDS, ASKING_VERBS)})\b))`,
  'gi',
);

/** The query with a thing said to be "over" read as the rules say it: it ends. */
export function withOverAsEnd(query: string): string {
  return query.replace(OVER_ENDED, '$1end');
}
