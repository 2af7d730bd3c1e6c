/**
 * A value of a unit's card named as that unit's (lib/search/value-named.ts): "the production value
 * of a space dock", "a flagship's combat and move", "does a mech get sustain damage". The unit's card
 * answers however long the sentence around it; a value said beside a unit as the story's act does not.
 */
import { describe, expect, it } from 'vitest';
import { parseQuery } from '@/lib/search/query';
import { valuesNamed } from '@/lib/search/value-named';
import { firstOnRules } from './corpus';

/** The first typed terms of the concepts `query` reads as a value named as a unit's. */
function namedOf(query: string): string[] {
  const parsed = parseQuery(query);
  return parsed.kind === 'words' ? parsed.concepts.filter((c) => c.cardNamed).map((c) => c.alternatives[0]!.terms.join(' ')) : [];
}

describe('a value named as a unit’s', () => {
  it('is a value tied to the unit: "of" it, its possessive, "does it have", the stats of it, what is paid for it', () => {
    expect([...valuesNamed('what the production value of a space dock is')]).toEqual(['production', 'valu']);
    expect([...valuesNamed('is a flagship’s combat and move the same for all')]).toEqual(['combat', 'mov']);
    expect([...valuesNamed('does a mech get sustain damage')]).toEqual(['sustain', 'damag']);
    expect([...valuesNamed('the stats on the mech he builds')]).toEqual(['stat']);
    expect([...valuesNamed('how many resources did he spend on his flagship')]).toEqual(['spend']);
    expect([...valuesNamed('someone says cruisers have no capacity')]).toEqual(['capacity']);
    expect([...valuesNamed('space dock production value?')]).toEqual(['production', 'valu']);
  });

  it('is no act of the unit told in the story, nor its ability used', () => {
    expect([...valuesNamed('my dread sustains the hit')]).toEqual([]);
    expect([...valuesNamed('i used my dreadnought’s sustain damage to ignore a card')]).toEqual([]);
    expect([...valuesNamed('his dreads bombard my planet')]).toEqual([]);
    expect([...valuesNamed('can i pay for a pds with my space dock production')]).toEqual([]);
    expect([...valuesNamed('my carrier has capacity 4 but 6 fighters came along')]).toEqual([]);
  });

  it('marks the concept of the value as asking the card', () => {
    expect(namedOf('Good evening, I was wondering what the capacity of a carrier is')).toEqual(['capacity']);
    expect(namedOf('what the capacity of carriers is in general')).toEqual(['capacity']);
    expect(namedOf('my carrier is full, can it still move')).toEqual([]);
  });

  it.each([
    ['Good evening! I was wondering what the capacity of a carrier is, if you do not mind.', 'units:carrier'],
    ['Hi there, would you be able to explain what the combat value of a cruiser is? Thank you.', 'units:cruiser'],
    ['my buddy insists the war sun’s move is 3 but i remember it being less, which of us is right', 'units:war-sun'],
    ['nobody at our table remembered the dreadnought’s capacity last night, so how many can it actually take', 'units:dreadnought'],
    ['what are the stats for a destroyer, my cousin keeps calling it a cheap fodder ship', 'units:destroyer'],
    ['does the pds have sustain damage too or can one hit always knock it out', 'units:pds'],
  ])('the card answers a long question naming its value: %s', async (q, id) => {
    expect(await firstOnRules(q)).toBe(id);
  });

  it.each([
    // Short: a rule of the value ("Production ... is always followed by a value") holds every word too; the unit's card prints it.
    ['what is the production value of a space dock', 'units:space-dock'],
    ['my buddy claims cruisers get no capacity even upgraded, true?', 'units:cruiser'],
    // A value stated as the table played it, asked to be checked: the card prints the right one.
    ['we rolled his cruiser at 7 but he had cruiser 2, what should it have been', 'units:cruiser'],
    ['my dreads have been rolling at 6, whats the correct combat value', 'units:dreadnought'],
    ['been hitting on 7 with my cruisers all game, what is the right number', 'units:cruiser'],
    ['ok so does the carrier move 1 or 2 before upgrading', 'units:carrier'],
  ])('the card answers its value asked short, said missing, or stated as played: %s', async (q, id) => {
    expect(await firstOnRules(q)).toBe(id);
  });

  it.each([
    ['can i use my dreadnought’s sustain damage against the anti fighter barrage of his destroyers', 'lrr:76.4'],
    ['i have two space docks in one system, can i add the production value of each dock together', 'lrr:59.1'],
  ])('a rule still answers a question of using or adding the values: %s', async (q, id) => {
    expect(await firstOnRules(q)).toBe(id);
  });
});
