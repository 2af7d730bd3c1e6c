/** A question of the start or end of a moment is answered by a rule bounding that moment, not another (lib/search/moment-bound.ts). */
import { describe, expect, it } from 'vitest';
import { boundedMoments, COMBAT_ROUND } from '@/lib/search/moment-bound';
import { terms } from '@/lib/search/text';
import { searcherOfRows } from './corpus';

describe('the moment started or ended', () => {
  // [text, the moments it bounds]: past determiners and a player's, a round of combat as one; none when one is not told apart.
  const read: [string, Set<string> | undefined][] = [
    ["Those effects end at the end of that player's turn, before the next player's turn begins.", new Set(terms('turn'))],
    ['at the start of a round of combat, and after combat ends', new Set([COMBAT_ROUND, ...terms('combat')])],
    ['Otherwise, a new game round begins with the strategy phase.', new Set(terms('round'))],
    ['At the end of the agenda, the speaker reveals the next one.', undefined],
    ['A player may pass.', undefined],
  ];
  it.each(read)('reads the moments %j bounds', (text, moments) => expect(boundedMoments(text)).toEqual(moments));

  // [id, title, text]: an entry of the round whose end is a turn's, the rule of the round's end, a combat round's, the game's.
  const search = searcherOfRows([
    ['turn-in-round', 'Game Round', "Abilities that last until the end of a player's turn do not persist for the duration of a game round. Those effects end at the end of that player's turn."],
    ['round-ends', 'Readied', 'At the end of the round, each player readies his cards.'],
    ['combat', 'Retreat', 'At the end of a round of combat, the retreating player moves his ships.'],
    ['game-ends', 'Victory Points', 'The game ends when a player has ten points.'],
  ]);

  it("the end of a round: the rule of the round's end, not the end of a player's turn", () => {
    expect(search.search('what happens at the end of a round')[0]?.id).toBe('round-ends');
  });

  it("the end of a turn: the turn's rule stays", () => {
    expect(search.search('what ends at the end of my turn')[0]?.id).toBe('turn-in-round');
  });

  it("the end of a combat round: the round of combat's rule, not the game round's", () => {
    expect(search.search('what happens at the end of a combat round')[0]?.id).toBe('combat');
  });

  it('the game named before its end: the rule of the game ending, not the game round whose turn ends', () => {
    expect(search.search('when does the game end')[0]?.id).toBe('game-ends');
  });
});
