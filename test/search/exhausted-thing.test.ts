/** A question of what is exhausted is answered by a rule exhausting that thing, not another (lib/search/exhausted-thing.ts). */
import { describe, expect, it } from 'vitest';
import { exhaustedThings } from '@/lib/search/exhausted-thing';
import { terms } from '@/lib/search/text';
import { searcherOfRows } from './corpus';

describe('the thing exhausted', () => {
  it('reads what a rule exhausts past its determiners, nothing when it names none', () => {
    expect(exhaustedThings('may spend one command token to ready up to two exhausted planets he controls')).toEqual(new Set(terms('planets')));
    expect(exhaustedThings('the active player exhausts his strategy card so that it is facedown')).toEqual(new Set(terms('strategy')));
    expect(exhaustedThings('A player can exhaust it to gain one trade good.')).toBeUndefined();
  });

  // [id, title, text]: Diplomacy's secondary readies exhausted planets; the others exhaust a strategy card, planets, cards.
  const search = searcherOfRows([
    ['diplomacy', 'Diplomacy', 'After the active player resolves the primary ability of the "Diplomacy" strategy card, each other player, beginning with the player to the left of the active player and proceeding clockwise, may spend one command token from his strategy pool to ready up to two exhausted planets he controls.'],
    ['flip', 'Strategic Action', "After each player has had an opportunity to resolve a strategy card's secondary ability, the active player exhausts his strategy card so that it is facedown-this indicates that he cannot use this card again this round and is a reminder that he can now pass during one of his later turns.\n\n- During three- and four-player games, a player must resolve strategic actions using both of his chosen strategy cards before he can pass."],
    ['after', 'Exhausted', 'After a player performs a strategic action, he exhausts the strategy card that corresponds to that action.'],
    ['vote', 'Agenda Phase', 'To cast votes, a player exhausts any number of his planets.'],
    ['ready', 'Readied', 'Each player readies all of his exhausted cards, including strategy cards.'],
  ]);

  it('a strategy card flipped after the secondaries: the rule exhausting it, not the secondary readying planets', () => {
    expect(['flip', 'after']).toContain(search.search('when does my strategy card get exhausted, after the secondary?')[0]?.id);
  });

  it('the planets exhausted: the rules exhausting planets stay', () => {
    expect(search.search('exhausted planets to vote')[0]?.id).toBe('vote');
  });
});
