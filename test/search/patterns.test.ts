import { describe, expect, it } from 'vitest';
import { holdsPattern, isPattern, patternsIn } from '@/lib/search/patterns';

describe('text patterns', () => {
  it.each(['The active player gains 3 trade goods.', '/ 12 Infantry', 'The first player to gain 10 victory points wins.', 'Pieces: 5 dreadnoughts per player.'])(
    '%j states a count',
    (text) => expect(holdsPattern('#count', text)).toBe(true),
  );

  it.each(['STEP 4-REMOVE COMMAND TOKENS', 'This card\'s initiative value is "7."', 'combat 5; move 2', 'on a result of 1–3, that ship is removed', 'see rule 49.4 for this', 'one die for 1 ship'])(
    '%j states no count',
    (text) => expect(holdsPattern('#count', text)).toBe(false),
  );

  it('finds "when" as a word only, and names pseudo-terms apart from words', () => {
    expect(patternsIn('A player is eliminated when he meets all three conditions.')).toEqual(['#when']);
    expect(patternsIn('Whenever it is the case.')).toEqual([]);
    expect(patternsIn('When a player is eliminated, his cards are discarded. When he passes, he is done.')).toEqual([]);
    expect(holdsPattern('#nothing', 'when 3 ships')).toBe(false);
    expect(isPattern('#count')).toBe(true);
    expect(isPattern('count')).toBe(false);
  });

  it('finds "then" opening what follows, the rules\' word for a sequence', () => {
    expect(patternsIn('He gains three command tokens. Then, he can spend influence.')).toEqual(['#then']);
    expect(patternsIn('Remove the token; then commit ground forces.')).toEqual(['#then']);
    expect(patternsIn('He moves and then lands.')).toEqual([]);
    expect(patternsIn('This strengthens the fleet.')).toEqual([]);
  });

  it('finds the opening of a procedure\'s list of steps, which states their order', () => {
    expect(patternsIn('To resolve the status phase, players perform the following steps:')).toEqual(['#steps']);
    expect(patternsIn('A game round consists of the following four phases:')).toEqual(['#steps']);
    expect(patternsIn('the active player resolves the following effects in order:')).toEqual(['#steps']);
    expect(patternsIn('Players resolve the first agenda by following these steps in order:')).toEqual(['#steps']);
    expect(patternsIn('The following units can be produced.')).toEqual([]);
  });
});
