import { describe, expect, it } from 'vitest';
import { withDeparting } from '@/lib/search/departing';
import { firstOnRules } from './corpus';

describe('a move told by the place it starts from', () => {
  it.each([
    ['can the ships there leave now', 'can the ships there move now'],
    ['can they leave', 'can they move'],
    ['leaving the rift i rolled a 2', 'move out of the rift i rolled a 2'],
    ['my fleet exits the nebula', 'my fleet move out of the nebula'],
  ])('%j is a move: %j', (query, read) => expect(withDeparting(query)).toBe(read));

  it.each(['can i leave a token on it', 'no tokens left in reinforcements', 'if a player leaves the game'])(
    '%j moves nothing',
    (query) => expect(withDeparting(query)).toBe(query),
  );

  it('finds the rule of a ship moving out of a rift', async () => {
    expect(await firstOnRules('when is the gravity rift die rolled, as the ship leaves the rift or once it arrives')).toBe('lrr:37.2');
  });
});
