import { describe, expect, it } from 'vitest';
import { withMovingFleet } from '@/lib/search/moving-fleet';
import { firstOnRules } from './corpus';

describe('a fleet that moves is ships', () => {
  it.each([
    ['can my fleet fly past them', 'can my ships fly past them'],
    ['do they stop my fleet moving through', 'do they stop my ships moving through'],
    ['can the fleet still retreat', 'can the ships still retreat'],
    // Every form of a move verb (./move-verbs.ts), not only those one reader listed.
    ['my fleet jumping into his system', 'my ships jumping into his system'],
  ])('%j moves ships: %j', (query, read) => expect(withMovingFleet(query)).toBe(read));

  it.each(['how big can my fleet be', 'i have 3 fleet tokens', 'what is the fleet limit'])('%j is the fleet pool\'s', (query) =>
    expect(withMovingFleet(query)).toBe(query),
  );

  it('finds the rule of moving through, not the fleet pool', async () => {
    expect(await firstOnRules('his system only has fighters in it, can my fleet fly past them')).not.toMatch(/^lrr:34/);
  });
});
