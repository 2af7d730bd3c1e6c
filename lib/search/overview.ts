/**
 * A question asking for a whole topic: a host teaching ("how do i explain the agenda phase to new
 * players", "simple explanation for the table"), or a player asking what a thing is ("what does
 * exhausted mean", "how does the strategy phase work"). The entry says what the topic is and how it
 * goes; one sub-rule of it only one case. The host's framing (explain, to beginners, to my group)
 * names no rule: it leaves the query, and the question is read as one of what the thing is.
 */
import { moved } from './moved';
import { isPattern } from './patterns';
import type { Concept } from './query';
import { anyOf, MOMENT_QUESTIONS, POSSESSIVES, SUBJECT_PRONOUNS } from './question-words';
import type { SearchDoc } from './shipped';
import { SIMPLY } from './simply-asked';

// "how do i explain", "how would you teach": the host's question of how to put it, not the game's.
const HOW_TO_TELL = /\bhow\s+(?:do|would|should|can|could)\s+(?:i|we|you)\s+(?:explain|teach|describe)\b/gi;
// "explaining", "explaning" (typed), "explanation", "teaching": the act of putting it, wherever it stands.
const TELLING = /\b(?:expla\w*|teach\w*|quick\s+overview(?:\s+of)?|simple\s+explanation)\b/gi;
// Who is taught: "to new players", "for beginners", "to someone who's never played", "new players keep
// asking". Never a player of the story ("new player has a carrier ..."): only after "to"/"for" or before "keep asking".
const AUDIENCE =
  /\b(?:to|for)\s+(?:the\s+|my\s+|our\s+)?(?:(?:new|newer|first[- ]time)\s+(?:players?|people|guys)|beg+in+ers?|newbies?|noobs?|newcomers?|table|group|friends)\b|\b(?:to|for)\s+(?:someone|people|players?)\s+who(?:'?s|'?ve|\s+has|\s+have)?\s+never\s+played\b|\bnew\s+(?:players?|people|guys)\s+keep\s+asking\b/gi;

/**
 * The query without a host's teaching framing, and whether it had one. The words left ask what the
 * topic is: "how do i explain promissory notes to someone who's never played" is "promissory notes".
 */
export function withoutTeaching(query: string): { query: string; teaching: boolean } {
  // A player asking it put simply ("tldr of the agenda phase", "explain like im 5") frames it as a host does (see ./simply-asked.ts).
  const rest = query.replace(SIMPLY, ' ').replace(HOW_TO_TELL, ' ').replace(TELLING, ' ').replace(AUDIENCE, ' ');
  return rest === query ? { query, teaching: false } : { query: rest, teaching: true };
}

// One case of the topic, asked within the framing: "what happens when ships fly out of a gravity
// rift", "where they actually sit", "at what point they may pass", "asks if the shield stops it",
// "which units count", "who is the defender", "how many can one dock build", "can they move", "can my
// ships go in", "why cant i have more". A case
// is answered by the rule of it, not by the topic's entry. "What steps are in it", "what does the
// speaker do" ask the whole topic still: "what" only asks a case as "what happens" or "what counts";
// a thing is a case as someone's ("can my ships"), not named bare ("does the speaker").
const CASE_ASKED = new RegExp(String.raw`\bwhat\s+(?:happens?|counts?)\b|\b(?:where|when|whether|if|which|who|whos|why)\b|\bhow\s+(?:many|much)\b|${anyOf(MOMENT_QUESTIONS)}\b|\b(?:can|do|does|is|are)\s+${anyOf(SUBJECT_PRONOUNS, POSSESSIVES)}\b`, 'i');

/**
 * The query a host's teaching of one case of a topic asks ("how do i explain what happens when ...":
 * the case, its framing left out); any other query as it is, a topic taught still read as such.
 */
export function caseTaught(query: string): string {
  const taught = withoutTeaching(query);
  return taught.teaching && CASE_ASKED.test(taught.query) ? taught.query : query;
}

/** How far down the topic's entry may stand to be lifted over its sub-rule: past this the words found other things. */
const ENTRY_REACH = 5;

/**
 * The ranking with the first result's entry first, when the first is one sub-rule of an entry that
 * ranks close behind it: a question of the whole topic is answered by the entry, which leads to its rules.
 */
export function entryFirst<T extends { doc: number }>(ranked: readonly T[], docs: readonly SearchDoc[], idToDoc: ReadonlyMap<string, number>): T[] {
  const parent = ranked[0] && docs[ranked[0].doc]!.parent;
  const entry = parent === undefined ? undefined : idToDoc.get(parent);
  if (entry === undefined || docs[entry]!.kind !== 'entry') return [...ranked];
  const k = ranked.findIndex((r) => r.doc === entry);
  return k > 0 && k < ENTRY_REACH ? moved(ranked, k, 0) : [...ranked];
}

/**
 * Whether the query asks a value the rules state in a form of words ("whats the hand limit": "can
 * have up to", see ./patterns.ts): the sub-rule stating it answers, not the entry of its topic.
 */
export function asksValue(concepts: readonly Concept[]): boolean {
  return concepts.some((c) => c.alternatives.some((a) => a.terms.some(isPattern)));
}
