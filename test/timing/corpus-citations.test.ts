import { describe, expect, it } from 'vitest';
import { buildCorpus } from '@/lib/corpus/build';
import { loadContent } from '@/lib/content/load';
import { citedIds } from '@/lib/timing';

describe('timing citations', () => {
  it('cite only items the corpus has, so every citation links to a page', async () => {
    const ids = new Set(buildCorpus(await loadContent('content')).map((i) => i.id));
    const cited = citedIds();
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter((id) => !ids.has(id))).toEqual([]);
  });
});
