/** "Get rid of" as the rules say it: a card discarded, anything else removed. */
import { describe, expect, it } from 'vitest';
import { withRidSaid } from '@/lib/search/rid-said';
import { contentSearch } from './corpus';

describe('get rid of', () => {
  it.each([
    ['how to get rid of a bad law', 'how to discard a bad law'],
    ['can i get rid of action cards i dont want', 'can i discard action cards i dont want'],
    ['getting rid of that agenda', 'discard that agenda'],
    ['how do we get rid of it', 'how do we remove it'],
    ['got rid of the custodians token', 'remove the custodians token'],
  ])('%j reads %j', (q, read) => expect(withRidSaid(q)).toBe(read));

  it('leaves a ride as it is', () => expect(withRidSaid('can infantry ride in a carrier')).toBe('can infantry ride in a carrier'));

  // Read as "ride", the question found the rules of transport; as "discard", the rule of a law discarded.
  it.each(['how to get rid of a bad law thats in play', 'how do we get rid of a law in play', 'getting rid of a law in play'])('%j: 7.5, a law discarded, in the first three', async (q) => {
    const { searcher } = await contentSearch();
    expect(searcher.search(q).slice(0, 3).map((r) => r.id)).toContain('lrr:7.5');
  });
});
