import type { SourceId } from '../corpus/types';
import type { ContentPage } from './types';

/** The first path segment of a page's route: `/ti3/combat` -> `ti3`. */
export const sectionOf = (route: string) => route.split('/')[1] ?? '';

/** Pages of the non-LRR sources, grouped by their route's first segment (faq, lrr11, ti3, eotv, summary). */
export function sections(pages: ContentPage[]): Map<string, { source: SourceId; pages: ContentPage[] }> {
  const out = new Map<string, { source: SourceId; pages: ContentPage[] }>();
  for (const page of pages) {
    if (page.source === 'ti4-lrr-1.2') continue;
    const key = sectionOf(page.route);
    const group = out.get(key) ?? { source: page.source, pages: [] };
    group.pages.push(page);
    out.set(key, group);
  }
  return out;
}

/** How deep an item sits under other items of its page (a sub-term is 1, a sub-sub-term 2). */
export function depthIn(page: ContentPage, id: string): number {
  const parents = new Map(page.items.map((i) => [i.id, i.parent]));
  let depth = 0;
  for (let p = parents.get(id); p && parents.has(p); p = parents.get(p)) depth += 1;
  return depth;
}
