import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { withGainSaid } from '@/lib/search/gain-verb';
import { item } from './corpus';

describe('a player asking what he gets', () => {
  it('reads "get" before what is got as the rules\' "gain"', () => {
    expect(withGainSaid('do i get the tg on the card')).toBe('do i gain the tg on the card');
    expect(withGainSaid('infantry cost, do i get 2 for 1 resource')).toBe('infantry cost, do i gain 2 for 1 resource');
    expect(withGainSaid('is there any way to get more command tokens')).toBe('is there any way to gain more command tokens');
    // Any count in words (./number-words.ts), any determiner (./question-words.ts).
    expect(withGainSaid('do i get six trade goods')).toBe('do i gain six trade goods');
    expect(withGainSaid('can i get your promissory note')).toBe('can i gain your promissory note');
    // Wrapping, a return, or who is asked: no gain.
    expect(withGainSaid('do i get to move again')).toBe('do i get to move again');
    expect(withGainSaid('my agent is exhausted, when do i get it back')).toBe('my agent is exhausted, when do i get it back');
    expect(withGainSaid('who gets the speaker token')).toBe('who gets the speaker token');
    expect(withGainSaid('my carrier got destroyed')).toBe('my carrier got destroyed');
  });

  it('answers with the rule where the player gains the thing, not the one where it is only placed', () => {
    const corpus = [
      item({ id: 'placed', title: 'Trade Goods on Strategy Cards', text: 'The speaker places one trade good on each strategy card that was not chosen.' }),
      item({ id: 'gains', title: 'Strategy Phase', text: 'If there are trade goods on a strategy card when a player chooses it during the strategy phase, he gains those trade goods.' }),
      item({ id: 'other', title: 'Trade Goods', text: 'A trade good can be spent in place of one resource.' }),
    ];
    expect(searcherFor(corpus).search('do i get the trade goods on a strategy card')[0]?.id).toBe('gains');
  });

  it('asks for "more" of a thing the rule that gives it, not the one that says what it is', () => {
    const defines = item({ id: 'defines', title: 'Command Tokens', text: 'Command tokens are a currency that players use to perform actions and expand their fleets.' });
    const gives = item({ id: 'gives', title: 'Leadership', text: 'To resolve the primary ability, the active player gains three command tokens.' });
    const [first] = searcherFor([defines, gives]).search('is there any way to get more command tokens');
    expect(first?.id).toBe('gives');
  });
});
