import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { factionSpokenOf } from '@/lib/search/faction-spoken';
import { item } from './corpus';

const top = (corpus: Parameters<typeof searcherFor>[0], q: string) => searcherFor(corpus).search(q)[0]?.id;

describe('a faction named before the question', () => {
  it('reads a bare name opening the query as what is asked when the question speaks of it in the third person', () => {
    // The first person after the name: he plays it.
    expect(factionSpokenOf('creuss: hil colish died, can my ships still use its wormhole')).toBeUndefined();
    // The third person first: the faction is what he asks of.
    expect(factionSpokenOf('nekro: what does their flagship do')).toBe('nekro what does their flagship do');
    expect(factionSpokenOf('hacan, can they trade commodities')).toBe('hacan can they trade commodities');
    // Said with "here" or "playing", the name is who asks whatever follows.
    expect(factionSpokenOf('nekro here, what does their flagship do')).toBeUndefined();
    expect(factionSpokenOf('playing sol, what does their flagship do')).toBeUndefined();
    expect(factionSpokenOf('as the hacan: can they trade commodities')).toBeUndefined();
  });

  it("answers a question about a faction's thing with the item naming the faction, not one on other players' things", () => {
    const corpus = [
      item({ id: 'alastor', source: 'ti4-faq', kind: 'faq', title: 'Nekro Virus', text: 'The Nekro Virus flagship lets its ground forces take part in space combat.' }),
      item({ id: 'opponent', title: 'Flagship', text: "A flagship destroyed by another player's units returns to its owner's reinforcements." }),
    ];
    expect(top(corpus, 'nekro: what does their flagship do')).toBe('alastor');
  });
});
