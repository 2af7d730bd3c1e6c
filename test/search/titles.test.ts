import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearcher, type Searcher } from '@/lib/search/engine';
import { buildShippedIndex } from '@/lib/search/shipped';
import { buildTitlesIndex } from '@/lib/search/titles';
import type { Item } from '@/lib/corpus/types';
import { contentSearch } from './corpus';

describe('the titles index', () => {
  let corpus: Item[];
  let full: Searcher;
  let titles: Searcher;
  beforeAll(async () => {
    ({ corpus, searcher: full } = await contentSearch());
    titles = createSearcher(buildTitlesIndex(corpus));
  });

  it('is at most a third of the full index, gzipped', () => {
    const size = (o: unknown) => gzipSync(JSON.stringify(o)).length;
    expect(size(buildTitlesIndex(corpus))).toBeLessThan(size(buildShippedIndex(corpus)) / 3);
  });

  it('finds every rule by its number as the full index does, and nearly every entry page by its title', () => {
    for (const item of corpus) {
      if (item.number) expect(titles.search(item.number).map((r) => r.id)).toEqual(full.search(item.number).map((r) => r.id));
    }
    // An entry's title leads to its page: the entry or one of its rules in the top 3.
    const page = (url: string) => url.split('#')[0];
    const entries = corpus.filter((i) => i.kind === 'entry');
    const found = entries.filter((e) => titles.search(e.title, { limit: 3 }).some((r) => page(r.url) === page(e.url)));
    expect(found.length / entries.length).toBeGreaterThan(0.97);
  });
});
