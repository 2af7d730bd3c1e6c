import { describe, expect, it } from 'vitest';
import { withDeparting } from '@/lib/search/departing';
import { firstOnRules } from './corpus';

describe('a move told by the ships leaving', () => {
  it.each([
    ['can the ships there leave now', 'can the ships there move now'],
    ['can they leave', 'can they move'],
    ['as the ship leaves the rift', 'as the ship move the rift'],
    ['my fleet exits the nebula', 'my fleet move the nebula'],
  ])('%j is a move: %j', (query, read) => expect(withDeparting(query)).toBe(read));

  it.each(['can i leave a token on it', 'no tokens left in reinforcements', 'if a player leaves the game', 'carrier destroyed leaving rift'])(
    '%j moves nothing',
    (query) => expect(withDeparting(query)).toBe(query),
  );

  it('finds the rule of which ships may move', async () => {
    // 49.4: a ship cannot move out of a system that contains its faction's command token.
    expect(await firstOnRules('i put my token on a system last turn, can the ships there leave now')).toBe('lrr:49.4');
  });
});
