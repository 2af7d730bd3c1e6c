import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { withPlayerCount } from '@/lib/search/player-count';
import { item } from './corpus';

describe('a game size in shorthand ("4p game")', () => {
  it('writes out a count of players the community shortens, and leaves other words alone', () => {
    expect(withPlayerCount('4p game number of strategy cards per player')).toBe('4 player game number of strategy cards per player');
    expect(withPlayerCount('in a 6-p game')).toBe('in a 6 player game');
    expect(withPlayerCount('8pl map')).toBe('8 player map');
    for (const q of ['2p game', '10p game', 'pds 4', 'p4 of the rules', 'upgrade 3 pds']) expect(withPlayerCount(q)).toBe(q);
  });

  it('finds the rule for a game of that size', () => {
    const corpus = [
      item({ id: 'four', title: 'Strategy Phase', text: 'During a three-player or four-player game, each player chooses two strategy cards.' }),
      item({ id: 'any', title: 'Strategy Phase', text: 'During a game of five or more players, each player chooses one strategy card.' }),
    ];
    expect(searcherFor(corpus).search('strategy cards in a 4p game')[0]?.id).toBe('four');
  });
});
