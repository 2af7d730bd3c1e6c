import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { withDieVerbRead } from '@/lib/search/die-verb';
import { item } from './corpus';

describe('units that "die"', () => {
  it('reads "die" after who dies or a verb\'s helper as "died", and leaves the die rolled alone', () => {
    expect(withDieVerbRead('both fleets die in the same round who wins')).toBe('both fleets died in the same round who wins');
    expect(withDieVerbRead('when do i choose which ships die')).toBe('when do i choose which ships died');
    expect(withDieVerbRead('who picks which infantry die')).toBe('who picks which infantry died');
    expect(withDieVerbRead('his dreads can never die either')).toBe('his dreads can never died either');
    expect(withDieVerbRead('do the guys inside die too')).toBe('do the guys inside died too');
    // The die rolled: after an article, a possessive, a count or an adjective, or before its value.
    for (const q of ['reroll the same die twice', 'can i reroll my die', 'his die came up 0', 'plasma scoring extra die for every pds', 'one die per counter', 'is a 0 on the die a 10', 'rolls die 0 = 10?']) {
      expect(withDieVerbRead(q)).toBe(q);
    }
  });

  it('finds the rule where both sides are destroyed, not the rerolls of a die', () => {
    const corpus = [
      item({ id: 'draw', title: 'Space Combat', text: 'After a combat ends, the player with one or more ships remaining is the winner. If neither player has a ship remaining, the combat ends in a draw and there is no winner.' }),
      item({ id: 'reroll', title: 'Rerolls', text: 'The same ability cannot be used to reroll the same die in the same round multiple times.' }),
    ];
    expect(searcherFor(corpus).search('both fleets die in the same round who wins')[0]?.id).toBe('draw');
  });
});
