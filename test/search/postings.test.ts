import { Index } from 'flexsearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELDS } from '@/lib/search/fields';
import { postingsOf } from '@/lib/search/postings';
import { fieldTexts, toSearchDoc } from '@/lib/search/shipped';
import { terms, tokenize } from '@/lib/search/text';
import type { Item } from '@/lib/corpus/types';
import { contentSearch } from './corpus';

let corpus: Item[];
beforeAll(async () => ({ corpus } = await contentSearch()));

/** The FlexSearch index the shipped index used to carry per field (strict, our encoder, resolution 3). */
const flexIndex = () => new Index({ tokenize: 'strict', encode: terms, resolution: 3, cache: false });

describe('postings built on load', () => {
  it('find, for every word of the corpus, the items FlexSearch found, in its order', () => {
    const texts = fieldTexts(corpus.map(toSearchDoc));
    for (const field of FIELDS) {
      const index = flexIndex();
      texts.forEach((t, d) => index.add(d, t[field]));
      const tokens = texts.map((t) => tokenize(t[field]));
      const postings = postingsOf(tokens);
      const asked = new Set(tokens.flat().flatMap((t) => [t.term, t.word]));
      for (const term of asked) expect([...postings(term)], `${field} ${term}`).toEqual(index.search(term, { limit: texts.length }));
    }
  });

  it('put the items holding a term early in the field first, then corpus order', () => {
    const postings = postingsOf(['fleet pool fleet', 'the commodity track and fleets', 'fleet supply'].map(tokenize));
    expect(postings('fleet')).toEqual([0, 2, 1]);
    expect(postings('fleets')).toEqual([0, 2, 1]);
    expect(postings('commodity')).toEqual([1]);
  });

  it('find nothing for a stem that is a stopword, as the index did', () => {
    const postings = postingsOf([tokenize('wills and testaments')]);
    expect(postings('will')).toEqual([]);
  });
});
