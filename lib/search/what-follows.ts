/**
 * A question of what follows from a case ("what happens if nobody votes for either outcome", "what
 * happens to my fighters when the carrier dies", "nobody voted on the agenda, now what") asks the
 * rule stating what follows from it, which a rule does by its condition: "If no outcome receives
 * any votes, ...". Two readings lift it over what the words alone ranked first, both reading a
 * rule's conditions the one way (conditionsOf):
 * - of the rules opening on a case, the one whose case holds fewest words the player did not say:
 *   "If a law is discarded from play, that law's ability is no longer in effect" before "If a
 *   player gains a victory point from a law, and that law is discarded, ...", which opens on a
 *   narrower case and, being shorter, outranks it;
 * - of the topic's near twins, the one whose conditions hold more of the situation told: its twin
 *   stating the topic unconditionally ("Some agendas have 'For' and 'Against' outcomes") or under
 *   another condition answers less, however many of the question's words it holds elsewhere.
 */
import { toldBeforeFate } from './fate-asked';
import { moved, TWIN_REACH } from './moved';
import { toldBeforeStillBound } from './still-asked';
import type { Alternative, Concept } from './query';
import { bandOf, type Candidate } from './rerank';
import type { SearchDoc } from './shipped';
import { terms } from './text';

/** What the reading needs of an item: its text, and the entry it is a rule of. */
export type RuleDoc = Pick<SearchDoc, 'text' | 'parent' | 'id'>;

// The conjunctions that open a case, in the player's question and in a rule's condition alike.
const CASE_OPENER = String.raw`(?:if|when|whenever|once|after)`;

// "what happens when", "what happens if", "what happens to": the player asks what follows from a case.
const ASKS_WHAT_FOLLOWS = /\bwhat\s+(?:happens?|happened)\b/i;

// "what happens (to X) if Y", "what happens when Y", "what if Y": the player states the situation
// (Y) after its conjunction.
const CONSEQUENCE = new RegExp(String.raw`\bwhat\s+(?:happens?\b(?:\s+to\s+[^?.!]*?)?\s+${CASE_OPENER}|if)\b([^?.!]*)`, 'i');
// "my carrier died, what happens to the fighters", "nobody voted on the agenda, now what": the
// situation told before the question.
const TOLD_FIRST = /^(.*?\S.*?)[\s,.;:!?-]*\b(?:so\s+)?(?:what\s+happens?|now\s+what|what\s+now|then\s+what)\b/i;

/**
 * The most words (stopwords out) a situation told first may hold: past these it is a story of
 * what was done as well as how things stand, whose every clause a rule's condition may hold; the
 * engine reads it by its question (see ./story-question.ts).
 */
const TOLD_WORDS = 16;

/**
 * The situation told before "what happens", before "do i still have to" (see ./still-asked.ts) or
 * before "do i keep it" (see ./fate-asked.ts), in a few words; undefined when none is, or a story is.
 */
function toldFirst(query: string): string | undefined {
  const told = TOLD_FIRST.exec(query)?.[1] ?? toldBeforeStillBound(query) ?? toldBeforeFate(query);
  return told !== undefined && terms(told).length <= TOLD_WORDS ? told : undefined;
}

/** The situation a query asks what follows from, as typed; undefined when it asks none. */
function situationAsked(query: string): string | undefined {
  return (CONSEQUENCE.exec(query)?.[1] ?? toldFirst(query))?.trim() || undefined;
}

/** What a query asking what follows from a case tells of it: the situation, when it names one. */
export interface FollowsAsked {
  situation: string | undefined;
}

/** Whether the query asks what follows from a case, and the situation it tells; undefined when it asks none. */
export function whatFollowsAsked(query: string): FollowsAsked | undefined {
  const situation = situationAsked(query);
  return situation !== undefined || ASKS_WHAT_FOLLOWS.test(query) ? { situation } : undefined;
}

// One clause of a condition, captured: up to its punctuation, a comma before "and" or "or" within it.
const CONDITION_CLAUSE = String.raw`((?:[^,.;:!?\n]|,(?=\s*(?:and|or)\b))*)`;
// A rule's condition: from "if", "when", "whenever", "once" or "after" to the end of its clause
// ("If a law is discarded from play, ..."; "The game ends if there are no unrevealed public
// objectives ..."; "After all players have passed, ..."). A comma followed by "and" or "or" goes on
// with the condition, a case of two conditions being one case ("If a player gains a victory point
// from a law, and that law is discarded"), as does one closing an opening phrase of three words or
// fewer ("If at any time, the number of ...").
const CONDITION = new RegExp(String.raw`\b${CASE_OPENER}\b${CONDITION_CLAUSE}(?:,${CONDITION_CLAUSE})?`, 'gi');
/** A phrase of when or where opening a condition: "at any time", "during combat" (not "When resolving a transaction,"). */
const WHEN_PHRASE = /^\s*(?:at|during|in|on)\b/i;
/** The most words a phrase of when or where opening a condition holds before its comma ("at any time"). */
const WHEN_PHRASE_WORDS = 3;

/** A condition a rule states: its terms (stopwords out), and whether the rule opens on it. */
interface Condition {
  terms: string[];
  opens: boolean;
}

/** The conditions a rule's text states, in its order. */
function conditionsOf(text: string): Condition[] {
  return [...text.matchAll(CONDITION)].map((m) => {
    const phrase = WHEN_PHRASE.test(m[1]!) && m[1]!.trim().split(/\s+/).length <= WHEN_PHRASE_WORDS && m[2] !== undefined;
    return { terms: terms(phrase ? `${m[1]} ${m[2]}` : m[1]!), opens: text.slice(0, m.index).trim() === '' };
  });
}

/** The terms of a text's conditions, stopwords out. */
export function conditionTerms(text: string): Set<string> {
  return new Set(conditionsOf(text).flatMap((c) => c.terms));
}

/** The terms (stopwords out) of the case a rule's text opens on ("If a player is eliminated, ..."), or undefined when it opens on none. */
export function openingCase(text: string): string[] | undefined {
  const [first] = conditionsOf(text);
  return first?.opens ? first.terms : undefined;
}

/** How many terms of the case `text` opens on the query does not hold, or undefined when it opens on none. */
export function unstatedInCase(text: string, said: ReadonlySet<string>): number | undefined {
  return openingCase(text)?.filter((t) => !said.has(t)).length;
}

/**
 * The ranking with the rule opening on the case asked first: of the first results that answer all
 * the query's words and open on a case, the one whose case holds the fewest words the player did
 * not say, when it holds fewer than the first's.
 */
function statedCaseFirst<T extends { doc: number; complete: boolean }>(ranked: readonly T[], said: ReadonlySet<string>, textOf: (d: number) => string): T[] {
  const unstated = ranked.slice(0, TWIN_REACH).map((r) => (r.complete ? unstatedInCase(textOf(r.doc), said) : undefined));
  const first = unstated[0];
  if (first === undefined) return [...ranked];
  let best = 0;
  unstated.forEach((u, k) => {
    if (u !== undefined && u < unstated[best]!) best = k;
  });
  return best > 0 ? moved(ranked, best, 0) : [...ranked];
}

/** A term that is a number ("2" of "two players"): no situation of its own. */
const DIGITS_ONLY = /^\d+$/;

// Words any condition may say, naming nothing of a situation: "a player ... another player", "no ... any".
const SAID_OF_ANY = new Set(terms('player players another other any all only one each ever'));

/**
 * How many of the concepts the player typed a rule's conditions hold (any way to say one, all its
 * terms there), leaving out words any condition may say and numbers.
 */
export function conditionFit(held: ReadonlySet<string>, typed: readonly Alternative[][]): number {
  const telling = (a: Alternative) => a.terms.length > 0 && a.terms.every((t) => !SAID_OF_ANY.has(t) && !DIGITS_ONLY.test(t));
  return typed.filter((alts) => telling(alts[0]!) && alts.some((a) => a.terms.length > 0 && a.terms.every((t) => held.has(t)))).length;
}

/** Whether a rule is of the first result's topic: a rule of the same entry, or of the entry itself. */
export function ofTopic(docs: readonly RuleDoc[], head: number, d: number): boolean {
  const parent = docs[d]!.parent;
  return parent !== undefined && (parent === docs[head]!.parent || parent === docs[head]!.id);
}

/**
 * The ranking with the rule whose condition states more of the situation asked than the first
 * result's lifted first: one close behind it, a rule of the same entry (or of the first result, an
 * entry), of its band, no fallback. A rule of another topic whose condition holds the situation's
 * words ("If an objective requires a player to destroy units") answers another question.
 */
function conditionStatedFirst<T extends Candidate>(ranked: readonly T[], situation: string, concepts: readonly Concept[], expanded: readonly Alternative[][], docs: readonly RuleDoc[]): T[] {
  const head = ranked[0];
  if (!head) return [...ranked];
  const said = new Set(terms(situation));
  const typed = expanded.filter((alts, k) => !concepts[k]?.asked && !concepts[k]?.moment && alts[0]!.terms.some((t) => said.has(t)));
  const fit = (r: T) => conditionFit(conditionTerms(docs[r.doc]!.text), typed);
  const twin = (r: T) => bandOf(r) === bandOf(head) && !r.fallback && ofTopic(docs, head.doc, r.doc);
  const fits = ranked.slice(0, TWIN_REACH).map((r, k) => (k === 0 || twin(r) ? fit(r) : 0));
  const best = fits.reduce((b, f, k) => (f > fits[b]! ? k : b), 0);
  return best > 0 && fits[best]! > fits[0]! ? moved(ranked, best, 0) : [...ranked];
}

/**
 * The ranking for a question of what follows from a case: the rule opening on the case asked
 * first, then, when the question tells its situation, the topic's rule whose conditions hold more
 * of it.
 */
export function whatFollowsFirst<T extends Candidate & { complete: boolean }>(ranked: readonly T[], asked: FollowsAsked, concepts: readonly Concept[], expanded: readonly Alternative[][], docs: readonly RuleDoc[]): T[] {
  const opened = statedCaseFirst(ranked, new Set(expanded.flat().flatMap((a) => a.terms)), (d) => docs[d]!.text);
  return asked.situation === undefined ? opened : conditionStatedFirst(opened, asked.situation, concepts, expanded, docs);
}
