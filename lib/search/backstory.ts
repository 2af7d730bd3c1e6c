/**
 * A situation told as what happened, then how things stand now: "i drew 2 cards from politics and
 * now i have 8 action cards, what do i do"; or told, then asked in a sentence of its own. What
 * stands now (8 action cards) is what the question is about, the rule for it answers (the hand
 * limit); what led there (Politics) is the backstory, whose rare words would otherwise find the
 * rules of what happened.
 */
import { anyOf, ASKING_VERBS, CONTRACTED_SUBJECTS, DETERMINERS, QUESTION_WORDS, SUBJECT_PRONOUNS } from './question-words';
import { settledContextEnd } from './settled-context';
import { wordSet } from './text';

// "... and now", "..., now", "... . now i", "now theres": the turn from what happened to how things
// stand, at a subject after "now".
const NOW = new RegExp(String.raw`(?:\band\b|[,;.!?])\s*now\b|\bnow\s+(?=${anyOf(SUBJECT_PRONOUNS, CONTRACTED_SUBJECTS, DETERMINERS, ['there', 'theres'])}\b)`, 'i');

// "i already passed this round and the guy after me just played warfare. can i still follow the
// secondary": the question in a sentence of its own after the story's; the story is what happened.
// A comma is no such turn: "his planet has a pds on it, can my dreads bombard" is one situation.
// Nor is a "when": it asks the moment of what the sentence before tells ("ability says before
// combat. when exactly is that"), or opens a condition of the question still to come.
const ASKED_AFTER = [...ASKING_VERBS, ...QUESTION_WORDS.filter((w) => w !== 'when')];
const QUESTION_AFTER = new RegExp(String.raw`[.!?;]\s+(?=${anyOf(ASKED_AFTER)}\b)`, 'i');

// "politics gave me 2 more and im at 8 ac now", "drew two, im holding 8 now": how things stand told
// in the last clause, "now" closing it; the turn is at the first word joining it on (a punctuation
// mark, "and", "but", "so") within that clause. A clause asking ("who controls it now", "can i
// claim both now") is the question, no telling of how things stand.
const NOW_LAST = new RegExp(String.raw`(?:\b(?:and|but|so)\b|[,;.!?])\s*(?!\s)(?!(?:${anyOf(ASKING_VERBS, QUESTION_WORDS)})\b)(?=[^,;.!?]*?\S\s+now\s*[?.!]*\s*$)`, 'i');

/** Where the query turns from its story to how things stand or to its question (`end`: past the turn's own words). */
function turnToNow(query: string, questionAt: number | undefined): { start: number; end: number } | undefined {
  // A story told at length turns to its question at a comma too (see ./story-question.ts).
  if (questionAt !== undefined) return { start: questionAt, end: questionAt };
  // A follow-up turns to its question after the sentence settled (see ./settled-context.ts).
  const settled = settledContextEnd(query);
  if (settled) return settled;
  const m = NOW.exec(query) ?? QUESTION_AFTER.exec(query) ?? NOW_LAST.exec(query);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}

/**
 * The words of the backstory ("i drew 2 cards from politics") when the query tells one before how
 * things stand now or before its question, and what it says of now has words of its own; undefined otherwise.
 * `questionAt`: where a story told at length asks its question, at its asking clauses (see ./story-question.ts).
 */
export function backstoryWords(query: string, questionAt?: number): { before: Set<string>; now: Set<string> } | undefined {
  const turn = turnToNow(query, questionAt);
  if (!turn || turn.start === 0) return undefined;
  const before = wordSet(query.slice(0, turn.start));
  const now = wordSet(query.slice(turn.end));
  now.delete('now');
  return before.size && now.size ? { before, now } : undefined;
}
