/**
 * A follow-up to something just settled at the table: "ok so pds can fire into adjacent systems.
 * does that also work through a wormhole", "secret objectives max three, got it. if i draw a fourth
 * what do i do". The first sentence is what was agreed, told back; the question is the sentence
 * after it, however it opens ("but when exactly", "if i", "what about"). The settled sentence is
 * a backstory of the question (see ./backstory.ts): its words set the scene and weigh less.
 */
import { anyOf, QUESTION_WORDS, THING_PRONOUNS, TYPED_QUESTION_WORDS } from './question-words';

// The player taking in what was settled, opening it ("ok so", "right,", "got it,", "makes sense,")
// or closing it (", got it", ", understood", ", fine", ", ok").
const TAKEN_IN = String.raw`(?:ok(?:ay)?|right|got\s+it|gotcha|makes\s+sense|fine|cool|alright|yeah|yep|sure|understood|fair\s+enough|i\s+see)`;
const TAKEN_IN_FIRST = new RegExp(String.raw`^\s*${TAKEN_IN}\b`, 'i');
const TAKEN_IN_LAST = new RegExp(String.raw`,\s*(?:${TAKEN_IN}|sure|then)\s*$`, 'i');

// A sentence asking or asking for ("ok, what are the steps. in order please", "right, list them all"): no settled thing.
const ASKS = new RegExp(String.raw`\b(?:${anyOf(QUESTION_WORDS, TYPED_QUESTION_WORDS)}|list|tell|explain)\b`, 'i');

// A question pointing back at a thing of the settled sentence ("bombardment, got it. which units have it"):
// that sentence names what is asked of, no mere scene.
const POINTS_BACK = new RegExp(String.raw`\b(?:${anyOf(THING_PRONOUNS)})\b(?!\s+(?:round|turn|time|game|phase)\b)`, 'i');

// The end of the first sentence, stated: a full stop or a semicolon with more after it. A first
// sentence asked ("cruisers have no capacity, right? cant even carry one") is a question itself.
const SENTENCE_END = /[.!;]+\s+(?=\S)/;

/** Where a follow-up's settled sentence ends and its question starts (`end`: past the mark); undefined when the query is no follow-up. */
export function settledContextEnd(query: string): { start: number; end: number } | undefined {
  const m = SENTENCE_END.exec(query);
  if (!m) return undefined;
  const settled = query.slice(0, m.index);
  const takenIn = TAKEN_IN_FIRST.test(settled) || TAKEN_IN_LAST.test(settled);
  return takenIn && !ASKS.test(settled) && !POINTS_BACK.test(query.slice(m.index)) ? { start: m.index, end: m.index + m[0].length } : undefined;
}
