/**
 * The step next to a named one: "what comes after retreats are announced" names STEP 2-ANNOUNCE
 * RETREATS of space combat and asks for STEP 3-ROLL DICE, which names no retreat. The step named
 * holds every word of the question; the one asked holds none, so words alone rank it nowhere: it is
 * read from the named step's place in its procedure (the sibling numbered one more, or one less for
 * "what comes before"); a step with no name ("STEP 2-The active player replenishes his commodities")
 * is named by what its text does. The first step of a named procedure ("what happens first at the start of
 * the status phase": STEP 1-SCORE OBJECTIVES) is read the same way, from the procedure's start;
 * the order of a procedure named and nothing else ("status phase in what order") is its steps, which
 * its entry introduces ("players perform the following steps:"), not the rule of the players' order
 * (Initiative Order: "the order in which players resolve steps of the action and status phases").
 * A step asked by its number ("space combat step 3") is the procedure's step so numbered: the
 * number in its label ("STEP 3-ROLL DICE") is not in the word index (./indexed-body.ts), so only the
 * step's place in its procedure can answer it.
 */
import type { Concept } from './query';
import type { Step } from './procedure-end';
import { terms as termsOf, wordSet } from './text';

/**
 * The step asked for: the one after the step named, before it, the first of the procedure named, or
 * all its steps in order (its entry); with the words naming it.
 */
export type StepByPlaceAsked =
  | { place: 'after' | 'before' | 'first' | 'order'; named: string }
  /** `number`: the step's number, which asks it ("strategy phase step 2"). */
  | { place: 'numbered'; named: string; number: number };

// "what comes after X", "what's next after X", "what happens following X", "what step is before X",
// "what follows X": the thing asked is unnamed ("what"), placed against the step named.
const WHAT_AFTER = /\bwhat(?:'?s| is| comes?| happens?| goes| do (?:i|we|you) do| step (?:is|comes?))?(?: next)? (after|following|before)\b(.+)/i;
const WHAT_FOLLOWS = /\bwhat (?:step )?(follows|precedes)\b(.+)/i;
// "the next step after X", "previous step before X"; not "the production step after invading",
// which names the step it asks of.
const STEP_AFTER = /\b(?:next|previous) step (after|following|before)\b(.+)/i;
// "X, then what", "after X what happens next": the step named before the asking.
const THEN_WHAT = /^(?:after |once )?(.+?)[,\s]+(?:(?:and )?then what|what(?:'?s| is| comes?| happens?)? next)\b/i;
// "what happens first at the start of the status phase", "what do we do first in an invasion",
// "first step of the tactical action". Not an either-or ("what comes first, combat or invasion"),
// which orders the two things it names (see ./engine/credits.ts `stepOrderCredit`).
const WHAT_FIRST = /\b(?:what(?:'?s| is| comes?| happens?| do (?:i|we|you) do) first|first (?:step|thing)(?! or\b))\b((?:(?!\bor\b).)+)$/i;

// "strategy phase step 2", "step 3 of invasion": the step asked by its number in the procedure named.
const STEP_NUMBER = /\bstep\s*(\d{1,2})\b/i;

// "in what order", "order of", "sequence": what else the query says decides whose order it is.
const ORDER = /\b(?:order|sequence)\b/i;
// What a question of a procedure's order says besides the procedure's name: "what order do the
// steps of the agenda phase go in".
const ORDER_WORDS = new Set(termsOf('order sequence steps go goes happen happens come comes resolve resolved done'));

/** The step the query asks for by its place next to a named step, at the start of a named procedure or by its number, if it asks for one. */
export function stepByPlaceAsked(query: string): StepByPlaceAsked | undefined {
  const placed = WHAT_AFTER.exec(query) ?? WHAT_FOLLOWS.exec(query) ?? STEP_AFTER.exec(query);
  if (placed) return { place: /before|precedes/i.test(placed[1]!) ? 'before' : 'after', named: placed[2]! };
  const then = THEN_WHAT.exec(query);
  if (then) return { place: 'after', named: then[1]! };
  const first = WHAT_FIRST.exec(query);
  if (first) return { place: 'first', named: first[1]! };
  const numbered = STEP_NUMBER.exec(query);
  if (numbered) return { place: 'numbered', named: query.replace(numbered[0], ' '), number: Number(numbered[1]) };
  return ORDER.test(query) ? { place: 'order', named: query } : undefined;
}

/** How high the step or procedure named ranks when the question names it as its subject. */
const NAMED_AMONG = 5;

/** What the ranking reads of the items: each one's text, id and parent, its title's terms, its number as a step, and the named steps with the terms of their names. */
export interface StepItems {
  docs: readonly { id: string; text: string; parent?: string }[];
  /** Each item's number as a numbered step of a procedure (DocFacts.numberedSteps). */
  numberedSteps: readonly (Pick<Step, 'number'> | undefined)[];
  /** Parent id -> the items under it (DocFacts.children). */
  children: ReadonlyMap<string, readonly number[]>;
  titleTerms: readonly (readonly string[])[];
  namedSteps: readonly number[];
  stepTerms: readonly (readonly string[])[];
}

/**
 * The ranking with the step asked first: the sibling numbered one more or one less, under the same
 * parent, than the named step the question's words name whole (the best ranked of them: "invasion"
 * names STEP 4-INVASION of the tactical action) or the unnamed step whose text holds them; the
 * first step under the procedure whose title they name whole; or, for its order, that procedure's
 * entry. Unchanged when none is named, or the named step is the last (or first) of its procedure.
 */
export function stepByPlaceFirst(ranked: readonly number[], items: StepItems, concepts: readonly Concept[], asked: StepByPlaceAsked): number[] {
  const { docs, titleTerms } = items;
  const { namedBy, terms } = namedPart(asked.named, concepts);
  const procedures = () => docs.flatMap((doc, d) => (titleTerms[d]!.length && titleTerms[d]!.every((t) => terms.has(t)) && stepUnder(items, doc.id, 1) >= 0 ? [d] : []));
  if (asked.place === 'first') return placedFirst(ranked, procedures(), (d) => stepUnder(items, docs[d]!.id, 1));
  if (asked.place === 'numbered') return placedFirst(ranked, procedures(), (d) => onlyStepUnder(items, docs[d]!.id, asked.number));
  if (asked.place === 'order') {
    // Its order only when the query names nothing but the procedure: "in what order do players
    // score objectives" asks the players' order in a step.
    const onlyNames = (d: number) => concepts.every((c) => c.asked || c.alternatives.some((a) => a.terms.every((t) => titleTerms[d]!.includes(t) || ORDER_WORDS.has(t))));
    return placedFirst(ranked, procedures().filter(onlyNames), (d) => d);
  }
  const by = asked.place === 'after' ? 1 : -1;
  return placedFirst(ranked, stepsNamed(ranked, items, namedBy, terms), (d) => {
    const s = items.numberedSteps[d];
    return s ? stepUnder(items, docs[d]!.parent!, s.number + by) : -1;
  });
}

/**
 * The one item numbered `number` among the steps under `parent`, or -1: none when two procedures
 * under it count from 1 each (Space Cannon's offense and defense), which the number alone does not tell apart.
 */
function onlyStepUnder({ children, numberedSteps }: StepItems, parent: string, number: number): number {
  const numbered = children.get(parent)?.filter((c) => numberedSteps[c]?.number === number) ?? [];
  return numbered.length === 1 ? numbered[0]! : -1;
}

/**
 * What names the step or procedure: the concepts typed wholly within the named part, and the terms
 * of the part with each of those concepts' ways to say it ("invading" says the rules' "invasion").
 */
function namedPart(named: string, concepts: readonly Concept[]): { namedBy: Concept[]; terms: Set<string> } {
  const said = wordSet(named);
  const namedBy = concepts.filter((c) => !c.asked && c.alternatives[0]?.words.every((w) => said.has(w)));
  const terms = new Set(namedBy.flatMap((c) => c.alternatives.flatMap((a) => a.terms)));
  termsOf(named).forEach((t) => terms.add(t));
  return { namedBy, terms };
}

/** The item numbered `number` among the steps under `parent`, or -1. */
function stepUnder({ children, numberedSteps }: StepItems, parent: string, number: number): number {
  return children.get(parent)?.find((c) => numberedSteps[c]?.number === number) ?? -1;
}

/**
 * The steps the named part names: each named step whose name it holds whole, then each unnamed one
 * among the first results, which is named by what it does ("STEP 2-The active player replenishes
 * his commodities ..."): its text holds each word of the named part (or a synonym).
 */
function stepsNamed(ranked: readonly number[], { docs, namedSteps, numberedSteps, stepTerms }: StepItems, namedBy: readonly Concept[], terms: ReadonlySet<string>): number[] {
  const does = (d: number) => {
    const text = new Set(termsOf(docs[d]!.text));
    return namedBy.length > 0 && namedBy.every((c) => c.alternatives.some((a) => a.terms.every((t) => text.has(t))));
  };
  const unnamed = ranked.slice(0, NAMED_AMONG).filter((d) => !stepTerms[d]!.length && numberedSteps[d] && does(d));
  return [...namedSteps.filter((d) => stepTerms[d]!.every((t) => terms.has(t))), ...unnamed];
}

/**
 * The ranking with the item `next` gives first, for the best ranked of `candidates` it gives one for
 * (-1: none). A candidate counts only among the first results: named by the question's subject, not
 * in passing ("what happens after my carrier dies in the invasion").
 */
function placedFirst(ranked: readonly number[], candidates: readonly number[], next: (d: number) => number): number[] {
  const place = (d: number) => (ranked.includes(d) ? ranked.indexOf(d) : ranked.length);
  for (const d of candidates.filter((c) => place(c) < NAMED_AMONG).sort((a, b) => place(a) - place(b))) {
    const n = next(d);
    if (n >= 0) return [n, ...ranked.filter((r) => r !== n)];
  }
  return [...ranked];
}
