import { buildCorpus } from '../corpus/build';
import type { Item } from '../corpus/types';
import { loadContent } from './load';
import type { ContentPage } from './types';

/** Everything the static pages need, loaded once per build from content/. */
export interface Site {
  pages: ContentPage[];
  corpus: Item[];
  item(id: string): Item | undefined;
  page(route: string): ContentPage | undefined;
  /** LRR entry pages in number order. */
  entries: ContentPage[];
  /** Items that link to `id` or, for an entry, to any of its rules. */
  backlinks(id: string): Item[];
}

let site: Promise<Site> | undefined;

export function getSite(root = 'content'): Promise<Site> {
  site ??= loadContent(root).then(createSite);
  return site;
}

export function createSite(pages: ContentPage[]): Site {
  const corpus = buildCorpus(pages);
  const byId = new Map(corpus.map((i) => [i.id, i]));
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const incoming = new Map<string, Item[]>();
  for (const item of corpus) {
    for (const target of item.links) {
      // A rule's links also count for its entry, so an entry page can list everything about its topic.
      const ids = new Set([target, byId.get(target)?.parent].filter((x): x is string => !!x));
      for (const id of ids) if (id !== item.parent && id !== item.id) incoming.set(id, [...(incoming.get(id) ?? []), item]);
    }
  }
  const entries = pages
    .filter((p) => p.source === 'ti4-lrr-1.2')
    .sort((a, b) => Number(a.meta.number) - Number(b.meta.number));
  return {
    pages,
    corpus,
    entries,
    item: (id) => byId.get(id),
    page: (route) => byRoute.get(route),
    backlinks: (id) => [...new Map((incoming.get(id) ?? []).map((i) => [i.id, i])).values()],
  };
}
