/**
 * A rule that lists the kinds of a thing ("There are two basic types of wormholes: alpha and beta",
 * "There are four types of anomalies: asteroid fields, nebulae, ...") holds the name of every kind,
 * so a question naming two of them ("does an alpha wormhole connect to a beta one", "can a
 * nebula sit next to a supernova") finds it first, though it says nothing of what is asked of them.
 * Unless the question asks for the kinds themselves ("what types of anomalies are there", "is a
 * pds a structure"), the rule close behind that holds what the list lacks of the question answers.
 */
import { liftedWithin, TWIN_REACH } from './moved';
import type { Alternative } from './query';

/** A list of kinds, as the rules write one: "types of units: ships, ...", "type of wormhole: delta". */
const KINDS_LIST = /\b(?:types?|kinds?|sorts?|categories)\s+of\s+[^.:]*:/i;

/** A question of the kinds themselves, or of which kind a thing is ("does a nebula count", "is it a ship or a structure"). */
const KINDS_ASKED = /\b(?:types?|kinds?|sorts?|categor(?:y|ies)|list|classed|considered|counts?|includ\w*)\b|\bor\s+(?:an?\s+)?\w+(?:\s+\w+)?\s*\??$/i;

/** Whether the query asks something of kinds a list names, not the kinds themselves. */
export const kindsNotAsked = (text: string): boolean => !KINDS_ASKED.test(text);

/** Whether a text opens on a list of kinds. */
export const listsKinds = (text: string): boolean => KINDS_LIST.test(text.split(/(?<=[.!?])\s+/)[0] ?? '');

/**
 * The ranking with the first result that lists kinds moved below the rule close behind it that
 * holds a concept of the query the list does not (`holds`: whether a document holds one of a
 * concept's alternatives).
 */
export function askedOfKindsFirst<T extends { doc: number }>(
  ranked: readonly T[],
  expanded: readonly Alternative[][],
  textOf: (d: number) => string,
  holds: (d: number, alts: readonly Alternative[]) => boolean,
): T[] {
  const head = ranked[0];
  if (!head || !listsKinds(textOf(head.doc))) return [...ranked];
  const lacking = expanded.filter((alts) => !holds(head.doc, alts));
  return liftedWithin(ranked, TWIN_REACH, (r) => !listsKinds(textOf(r.doc)) && lacking.some((alts) => holds(r.doc, alts)));
}
