import { CHANGE_GROUPS, changeGroupOf } from '../corpus/changelog';
import type { Item } from '../corpus/types';
import type { Site } from './site';

/** The "changed in 1.1" mark on a rule: what kind of change it was, linking to that changelog heading. */
export interface ChangeMark {
  /** The changelog's word for it: erratum, correction, addition or clarification. */
  kind: string;
  /** The changelog heading it sits under, as printed ("Additions and Clarifications"). */
  heading: string;
  /** URL of that heading on the changelog page. */
  url: string;
  /** The change as the changelog lists it ("Movement 49.4"). */
  change: Item;
}

/** The 1.1 changes that name an item, one mark per changelog heading. */
export function changeMarks(site: Site, id: string): ChangeMark[] {
  const marks = new Map<string, ChangeMark>();
  for (const change of site.backlinks(id)) {
    const group = changeGroupOf(change);
    const heading = change.parent ? site.item(change.parent) : undefined;
    if (!group || !heading || marks.has(group)) continue;
    marks.set(group, { kind: CHANGE_GROUPS[group].kind, heading: heading.title, url: heading.url, change });
  }
  return [...marks.values()];
}
