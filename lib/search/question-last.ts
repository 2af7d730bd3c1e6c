/**
 * A hurried player types the topic first and the question word last: "reroll when", "pds vs
 * landing troops when", "ds production how much". Read as asked the usual way round ("when
 * reroll"): the question for a moment is recognised by its word at the start (./timing-question.ts).
 */
import { anyOf, ASKING_VERBS, MOMENT_QUESTIONS, QUESTION_WORDS } from './question-words';

/** A few words at most: past this, a last "when" ends a clause of a situation told ("... and i lose when"). */
const MAX_WORDS = 6;
// The question word or phrase typed last, a question mark after it or not.
const ASKED_LAST = new RegExp(String.raw`^(.*?\S)\s*,?\s+(when|timing|${anyOf(MOMENT_QUESTIONS)}|how\s+(?:much|many|far|often))\s*\?*\s*$`, 'i');
// A question word or an asking verb before it: the query asks in its own order already ("should i reroll when").
const ASKED_BEFORE = new RegExp(String.raw`\b${anyOf(QUESTION_WORDS, ASKING_VERBS)}\b`, 'i');

/** A word typed last for the question it stands for: "reroll timing" asks when to reroll, not of a card's timing text. */
const ASKED_AS: Readonly<Record<string, string>> = { timing: 'when' };

/** The query with a question word typed last moved to the front ("reroll when" -> "when reroll"); unchanged otherwise. */
export function withQuestionFirst(query: string): string {
  const m = ASKED_LAST.exec(query);
  if (!m || ASKED_BEFORE.test(m[1]!) || m[1]!.split(/\s+/).length + m[2]!.split(/\s+/).length > MAX_WORDS) return query;
  return `${ASKED_AS[m[2]!.toLowerCase()] ?? m[2]} ${m[1]}`;
}
