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
