import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@/lib/corpus/types';
import { createSearcher, type Searcher } from '@/lib/search/engine';
import { buildShippedIndex, INDEX_VERSION, StaleIndexError, type ShippedIndex } from '@/lib/search/shipped';
import { writeSearchIndex } from '@/lib/search/write';
import { contentSearch } from './corpus';

let corpus: Item[];
let searcher: Searcher;
beforeAll(async () => ({ corpus, searcher } = await contentSearch()));

describe('the shipped index', () => {
  it('written to disk and read back, answers exactly as the searcher built in memory', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'search-')), 'search-index.json');
    const written = await writeSearchIndex(corpus, file);
    const text = await readFile(file, 'utf8');
    expect(written).toMatchObject({ file, bytes: Buffer.byteLength(text) });
    expect(written.gzipBytes).toBeLessThan(written.bytes);
    const loaded = createSearcher(JSON.parse(text) as ShippedIndex);
    for (const q of ['retreat', 'sustian damage', '49.4', 'Déplacement', 'afb', 'ti3 fleet supply', 'wormhol']) {
      expect(loaded.search(q), q).toEqual(searcher.search(q));
    }
  });

  it('holds every corpus item once, with what results need', () => {
    const shipped = buildShippedIndex(corpus);
    const docs = createSearcher(shipped).docs;
    expect(docs.map((d) => d.id)).toEqual(corpus.map((i) => i.id));
    const i = corpus.findIndex((x) => x.id === 'lrr:49.4');
    expect(docs[i]).toMatchObject({ id: 'lrr:49.4', number: '49.4', source: 'ti4-lrr-1.2', kind: 'rule', url: corpus[i]!.url, text: corpus[i]!.text });
  });

  it('refuses an index of another version', () => {
    const shipped = { ...buildShippedIndex(corpus.slice(0, 3)), version: INDEX_VERSION + 1 };
    expect(() => createSearcher(shipped)).toThrow(StaleIndexError);
  });

  it('filters by source', () => {
    const all = searcher.search('combat', { limit: 40 });
    expect(new Set(all.map((r) => r.source)).size).toBeGreaterThan(1);
    const ti3 = searcher.search('combat', { sources: ['ti3-faq-2.3'] });
    expect(ti3.length).toBe(10);
    expect(ti3.every((r) => r.source === 'ti3-faq-2.3')).toBe(true);
    expect(searcher.search('49.4', { sources: ['eotv-2'] })).toEqual([]);
  });
});
