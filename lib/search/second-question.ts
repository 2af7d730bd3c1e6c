/**
 * Two questions asked in one: "can i make a deal with someone across the map and is it binding",
 * "how many command tokens do i start with and which pools do they go in". The first is what the
 * player came to ask, the second follows from it: the item answering both comes first, and when
 * none does, the one answering the first; the second's own words (a rare "binding") must not
 * carry an item answering only it over the answer to the first.
 */
import { anyOf, ASKING_VERBS, QUESTION_WORDS, TYPED_QUESTION_WORDS } from './question-words';
import { wordSet } from './text';

const ASKING = anyOf(ASKING_VERBS, QUESTION_WORDS, TYPED_QUESTION_WORDS);

// The first question opens the query: a question word or a verb asking ("can i", "how many", "when
// does"). A "when" before no asking verb opens a condition ("when my carrier dies, what happens to
// the fighters"): the question follows it.
const QUESTION_OPENS = new RegExp(String.raw`^\s*(?!when\s+(?!${anyOf(ASKING_VERBS)}\b))${ASKING}\b`, 'i');

// The words a second question opens with: its question word or asking verb, or an "if" setting the
// case it asks of ("..., and if he retreats do i keep the planet").
const OPENER = String.raw`(?:${ASKING}|if)\b`;

// "... and is it binding", "..., can it come back to me", "...? when do i have to discard": the
// second question joined by "and", a comma or a question mark (an "also" or a "plus" said as "and":
// see `withJointsSaidAnd`), opening with its own question word. "Or" joins the two sides of one
// question ("before or after"), "and then" a sequence.
const SECOND_OPENS = new RegExp(String.raw`(?:\s+and\s+|\s*[,;?]\s*(?:and\s+)?)(?=${OPENER})`, 'i');

// "..., also do fighters need capacity", "... plus when do i discard", "... and also can he": the
// joint of a second question, no word of either.
const JOINT_SAID = new RegExp(String.raw`(?:\s*,\s*|\s+)(?:and\s+)?(?:also|plus)\s+(?=${OPENER})`, 'gi');

/** The query with an "also" or a "plus" joining a second question said as "and" ("..., also can i" -> "... and can i"). */
export function withJointsSaidAnd(query: string): string {
  return query.replace(JOINT_SAID, ' and ');
}

/** The words of a second question joined to the first, and the first's; undefined unless the query asks two. */
export function secondQuestionWords(query: string): { second: Set<string>; first: Set<string> } | undefined {
  if (!QUESTION_OPENS.test(query)) return undefined;
  const m = SECOND_OPENS.exec(query);
  if (!m) return undefined;
  const first = wordSet(query.slice(0, m.index));
  const second = wordSet(query.slice(m.index + m[0].length));
  return first.size && second.size ? { second, first } : undefined;
}
