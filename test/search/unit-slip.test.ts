/**
 * A unit's name autocorrected or mistyped into a word the rules lack ("bruiser", "infancy"): read
 * as that unit, before a "2" after it is taken for "to"; a word the rules use, or one near two
 * names, is kept as typed. And a component's one-word name ("battleship") is no two words joined.
 */
import { describe, expect, it } from 'vitest';
import { unitSlipped, withUnitSlipsRead } from '@/lib/search/unit-slip';
import { firstOnRules } from './corpus';

/** Words the rules use, of the kind a slip reading must leave alone. */
const RULES_WORDS = new Set(['carries', 'fighting', 'destroyed', 'cruise', 'infant', 'flags']);
const known = (w: string) => RULES_WORDS.has(w);

describe('unitSlipped', () => {
  it('reads a word the rules lack, a letter or two from one unit name, as that name, plural kept', () => {
    // Typed -> meant: autocorrect's real words ("bruiser", "infancy") and slips of the fingers.
    const slips = { bruiser: 'cruiser', bruisers: 'cruisers', infancy: 'infantry', destroyar: 'destroyer', dreadnaught: 'dreadnought', flagshop: 'flagship', carriet: 'carrier' };
    for (const [typed, meant] of Object.entries(slips)) expect(unitSlipped(typed, known), typed).toBe(meant);
  });

  it('keeps words the rules use, short words and words near no unit name as typed', () => {
    for (const w of ['carries', 'fighting', 'destroyed', 'cruise', 'mesh', 'dice', 'bruise', 'planet', 'capacity']) expect(unitSlipped(w, known), w).toBeUndefined();
  });

  it('rewrites only the slipped words of a query', () => {
    expect(withUnitSlipsRead('does the bruiser 2 get capacity', known)).toBe('does the cruiser 2 get capacity');
    expect(withUnitSlipsRead('my infancy carries on', known)).toBe('my infantry carries on');
  });
});

describe('slipped unit names and component names in the search', () => {
  it('finds the unit card a slipped or descriptive one-word name asks of', async () => {
    const asked = { 'does a bruiser 2 carry anything': 'units:cruiser', 'infancy 2 combat value': 'units:infantry', 'what is the move of a battleship': 'units:dreadnought' };
    for (const [question, card] of Object.entries(asked)) expect(await firstOnRules(question), question).toBe(card);
  });
});
