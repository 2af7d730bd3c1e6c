/** Questions of a unit's card (lib/search/unit-card.ts) over the rules: the unit's stats item answers them. */
import { describe, expect, it } from 'vitest';
import { SYNONYMS } from '@/lib/search/synonyms';
import { asksUnitCard, UNIT_NAME_WORDS } from '@/lib/search/unit-card';
import { terms } from '@/lib/search/text';
import { contentSearch } from './corpus';

const first = async (q: string) => (await contentSearch()).searcher.search(q)[0]?.id;

describe('what a unit can carry', () => {
  it('is its card\'s capacity', () => expect(asksUnitCard(terms('carry'))).toBe(true));

  it.each([
    ['what can a carrier carry', 'units:carrier'],
    ['how many fighters can a war sun carry', 'units:war-sun'],
    ['how much can a cruiser 2 carry', 'units:cruiser'],
    // The value asked of the unit that prints it, not of the cargo named beside it.
    ['got my cruiser 2, how much can it carry now, want to move 2 inf and a fighter', 'units:cruiser'],
    ['got carrier 2 this round. how much can it carry now, i want to move 5 inf and some fighters', 'units:carrier'],
  ])('%j finds the card', async (q, id) => expect(await first(q)).toBe(id));
});

describe('a keyword ability asked of a unit', () => {
  it('is asked of its card, by the ability\'s words and short names, not by "planet"', () => {
    for (const q of ['sustain', 'damage', 'afb', 'bombard', 'anti-fighter barrage']) expect(asksUnitCard(terms(q))).toBe(true);
    expect(asksUnitCard(terms('planetary'))).toBe(false);
  });

  // The card lists every ability its unit has: it answers by an ability's absence too.
  it.each([
    ['does the carrier have sustain damage', 'units:carrier'],
    ['can infantry sustain damage', 'units:infantry'],
    ['does a cruiser have sustain damage', 'units:cruiser'],
  ])('%j finds the card', async (q, id) => expect(await first(q)).toBe(id));
});

describe('the players\' short names of a unit', () => {
  it('"ds" as "sd": players write the space dock\'s initials either way round', async () => {
    for (const q of ['ds production how much', 'how many units can my ds build', 'ds 2 production value']) expect(await first(q)).toBe('units:space-dock');
  });
});

describe('the words that name a unit', () => {
  it('hold every one-word name of a unit\'s synonym group, one or many, and the look reader\'s last word of a name', () => {
    const group = (canonical: string) => SYNONYMS.find((g) => g.canonical === canonical)!;
    for (const name of ['war sun', 'dreadnought', 'carrier', 'destroyer', 'fighter', 'flagship', 'space dock', 'ground forces']) {
      for (const w of group(name).also.filter((p) => !p.includes(' '))) {
        expect(UNIT_NAME_WORDS).toContain(w);
        expect(UNIT_NAME_WORDS).toContain(w.endsWith('s') ? w : `${w}s`);
      }
    }
    expect(UNIT_NAME_WORDS).toEqual(expect.arrayContaining(['sun', 'dock', 'warsuns']));
    // The first word of a two-word name names no unit alone.
    expect(UNIT_NAME_WORDS).not.toContain('space');
    expect(UNIT_NAME_WORDS).not.toContain('war');
  });
});

describe('the pieces of a unit in the box', () => {
  it.each([
    ['how many destroyers are in the box, i want to build a ninth one', 'units:destroyer'],
    ['how many pds do we get per colour', 'units:pds'],
    // Dice are no unit: the box's dice are the component limit (22.1).
    ['i need to roll more dice than we have in the box', 'lrr:22.1'],
  ])('%j finds %s', async (q, id) => expect(await first(q)).toBe(id));
});
