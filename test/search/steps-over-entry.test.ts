/**
 * Asked the order of two things a procedure's numbered steps do, the steps' places state it; the
 * procedure's entry naming both in one breath does not, unless its own text places a thing in time.
 */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { item } from './corpus';

describe('the steps of a procedure over its entry for an order asked', () => {
  const corpus = [
    item({ id: 'warfare', title: 'Warfare', kind: 'entry', text: 'The "Warfare" strategy card allows a player to remove a command token from the board and redistribute the command tokens in his command pools.' }),
    item({ id: 'warfare-1', title: 'Warfare', parent: 'warfare', text: 'STEP 1-The active player removes any one of his command tokens from the game board. Then, he gains that command token.' }),
    item({ id: 'warfare-2', title: 'Warfare', parent: 'warfare', text: 'STEP 2-The active player can redistribute the command tokens among the pools on his command sheet.' }),
    item({ id: 'combat', title: 'Space Combat', kind: 'entry', text: 'After the "Space Cannon Offense" step, if two players have ships in the active system, they resolve a space combat.' }),
    item({ id: 'combat-1', title: 'Space Combat', parent: 'combat', text: 'STEP 1-ANTI-FIGHTER BARRAGE: Players may use the "Anti-Fighter Barrage" ability of their units.' }),
    item({ id: 'cannon', title: 'Space Cannon', kind: 'entry', text: 'Players roll dice for units with the "Space Cannon" ability.' }),
  ];
  const search = searcherFor(corpus);

  it.each(['warfare remove a token first then redistribute?', 'warfare: do i remove the token before i redistribute or after'])('"%s": a step, not the entry', (q) => {
    expect(search.search(q)[0]?.id).toMatch(/^warfare-/);
  });

  it('no order asked: the entry naming both keeps its place', () => {
    expect(search.search('warfare remove token and redistribute tokens')[0]?.id).toBe('warfare');
  });

  it('an entry placing a thing in time states an order itself', () => {
    expect(search.search('space combat before or after the space cannon offense step')[0]?.id).toBe('combat');
  });
});
