/** Where a ruling (FAQ, errata) sits beside the rules, for queries about its case or another one. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Searcher } from '@/lib/search/engine';
import { contentSearch } from './corpus';

describe('a ruling on a named card', () => {
  let searcher: Searcher;
  beforeAll(async () => {
    ({ searcher } = await contentSearch());
  });
  const first = (q: string) => searcher.search(q, { limit: 3 })[0]?.id;

  it('is not the player\'s case when he says only the name\'s everyday word: "trade" is not "Trade Agreement"', () => {
    // ti4-faq:general-11 rules on the "Trade Agreement" promissory note; 60.5 says one note per transaction.
    expect(first('in a trade can i give him two promissory notes at once')).toBe('lrr:60.5');
  });

  it('is the player\'s case when he says the name\'s own word', () => {
    const top3 = searcher.search('can he play trade agreement on me when my commodities are already at max', { limit: 3 }).map((r) => r.id);
    expect(top3[0]).toBe('ti4-faq:general-11');
  });
});
