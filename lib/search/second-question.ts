/**
 * Two questions asked in one: "can i make a deal with someone across the map and is it binding",
 * "how many command tokens do i start with and which pools do they go in". The first is what the
 * player came to ask, the second follows from it: the item answering both comes first, and when
 * none does, the one answering the first; the second's own words (a rare "binding") must not
 * carry an item answering only it over the answer to the first.
 */
import { wordSet } from './text';

// The first question opens the query: a question word or a verb asking ("can i", "how many", "when does").
const QUESTION_OPENS = /^\s*(?:can|could|do|does|did|is|are|am|will|would|should|must|may|who|whos|what|whats|how|which|where|when|why)\b/i;

// "... and is it binding", "..., can it come back to me", "...? when do i have to discard": the
// second question joined by "and", "also", "plus", a comma or a question mark, opening with its own
// question word. "Or" joins the two sides of one question ("before or after"), "and then" a sequence.
const SECOND_OPENS = /(?:\s+(?:and|also|plus)\s+|\s*[,;?]\s*(?:and\s+)?)(?:also\s+)?(?=(?:can|could|do|does|did|is|are|am|was|will|would|should|must|may|who|what|whats|how|which|where|when|if)\b)/i;

/** The words of a second question joined to the first, and the first's; undefined unless the query asks two. */
export function secondQuestionWords(query: string): { second: Set<string>; first: Set<string> } | undefined {
  if (!QUESTION_OPENS.test(query)) return undefined;
  const m = SECOND_OPENS.exec(query);
  if (!m) return undefined;
  const first = wordSet(query.slice(0, m.index));
  const second = wordSet(query.slice(m.index + m[0].length));
  return first.size && second.size ? { second, first } : undefined;
}
