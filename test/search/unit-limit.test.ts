/** A limit asked of one unit is answered by the limit of that unit, not another of its kind (lib/search/unit-limit.ts). */
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { unitsLimited } from '@/lib/search/unit-limit';
import { terms } from '@/lib/search/text';
import { item } from './corpus';

describe('the unit a limit is of', () => {
  it('reads the units a limit names, nothing where no limit is stated', () => {
    expect(unitsLimited('A player can have a maximum of one space dock on each planet.')).toEqual(new Set([terms('space dock').join(' ')]));
    expect(unitsLimited('There is no limit to the number of ground forces a player can have on a planet.')).toEqual(new Set([terms('ground forces').join(' ')]));
    expect(unitsLimited('Space docks are placed on planets.')).toBeUndefined();
  });

  // The dock limit sits under "Structures" (a PDS is one) and players ask it of their home planet.
  const rules = [
    item({ id: 'dock', title: 'Structures', text: 'A player can have a maximum of one space dock on each planet.', asked: ['can i build a second dock on my home planet'] }),
    item({ id: 'troops', title: 'Ground Forces', text: 'There is no limit to the number of ground forces a player can have on a planet.', asked: ['is there a cap on how many troops i can stack on my home planet'] }),
    item({ id: 'pds', title: 'PDS', text: 'A PDS unit is placed on a planet. Each planet can have a maximum of two PDS units.' }),
  ];
  const search = searcherFor(rules);

  it('a PDS limit asked: the PDS limit, before the space dock and ground forces limits', () => {
    expect(search.search('max pds per planet, i want to stack 3 on my home planet')[0]?.id).toBe('pds');
  });

  it('the space dock limit asked: the dock limit stays first', () => {
    expect(search.search('max space docks on my home planet')[0]?.id).toBe('dock');
  });
});
