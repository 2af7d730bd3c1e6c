import { describe, expect, it } from 'vitest';
import { withPassingThrough } from '@/lib/search/passing-through';
import { firstOnRules } from './corpus';

describe('a system passed, told by where it lies', () => {
  it.each([
    ['can my dread fly over the rift', 'can my dread  move through  the rift'],
    ['jumping across the nebula', ' move through  the nebula'],
    ['my carrier sailed past his fleet', 'my carrier  move through  his fleet'],
    ['his cruiser is in my way', 'his cruiser is  move through '],
    ['the system between me and mecatol', 'the system  move through  mecatol'],
    ['a rift between my carrier and his home', 'a rift  move through  his home'],
  ])('%j is moving through: %j', (query, read) => expect(withPassingThrough(query)).toBe(read));

  it.each([
    "what's the difference between my carrier and his",
    'i want to pick up infantry on the way from a system',
    'his pds shot at them on the way down',
    'can i pass on my turn',
  ])('%j passes no system', (query) => expect(withPassingThrough(query)).toBe(query));

  it('finds the rule of moving through', async () => {
    expect(await firstOnRules('his fighters are in the way, can my cruisers jump over that system')).toMatch(/^(?:lrr:49\.4|ti4-faq:general-3)$/);
    expect(await firstOnRules('there is a supernova between my fleet and the system i want, any way to go over it')).toBe('lrr:75.1');
  });
});
