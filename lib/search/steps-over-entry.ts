/**
 * The order of two things a procedure's numbered steps do ("warfare remove a token first then
 * redistribute?": STEP 1 removes a token, STEP 2 redistributes) is stated by the steps' places. The
 * procedure's entry naming both in one breath ("allows a player to remove a command token from the
 * board and redistribute the command tokens") holds the question's words as well but states no
 * order: asked an order, a step of it ranked among the first goes above it. An entry whose own text
 * places something in time ("After resolving the 'Space Cannon Offense' step ..., those players must
 * resolve a space combat") states an order itself and keeps its place.
 */
import type { Concept } from './query';
import { moved } from './moved';
import { isNumberedStep } from './timing-question';

/** How far down the ranking a step and its entry are read: the first answers. */
const FIRST = 3;

// The words with which a text places something in time.
const PLACES_IN_TIME = /\b(?:after|before|then|until|first|once)\b/i;

/** What the ranking reads of the items: each one's id, kind, text and parent. */
export interface EntryItems {
  docs: readonly { id: string; kind: string; text: string; parent?: string }[];
}

/** The ranking with the best numbered step above its procedure's entry among the first, when the query asks an order. */
export function stepsOverEntry(ranked: readonly number[], { docs }: EntryItems, concepts: readonly Concept[]): number[] {
  if (!concepts.some((c) => c.order)) return [...ranked];
  const first = ranked.slice(0, FIRST);
  const e = first.findIndex((d) => docs[d]!.kind === 'entry' && !PLACES_IN_TIME.test(docs[d]!.text));
  if (e < 0) return [...ranked];
  const s = first.findIndex((d, i) => i > e && docs[d]!.parent === docs[first[e]!]!.id && isNumberedStep(docs[d]!.text));
  return s < 0 ? [...ranked] : moved(ranked, s, e);
}
