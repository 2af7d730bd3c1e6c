/**
 * A story told at length, the question asked only at its end: "sardakk parked 2 cruisers in my home
 * system while my fleet was away ..., i activated my home to build and they told me i cant make any
 * ships because the dock is blockaded, can i at least still build infantry with that dock". The
 * story's many words (units, factions, what was done) would rank the rules of what happened; the
 * question asked (building infantry at a blockaded dock) is in its last clauses.
 */
import { TABLE_FILLER } from './filler';
import { anyOf, ASKING_VERBS, NEGATED_ASKING_VERBS, QUESTION_WORDS, TYPED_QUESTION_WORDS } from './question-words';
import { tokenize } from './text';

/** Words a query must hold to be a story told at length: shorter, a comma joins one situation ("his planet has a pds, can my dreads bombard"). */
const STORY_WORDS = 32;
/** Words the story must hold before its question: fewer are the question's own setting. */
const BACKGROUND_WORDS = 8;

// Where a clause starts: after a punctuation mark, at a word turning the story ("so", "but", "now"), or
// at a question's verb before its subject ("... popped the carrier do i lose the fighters"), as a
// story typed or dictated in one breath asks; not after a word joining it on ("or does the shield stop them").
const CLAUSE_START = new RegExp(
  String.raw`(?:^|[,;:.!?]+\s*|\s+(?=(?:so|but|now)\s)|(?<!\b(?:or|and|so|but|then|now|ok))\s+(?=${anyOf(ASKING_VERBS)}\s+(?:i|we|you|he|she|they|it|that|this|my|his|her|their|the)\s))`, 'g');
// A clause asking: a question's verb or word first, after the words that join it on ("so can i", "or does"),
// or a wondering said in words ("any way", "wondering if", "not sure whether").
const ASKING = new RegExp(
  String.raw`^(?:(?:so|but|and|now|or|then|ok|well)\s+)*(?:(?:in|at|on|for|from|to|by|with)\s+(?=wh))?(?:${anyOf(ASKING_VERBS, NEGATED_ASKING_VERBS, QUESTION_WORDS, TYPED_QUESTION_WORDS)}|any\s+way|(?:i\s+)?wonder(?:ing)?\s+(?:if|whether)|not\s+sure\s+(?:if|whether))\b`,
  'i',
);
// A question tagged on a statement ("..., so i can still build infantry, right?"): the statement is asked.
const TAG = /^(?:right|correct|yes|no|or\s+not|isnt\s+it|ok|okay)\W*$/i;
// A clause telling how things stand now: "so now i have 4 fighters floating in space".
const NOW_TOLD = /^(?:(?:so|and|but)\s+)?now\b/i;
// A word pointing back at the story ("can he do that", "is that allowed", "do they keep it"): the clause before says what.
// "This round", "that turn" point at a moment, no thing of the story.
const POINTING = /\b(?:that|it|this|those|these|they|them|he|she)\b(?!\s+(?:round|turn|time|game|phase)\b)/i;
// Words a verdict asked is made of ("is that right", "whats up with that", "who is correct here"): they name nothing.
const VERDICT_WORDS: ReadonlySet<string> = new Set(['right', 'correct', 'true', 'wrong', 'up', 'here', 'legit', 'ok', 'fair', 'actually', 'really']);

/** Whether a clause holds words of its own, past a question's framing ("is that right" holds none). */
const namesSomething = (clause: string) => tokenize(clause).some((t) => !t.stop && !TABLE_FILLER.has(t.word) && !VERDICT_WORDS.has(t.word));

/**
 * Where the question of a story told at length starts (an index into `query`): its last clauses that
 * ask, with the clause before them when they only point back at it ("..., he fires his pds at my
 * infantry, can he do that"), name nothing ("..., he says ships in a nebula move 1, is that
 * right") or follow how things stand now ("..., so now i have 4 fighters floating in space, do i
 * lose them"); undefined when the query is short, asks first, or tells too little before asking.
 */
export function storyQuestionAt(query: string): number | undefined {
  const words = tokenize(query);
  if (words.length < STORY_WORDS) return undefined;
  const starts = [...query.matchAll(CLAUSE_START)].map((m) => m.index + m[0].length).filter((at, k, all) => at < query.length && all.indexOf(at) === k);
  const clause = (k: number) => query.slice(starts[k], starts[k + 1] ?? query.length);
  let k = starts.length;
  while (k > 0 && (ASKING.test(clause(k - 1)) || (k === starts.length && TAG.test(clause(k - 1))))) k--;
  if (k === starts.length) return undefined;
  const asked = query.slice(starts[k]);
  // How things stand now, told right before the question, is what it asks about (see ./backstory.ts).
  if (k > 0 && (NOW_TOLD.test(clause(k - 1)) || !namesSomething(asked) || POINTING.test(asked))) k--;
  const at = starts[k]!;
  return words.filter((t) => t.end <= at).length >= BACKGROUND_WORDS ? at : undefined;
}

/**
 * At most `max` of `tokens` (in order), those of the question (from `at` on) kept first: a story
 * told at length runs past the words a query reads, and its question comes last. The story's first
 * words fill the rest: they set the scene (who, where, which units); those nearest the question
 * ranked worse on the tuning set.
 */
export function questionKept<T extends { start: number }>(tokens: readonly T[], at: number | undefined, max: number): T[] {
  if (tokens.length <= max) return [...tokens];
  if (at === undefined) return tokens.slice(0, max);
  const asked = tokens.filter((t) => t.start >= at);
  const story = tokens.filter((t) => t.start < at);
  const kept = new Set([...asked.slice(0, max), ...story.slice(0, Math.max(0, max - asked.length))]);
  return tokens.filter((t) => kept.has(t));
}

/**
 * The story reading's ranking with the first of the plain reading (the query's first words, see
 * `parseQuery`) kept second when it ranks it lower: a long question not told as a story can have
 * its question picked wrong, and what its words found first must not sink out of sight.
 */
export function plainFirstKept<T>(story: readonly T[], plainFirst: T | undefined): T[] {
  if (plainFirst === undefined || story.slice(0, 2).includes(plainFirst)) return [...story];
  const rest = story.filter((d) => d !== plainFirst);
  return [...rest.slice(0, 1), plainFirst, ...rest.slice(1)];
}
