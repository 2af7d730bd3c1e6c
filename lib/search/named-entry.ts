/**
 * A question of what a thing is, then more: an example ("what's a modifier, like apply +1"), a
 * comparison ("what's a component action, is that different from moving ships"), a context ("who
 * is 'opponent' in the combat rules exactly", "what is agenda phase, when we vote for laws?"), or of
 * how a thing works, on a case ("how does capacity work on carriers"). The
 * words after the thing are the player's own way in, and they find the rules that use them (the
 * rule quoting "apply", Movement, the Carrier's card); the entry the thing names says what it is.
 */
import { moved } from './moved';
import { terms, type Token } from './text';

/** A few words and a colon before the question ("coming from ti3: what is ..."). */
export const QUESTION_PREFACE = String.raw`(?:[^:?.!]{1,40}:\s*)?`;
/** The verb after "what" or "who" that asks what a thing is: "what's", "what is", "who are", "what (even) counts as". */
export const IS_ASKED = String.raw`(?:'?s|\s+is|\s+are|\s+(?:even\s+|exactly\s+)?counts?\s+as)`;
/** The verb "how does x ..." ends on to ask what x is: "work", "works", "worked out". */
export const WORKS = String.raw`(?:works?|worked\s+out)`;
/** "how's it work", "how does that work", "how do they work": how a topic named before works, asked of it by a pronoun. */
export const TOPIC_WORKS = String.raw`\bhow(?:'?s|\s+(?:does|do|is|are))\s+(?:it|that|this|they|those|these)\s+${WORKS}\b`;
/** The thing named, captured: one to four words, as few as the question lets. */
const THING = String.raw`((?:[a-z][\w-]*)(?:\s+[a-z][\w-]*){0,3}?)`;
const ARTICLE = String.raw`(?:an?\s+|the\s+)?`;

// "what's a", "what is the", "who is", after at most a few words and a colon ("coming from ti3: what
// is ..."): then the thing, one to four words, maybe in quotes, up to where the question goes on
// (a comma, a question mark, or a word that starts an aside: "like", "in", "when", "is that").
// "What counts as", "who counts as" ask the same ("who counts as opponent for action cards").
const NAMED = new RegExp(
  String.raw`^\s*${QUESTION_PREFACE}(?:what|who)${IS_ASKED}\s+${ARTICLE}['"‘“]?${THING}['"’”]?\s*(?:[,?;(]|\s+(?:like|in|on|when|where|is|are|and|or|vs|exactly|for|during|again)\b)`,
  'i',
);

// "how does capacity work on carriers", "how do unit upgrades work": the same question, the thing
// before "work" (one to four words); "how is the speaker worked out" too.
const WORKING = new RegExp(String.raw`^\s*how\s+(?:does|do|is|are)\s+${ARTICLE}${THING}\s+${WORKS}\b`, 'i');

// "what does the speaker do besides voting last", "what does the custodians token actually do": what
// the thing is for, which its entry says (one to four words before "do").
const DOING = new RegExp(String.raw`^\s*what\s+(?:does|do)\s+${ARTICLE}${THING}\s+(?:actually\s+|even\s+|really\s+|exactly\s+)?do\b`, 'i');

// "pds space cannon how's it work", "wormholes, how do they work": the thing (one to four words) named
// first, alone, then how it works asked of it.
const WORKING_AFTER = new RegExp(String.raw`^\s*${THING}[\s,;-]*${TOPIC_WORKS}\s*\??\s*$`, 'i');

/** What a question of what a thing is names: the thing's terms, and whether its last words may name it (see `namedEntryFirst`). */
export interface NamedThing {
  terms: string[];
  /** False when the thing is an act on its last words ("moving ships", "capturing units"): a verb's "-ing" opens it. */
  compound: boolean;
}

const ACT_FIRST = /^\s*\w+ing\b/i;

/** The thing a question of what a thing is names before going on, or undefined. */
export function namedThing(query: string): NamedThing | undefined {
  const thing = (NAMED.exec(query) ?? WORKING.exec(query) ?? DOING.exec(query) ?? WORKING_AFTER.exec(query))?.[1];
  const named = thing === undefined ? [] : terms(thing);
  return named.length ? { terms: named, compound: !ACT_FIRST.test(thing!) } : undefined;
}

/**
 * The ranking with the entry whose title is the thing named (terms in order), or else its last
 * words, first, wherever the rest of the question put it: its opening says what the thing is. Not when the first result
 * speaks of the thing as one of another word of the question (`qualifies`): "what counts as a
 * cost on an ability" asks an ability's cost, which the rule saying "that ability's cost" answers,
 * not the entry Cost (a unit's).
 */
export function namedEntryFirst<T extends { doc: number }>(
  ranked: readonly T[],
  { terms: named, compound }: NamedThing,
  isEntry: (d: number) => boolean,
  titleTerms: readonly (readonly string[])[],
  qualifies: (d: number) => boolean,
): T[] {
  const titled = (same: (title: readonly string[]) => boolean) => ranked.findIndex((r) => isEntry(r.doc) && same(titleTerms[r.doc]!));
  const exact = titled((title) => sameTerms(title, named));
  // No entry titled all the words, but two titled each a part: the one titled the last words, the
  // compound's head ("pds space cannon" is a space cannon). Not when the first part is no thing of
  // the rules, or an act ("moving ships", "capturing units" are no kinds of ship or unit).
  const isTitle = (words: readonly string[]) => titleTerms.some((t, d) => isEntry(d) && sameTerms(t, words));
  const head = (title: readonly string[]) => title.length > 0 && title.length < named.length && sameTerms(title, named.slice(-title.length)) && isTitle(named.slice(0, -title.length));
  const k = exact >= 0 || !compound ? exact : titled(head);
  return k > 0 && !qualifies(ranked[0]!.doc) ? moved(ranked, k, 0) : [...ranked];
}

/** Text between two tokens that keeps them one noun: spaces only, no comma, no sentence's end. */
const SPACES_ONLY = /^\s+$/;

/**
 * Whether a text holds the thing named right after another term of the question (`others`), as
 * one noun: "ability's cost", "ability cost" of "what counts as a cost on an ability"; not across
 * a sentence's end or a comma ("... each vote. The speaker").
 */
export function thingQualified(named: readonly string[], others: ReadonlySet<string>, tokens: readonly Token[], text: string): boolean {
  return tokens.some(
    (t, i) =>
      others.has(t.term) &&
      !named.includes(t.term) &&
      named.every((term, k) => {
        const next = tokens[i + k + 1];
        return next?.term === term && SPACES_ONLY.test(text.slice(tokens[i + k]!.end, next.start));
      }),
  );
}

function sameTerms(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}
