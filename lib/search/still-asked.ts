/**
 * A question asked "still" of what its story told: "he took one of my home planets last round. can i
 * still score a public". The story is then no mere lead-up to how things stand (./backstory.ts): it
 * is the case the player asks the rule of, and the rule restricting the act in that case answers
 * ("cannot score public objectives if he does not control each of the planets in his home system"),
 * so its words weigh nearer the question's.
 */
import { anyOf, ASKING_VERBS, NEGATED_ASKING_VERBS } from './question-words';

// "can i still", "does it still", "can my dread still": an asking verb, its subject (a word or two), then "still".
const STILL_ASKED = new RegExp(String.raw`\b${anyOf(ASKING_VERBS, NEGATED_ASKING_VERBS)}\s+(?:[\w']+\s+){1,2}?still\b`, 'i');

/** Whether the query asks whether an act "still" holds after what it told. */
export const asksStill = (query: string): boolean => STILL_ASKED.test(query);

// "do i still have to", "does he still need to", "must i still", "am i still required to": what the
// player is bound to do still, after what he told.
const STILL_BOUND = new RegExp(String.raw`${STILL_ASKED.source}\s+(?:(?:have|has|need|needs|got)\s+to|must|required|forced|obliged|bound)\b`, 'i');

/**
 * The story told before a question whether the player is "still" bound to an act ("i announced a
 * retreat but my dice killed all his ships. do i still have to leave": "i announced ... his
 * ships"), undefined when none is: a later turn of events may have undone what bound him, and the
 * rule whose condition states that turn answers (see ./what-follows.ts). What he "can still" do
 * asks the act's own rule ("can i still announce a retreat": 67.4), not one whose condition merely
 * shares the story's words.
 */
export function toldBeforeStillBound(query: string): string | undefined {
  const at = STILL_BOUND.exec(query)?.index;
  const told = at === undefined ? '' : query.slice(0, at).trim();
  return told || undefined;
}
