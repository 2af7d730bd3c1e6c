import { describe, expect, it } from 'vitest';
import { comparedSides, sidesWritten } from '@/lib/search/compared-sides';
import { searcherFor } from '@/lib/search/engine';
import { item } from './corpus';

/** Token rules of one entry, as rows of [id, text]: the summary first, then each side's own rule. */
const tokenRules = (rows: readonly (readonly [string, string])[]) =>
  searcherFor([item({ id: 'tok', title: 'Tokens', kind: 'entry', text: 'Tokens mark things on the board.' }), ...rows.map(([id, text]) => item({ id, title: 'Tokens', parent: 'tok', text }))]);

describe('a comparison of two things asks what each is, not the summary listing both', () => {
  it('reads the two sides next to "vs" or "between ... and" when the question asks which is which', () => {
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
    const written = ['Deals are binding or non-binding according to the deal.', 'It is a non-binding deal if it waits.', 'It is a binding deal if it resolves now.'].map((t) => sidesWritten(t, sides));
    expect(written).toEqual(['listed', 1, 0]);
  });

  it("answers with the sibling rule defining the first side before the summary, and asked nothing else, before the second side's", () => {
    const summarised = tokenRules([
      ['tok.1', 'Each player has red tokens and blue tokens.'],
      ['tok.2', 'A red token is placed on a planet a player controls to mark who owns the planet and who may use it.'],
      ['tok.3', 'A blue token is placed in a system to mark a system where a player has moved his ships this turn.'],
    ]);
    expect(summarised.search('red tokens and blue tokens')[0]?.id).toBe('tok.1');
    expect(summarised.search('red tokens vs blue tokens which is which')[0]?.id).toBe('tok.2');
    const blueLeads = searcherFor([
      item({ id: 'blue', title: 'Blue Tokens', kind: 'entry', text: 'Blue tokens mark systems; a blue token is placed where ships moved.' }),
      item({ id: 'red', title: 'Tokens', text: 'A red token marks a planet a player controls.' }),
    ]);
    expect(blueLeads.search('blue tokens')[0]?.id).toBe('blue');
    expect(blueLeads.search('red tokens vs blue tokens which is which')[0]?.id).toBe('red');
  });
});
