import type { Item } from '../corpus/types';
import type { Site } from './site';

/** What an LRR entry page lists besides its rules: the rulings on its topic and the items citing it. */
export interface EntryNotes {
  /** Errata, FAQ rulings and other sources' items about the entry or any of its rules. */
  rulings: Item[];
  /** LRR rules of other entries that cite it. */
  references: Item[];
}

/** An item is a ruling on a topic when it is an erratum, a FAQ answer, or another source's text. */
const isRuling = (i: Item) => i.kind === 'faq' || i.kind === 'errata' || i.source !== 'ti4-lrr-1.2';

export function entryNotes(site: Site, entryId: string): EntryNotes {
  const incoming = site.backlinks(entryId);
  const rulings = incoming.filter(isRuling);
  return { rulings, references: incoming.filter((i) => !rulings.includes(i)) };
}

/** The rulings and other sources' items shown under one rule. */
export function ruleNotes(site: Site, ruleId: string): Item[] {
  return site.backlinks(ruleId).filter((b) => b.kind === 'faq' || b.kind === 'errata' || b.source === 'ti4-lrr-1.1');
}
