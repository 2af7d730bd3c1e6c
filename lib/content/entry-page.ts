import { isChange } from '../corpus/changelog';
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
  // A 1.1 change is no ruling: its rule carries a "changed in 1.1" mark instead (see changes.ts).
  const incoming = site.backlinks(entryId).filter((i) => !isChange(i));
  const rulings = incoming.filter(isRuling);
  return { rulings, references: incoming.filter((i) => !rulings.includes(i)) };
}

/** The rulings and LRR 1.1 sections shown under one rule (its 1.1 changes are marks, not notes). */
export function ruleNotes(site: Site, ruleId: string): Item[] {
  return site.backlinks(ruleId).filter((b) => !isChange(b) && (b.kind === 'faq' || b.kind === 'errata' || b.source === 'ti4-lrr-1.1'));
}
