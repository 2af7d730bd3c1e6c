import { describe, expect, it } from 'vitest';
import { comparedSides, sidesWritten } from '@/lib/search/compared-sides';
import { searcherFor } from '@/lib/search/engine';
import { item } from './corpus';

describe('a comparison of two things asks what each is, not the summary listing both', () => {
  it('reads the two sides next to "vs" when the question asks which is which', () => {
    expect(comparedSides('binding vs non binding deal how do you tell')?.sides).toEqual([['bind'], ['non', 'bind']]);
    expect(comparedSides('red token vs blue token, which one is which')).toEqual({ sides: [['red', 'token'], ['blu', 'token']], bare: true });
    expect(comparedSides('primary vs secondary, who gets to use which')?.bare).toBe(false);
    expect(comparedSides('whats the difference between a law and a directive')?.sides).toEqual([['law'], ['directiv']]);
    expect(comparedSides('war sun vs planetary shield')).toBeUndefined();
    // One limit may state both: the rule listing them answers.
    expect(comparedSides('public vs secret objectives how many of each can i score')).toBeUndefined();
  });

  it('tells a summary listing both sides from a rule defining one, a side written inside the other left to it', () => {
    const { sides } = comparedSides('binding vs non binding deal, any difference')!;
    expect(sidesWritten('Deals are binding or non-binding according to the deal.', sides)).toBe('listed');
    expect(sidesWritten('If the terms cannot be resolved immediately, it is a non-binding deal.', sides)).toBe(1);
    expect(sidesWritten('If the terms can be resolved immediately, it is a binding deal.', sides)).toBe(0);
  });

  it('answers with the sibling rule defining the first side before the summary', () => {
    const corpus = [
      item({ id: 'tok', title: 'Tokens', kind: 'entry', text: 'Tokens mark things on the board.' }),
      item({ id: 'tok.1', title: 'Tokens', parent: 'tok', text: 'Each player has red tokens and blue tokens.' }),
      item({ id: 'tok.2', title: 'Tokens', parent: 'tok', text: 'A red token is placed on a planet a player controls to mark who owns the planet and who may use it.' }),
      item({ id: 'tok.3', title: 'Tokens', parent: 'tok', text: 'A blue token is placed in a system to mark a system where a player has moved his ships this turn.' }),
    ];
    const search = searcherFor(corpus);
    expect(search.search('red tokens vs blue tokens which is which')[0]?.id).toBe('tok.2');
    expect(search.search('red tokens and blue tokens')[0]?.id).toBe('tok.1');
  });

  it('asked nothing but which is which, answers with the first side\'s definition before one of the second', () => {
    const corpus = [
      item({ id: 'blue', title: 'Blue Tokens', kind: 'entry', text: 'Blue tokens mark systems; a blue token is placed where ships moved.' }),
      item({ id: 'tok', title: 'Tokens', kind: 'entry', text: 'Tokens mark things on the board.' }),
      item({ id: 'tok.1', title: 'Tokens', parent: 'tok', text: 'A red token marks a planet a player controls.' }),
    ];
    const search = searcherFor(corpus);
    expect(search.search('blue tokens')[0]?.id).toBe('blue');
    expect(search.search('red tokens vs blue tokens which is which')[0]?.id).toBe('tok.1');
  });
});
