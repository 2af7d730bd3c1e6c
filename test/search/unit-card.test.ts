/** Questions of a unit's card (lib/search/unit-card.ts) over the rules: the unit's stats item answers them. */
import { describe, expect, it } from 'vitest';
import { asksUnitCard } from '@/lib/search/unit-card';
import { terms } from '@/lib/search/text';
import { contentSearch } from './corpus';

describe('what a unit can carry', () => {
  it('is its card\'s capacity', () => expect(asksUnitCard(terms('carry'))).toBe(true));

  it.each([
    ['what can a carrier carry', 'units:carrier'],
    ['how many fighters can a war sun carry', 'units:war-sun'],
    ['how much can a cruiser 2 carry', 'units:cruiser'],
  ])('%j finds the card', async (q, id) => {
    const { searcher } = await contentSearch();
    expect(searcher.search(q)[0]?.id).toBe(id);
  });
});
