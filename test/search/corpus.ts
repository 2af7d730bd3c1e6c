/** The shipped corpus and its searcher, built once per test file (as the CLI and the site do). */
import { buildCorpus } from '@/lib/corpus/build';
import { loadContent } from '@/lib/content/load';
import type { Item } from '@/lib/corpus/types';
import { searcherFor, type Searcher } from '@/lib/search/engine';

let loaded: Promise<{ corpus: Item[]; searcher: Searcher }> | undefined;

export function contentSearch(): Promise<{ corpus: Item[]; searcher: Searcher }> {
  loaded ??= loadContent('content').then((pages) => {
    const corpus = buildCorpus(pages);
    return { corpus, searcher: searcherFor(corpus) };
  });
  return loaded;
}

/** A minimal corpus item for synthetic corpora. */
export function item(fields: Partial<Item> & Pick<Item, 'id' | 'title'>): Item {
  return { source: 'ti4-lrr-1.2', game: 'TI4', kind: 'rule', text: '', url: `/x#${fields.id}`, links: [], ...fields };
}
