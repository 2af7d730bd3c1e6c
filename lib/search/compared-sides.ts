/**
 * The two things a comparison sets side by side ("binding vs non binding deal how do you tell",
 * "primary vs secondary, who gets to use which") and the rules that define each. The rules often
 * have a summary that merely lists both ("Deals are binding or non-binding", "A strategy card has
 * both a primary ability and a secondary ability"): it holds every word of the question and so
 * outranks the two rules that each answer one side. The question asks what each thing is or does:
 * the sibling rule defining the first side (else the second) answers before the summary.
 */
import type { SearchDoc } from './shipped';
import { JOIN_SOURCE, OTHER_QUESTION, TELL_APART_SOURCE } from './compare';
import { tokenize, type Token } from './text';
import { moved } from './moved';

// "x vs y", "x versus y", "x compared to y": the join between the two sides.
const JOIN = new RegExp(JOIN_SOURCE, 'i');
// "the difference between x and y": the "and" after "between" (captured) joins the sides.
const BETWEEN = /\bbetween\s+\S+(?:\s+\S+){0,2}?(\s+and\s+)/i;
// What makes "x vs y" a question of what each is: a difference asked (see ./compare.ts) or a
// question of which goes with which ("which number is which", "who gets to use which", "what is
// each for"). Without it "war sun vs planetary shield" sets one against the other, a clash whose
// answer is the rule naming both; so do "how many of each" (one limit may state both) and "the same
// as" (the rule relating them). Looser than compare.ts's ASKED, which takes the framing out word for
// word: here any word of a difference tells, wherever it stands ("diff", "different").
const EACH_ASKED = new RegExp(String.raw`\bdiff(?:erence)?s?\b|\bdifferent\b|${TELL_APART_SOURCE}\b|\bwhich\s+(?:\w+\s+)?is\s+which\b|\b(?:use|uses|gets?|does|do)\s+which\b|\bwhat(?:'?s|\s+is|\s+are)\s+each\b|\beach\s+(?:one\s+)?(?:for|does|do|means?)\b`, 'i');
/** Every place the query asks which is which, to read what else it asks. */
const EACH_ASKED_ALL = new RegExp(EACH_ASKED.source, 'gi');
/** The words a side is read as, next to the join: "non binding" of "non binding deal", "strategy pool" of "tactic pool vs strategy pool". */
const SIDE_WORDS = 2;

/** The things a query compares: each side as stemmed terms, first the one typed first. */
export interface Sides {
  sides: [string[], string[]];
  /** Nothing asked but which is which ("resources vs influence, which number is which"): the first side is the one asked. */
  bare: boolean;
}

/** The things `query` compares, undefined when it compares nothing. */
export function comparedSides(query: string): Sides | undefined {
  const join = joinOf(query);
  if (!join || !EACH_ASKED.test(query)) return undefined;
  const before = sideNextTo(tokenize(query.slice(0, join.start)).reverse()).reverse();
  const after = sideNextTo(tokenize(query.slice(join.end)));
  const bare = !OTHER_QUESTION.test(query.replace(EACH_ASKED_ALL, ' '));
  return before.length && after.length ? { sides: [before, after], bare } : undefined;
}

/** Where the join stands: "vs", or the "and" of "the difference between x and y". */
function joinOf(query: string): { start: number; end: number } | undefined {
  const vs = JOIN.exec(query) ?? BETWEEN.exec(query);
  if (!vs) return undefined;
  const at = vs.index + vs[0].length - (vs[1]?.length ?? vs[0].length);
  return { start: at, end: at + (vs[1]?.length ?? vs[0].length) };
}

/** The content words right next to the join (past an article: "a law"), up to a stopword. */
function sideNextTo(tokens: readonly Token[]): string[] {
  const words = tokens.slice(Math.max(0, tokens.findIndex((t) => !t.stop)));
  const end = words.findIndex((t) => t.stop);
  return words.slice(0, Math.min(end < 0 ? words.length : end, SIDE_WORDS)).map((t) => t.term);
}

/** Where each side is written in a text (start and end token), a side's words inside the other's ("binding" in "non-binding") left to that other. */
function sidesIn(tokens: readonly Token[], sides: readonly [string[], string[]]): { side: number; start: number; end: number }[] {
  const at = (side: readonly string[], i: number) => side.every((term, k) => tokens[i + k]?.term === term);
  const found = sides.flatMap((side, s) => tokens.flatMap((_, i) => (at(side, i) ? [{ side: s, start: i, end: i + side.length - 1 }] : [])));
  return found.filter((f) => !found.some((g) => g !== f && g.end - g.start > f.end - f.start && g.start <= f.start && g.end >= f.end));
}

/** Tokens a list may hold between its two sides: "binding or non-binding", "a primary ability and a secondary ability". */
const LIST_GAP = 3;
const LIST_JOINS: ReadonlySet<string> = new Set(['and', 'or']);

/** What a text says of the sides: both listed together (a summary), one side alone (its definition), or neither. */
export function sidesWritten(text: string, sides: readonly [string[], string[]]): 'listed' | 0 | 1 | undefined {
  const tokens = tokenize(text);
  const found = sidesIn(tokens, sides);
  const listed = found.some((a) => found.some((b) => b.side !== a.side && b.start > a.end && b.start - a.end - 1 <= LIST_GAP && tokens.slice(a.end + 1, b.start).some((t) => LIST_JOINS.has(t.word))));
  if (listed) return 'listed';
  const named = new Set(found.map((f) => f.side));
  return named.size === 1 ? (named.has(0) ? 0 : 1) : undefined;
}

/** How far down the ranking a summary and the rules beside it are looked at: past this the words found other things. */
const SIDES_REACH = 10;

/** How far below a definition of the second side that of the first may stand to be put first: past this the words found other things. */
const FIRST_SIDE_REACH = 3;

/**
 * The ranking with a summary listing both sides moved below the sibling rule defining the first
 * side (else the second), when that rule ranks within reach: the definition takes the summary's
 * place. Asked nothing but which is which, the first side's definition comes before one of the
 * second that leads.
 */
export function sideDefinedFirst<T extends { doc: number }>(ranked: readonly T[], docs: readonly SearchDoc[], { sides, bare }: Sides): T[] {
  const writtenIn = (order: readonly T[]) => order.slice(0, SIDES_REACH).map((r) => sidesWritten(docs[r.doc]!.text, sides));
  const written = writtenIn(ranked);
  const summary = written.indexOf('listed');
  const parent = summary < 0 ? undefined : docs[ranked[summary]!.doc]!.parent;
  const sibling = (side: 0 | 1) => written.findIndex((w, k) => k > summary && w === side && docs[ranked[k]!.doc]!.parent === parent);
  const defining = parent === undefined ? -1 : sibling(0) >= 0 ? sibling(0) : sibling(1);
  const defined = defining >= 0 ? moved(ranked, defining, summary) : [...ranked];
  if (!bare) return defined;
  const now = writtenIn(defined);
  const first = now.indexOf(0);
  return now[0] === 1 && first > 0 && first < FIRST_SIDE_REACH ? moved(defined, first, 0) : defined;
}
