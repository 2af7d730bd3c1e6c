/**
 * A query that is nothing but a topic's name ("component action", "elimination", "anomalies",
 * typed "component acton") asks for the topic: its entry says what the thing is and leads to its
 * rules. Every rule of the entry holds the name as well, and the shortest, or the one saying the
 * word the most times, outranks the entry on the words alone ("elimination": 31.9, the one rule
 * printing the noun, where the others say "eliminated").
 */
import { moved } from './moved';
import type { Alternative } from './query';
import type { SearchDoc } from './shipped';

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

/** What the reading needs of an item: whether it is an entry, and the entry it is a rule of. */
export type TitledDoc = Pick<SearchDoc, 'id' | 'kind' | 'parent'>;

/**
 * The ranking with the entry the query names, and only names, first when the first result is one
 * of its rules and the entry stands close behind: another source's item, or another topic's, the
 * query may have asked for ("ti3 retreat") stays.
 */
export function titledEntryFirst<T extends { doc: number }>(ranked: readonly T[], expanded: readonly (readonly Alternative[])[], docs: readonly TitledDoc[], titleTerms: readonly (readonly string[])[]): T[] {
  const head = ranked[0] && docs[ranked[0].doc]!;
  const k = ranked.slice(0, TITLE_REACH).findIndex((r) => docs[r.doc]!.kind === 'entry' && docs[r.doc]!.id === head?.parent && namesTitle(expanded, titleTerms[r.doc]!));
  return k > 0 ? moved(ranked, k, 0) : [...ranked];
}
