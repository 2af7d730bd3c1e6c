/**
 * What the rules forbid a class of unit, asked of one unit of it: "can a carrier carry a pds",
 * "can i move my space dock", "can pds ride along with my fleet". The rule stating it speaks of the
 * class ("Structures cannot move or be transported", 74.3), which the query reaches only through
 * the unit's class (../unit-classes.ts, weighed below the unit's own name); the words find first a
 * rule of the act that names neither ("a player can land ground forces on a planet", 84.4). A rule
 * whose subject is the class (or the unit) and which restricts the act the query names answers it.
 */
import { liftedWithin, TWIN_REACH } from './moved';
import type { Alternative } from './query';
import { tokenize } from './text';
import { CLASS_OF } from './unit-classes';

/** What a query asks of a unit's class: the terms the subject may be said with, and the act's ways to say it. */
export interface ClassAsked {
  subjects: string[][];
  acts: string[][];
}

/** The unit the query names whose class the rules speak of, with the query's other concepts as the act. */
export function classAsked(expanded: readonly Alternative[][]): ClassAsked | undefined {
  const k = expanded.findIndex((alts) => alts.some((a) => CLASS_OF.has(a.terms.join(' '))));
  if (k < 0) return undefined;
  const unit = expanded[k]!.find((a) => CLASS_OF.has(a.terms.join(' ')))!;
  const acts = expanded.flatMap((alts, j) => (j === k ? [] : alts.map((a) => a.terms))).filter((t) => t.length > 0 && !t[0]!.startsWith('#'));
  return acts.length ? { subjects: [unit.terms, CLASS_OF.get(unit.terms.join(' '))!.terms], acts } : undefined;
}

/** A restriction as the rules state it, after its subject: "cannot", "can only", "may not". */
const RESTRICTION = /^(.*?)\b(?:cannot|can\s+only|may\s+not|can\s+never)\b(.*)$/i;

/** The text's first sentence. */
const opening = (text: string) => text.split(/(?<=[.!?:])\s+/)[0] ?? '';

/** Whether a text opens on a restriction whose subject is the unit or its class and which names the act. */
export function statesClassRestriction(text: string, { subjects, acts }: ClassAsked): boolean {
  const m = RESTRICTION.exec(opening(text));
  if (!m) return false;
  const subject = new Set(tokenize(m[1]!).map((t) => t.term));
  if (!subjects.some((s) => s.every((t) => subject.has(t)))) return false;
  const said = new Set(tokenize(m[2]!).map((t) => t.term));
  return acts.some((a) => a.every((t) => said.has(t)));
}

/** The ranking with the class's restriction first, when one close behind the first result states it and the first does not. */
export function classRestrictionFirst<T extends { doc: number }>(ranked: readonly T[], asked: ClassAsked, textOf: (d: number) => string): T[] {
  const head = ranked[0];
  if (!head || statesClassRestriction(textOf(head.doc), asked)) return [...ranked];
  return liftedWithin(ranked, TWIN_REACH, (r) => statesClassRestriction(textOf(r.doc), asked));
}
