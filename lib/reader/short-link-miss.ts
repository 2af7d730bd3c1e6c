/**
 * The not-found page at a short link past an entry's rules: /r/49.10 (Movement ends at 49.9) or
 * /r/13.2 (an entry with no numbered rules) has no page of its own, since the numbers past a rule
 * are endless, so the static 404 page says what the number is not and links to the entry, in the
 * search's words (lib/corpus/rule-bounds.ts). The page holds each entry's bounds (app/not-found.tsx);
 * the reader script loads this chunk only at a /r/ path. Any other path keeps the plain text.
 */
import { absentRuleNote, pastRules, type EntryBound } from '../corpus/rule-bounds';

/** The element of the not-found page that holds the bounds, hidden until it has something to say. */
export const SHORT_LINK_MISS_ID = 'short-link-miss';

/** An LRR entry's bounds as the page ships them: number, title, link, and the minor number of its last rule (none: no numbered rules). */
export type BoundRow = readonly [number: string, title: string, url: string, last?: number];

export interface ShortLinkMiss {
  note: string;
  href: string;
  /** The entry's number and title, the link's text. */
  label: string;
}

/** What a short link's path past an entry's rules is not, and the entry; undefined for any other path. */
export function shortLinkMiss(path: string, rows: readonly BoundRow[]): ShortLinkMiss | undefined {
  const number = /^\/r\/(\d+\.\d+)\/?$/.exec(path)?.[1];
  if (!number) return undefined;
  const bounds = new Map<string, EntryBound<{ number: string; title: string; url: string }>>(
    rows.map(([n, title, url, last]) => [n, { entry: { number: n, title, url }, ...(last === undefined ? {} : { last }) }]),
  );
  const absent = pastRules(number, bounds);
  if (!absent) return undefined;
  const { entry } = absent;
  return { note: absentRuleNote(number, entry, absent), href: entry.url, label: `${entry.number} ${entry.title}` };
}

/** Fills the page's element with the note and the entry's link, and shows it, when the path is such a short link. */
export function showShortLinkMiss(doc: Document, path: string): void {
  const box = doc.getElementById(SHORT_LINK_MISS_ID);
  const rows = box?.dataset.bounds;
  if (!box || !rows) return;
  const miss = shortLinkMiss(path, JSON.parse(rows) as BoundRow[]);
  if (!miss) return;
  const link = doc.createElement('a');
  link.href = miss.href;
  link.className = 'underline';
  link.textContent = miss.label;
  box.replaceChildren(`${miss.note} Open `, link, '.');
  box.hidden = false;
}
