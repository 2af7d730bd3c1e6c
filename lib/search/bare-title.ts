/**
 * A query that is nothing but a topic's name ("component action", "elimination", "anomalies",
 * typed "component acton") asks for the topic: its entry says what the thing is and leads to its
 * rules. Every rule of the entry holds the name as well, and the shortest, or the one saying the
 * word the most times, outranks the entry on the words alone ("elimination": 31.9, the one rule
 * printing the noun, where the others say "eliminated").
 */
import { moved } from './moved';
import type { Alternative } from './query';

/**
 * Whether the query's concepts, in order, say exactly a title's terms and nothing more: each
 * concept by one of its alternatives (a typo corrected, a synonym), each the next words of the title.
 */
export function namesTitle(expanded: readonly (readonly Alternative[])[], title: readonly string[]): boolean {
  let at = 0;
  for (const alternatives of expanded) {
    const next = alternatives.find((a) => a.terms.length > 0 && a.terms.every((t, k) => title[at + k] === t));
    if (!next) return false;
    at += next.terms.length;
  }
  return at > 0 && at === title.length;
}

/** How far down the named entry may stand: past this the words found other things. */
const TITLE_REACH = 5;

/** The ranking with the entry the query names, and only names, first when it stands close behind. */
export function titledEntryFirst<T extends { doc: number }>(ranked: readonly T[], expanded: readonly (readonly Alternative[])[], isEntry: (d: number) => boolean, titleTerms: readonly (readonly string[])[]): T[] {
  const k = ranked.slice(0, TITLE_REACH).findIndex((r) => isEntry(r.doc) && namesTitle(expanded, titleTerms[r.doc]!));
  return k > 0 ? moved(ranked, k, 0) : [...ranked];
}
