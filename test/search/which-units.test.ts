import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searcherFor } from '@/lib/search/engine';
import { unitsFirst, whichUnits } from '@/lib/search/which-units';
import { item } from './corpus';

describe('which units', () => {
  it.each([
    ['which ships can bombard', 'can bombard'],
    ['What units have sustain damage?', 'have sustain damage?'],
    ['what kind of ships have capacity', 'have capacity'],
    ['which of my ships has afb', 'has afb'],
    ['anti fighter barrage which unit', 'anti fighter barrage'],
  ])('reads "%s" as asking which units, "%s" being what they must have', (query, rest) => {
    expect(whichUnits(query)).toEqual({ asks: true, rest });
  });

  it.each(['what happens to my ships', 'unit upgrades', 'which units?', 'whichever ship', 'what unity'])('leaves "%s" to the words', (query) => {
    expect(whichUnits(query)).toEqual({ asks: false, rest: query });
  });

  it('puts the units whose card holds the ability before the rule that defines it', () => {
    const corpus = [
      item({ id: 'rule', kind: 'entry', title: 'Bombardment', text: 'A ship with the bombardment ability may bombard planets during invasion.' }),
      item({ id: 'carrier', kind: 'unit', source: 'ti4-units', title: 'Carrier', text: 'Carrier: cost 3; combat 9; move 1; capacity 4.' }),
      item({ id: 'dread', kind: 'unit', source: 'ti4-units', title: 'Dreadnought', text: 'Dreadnought: cost 4; combat 5; Sustain Damage; Bombardment 5.' }),
    ];
    const ids = searcherFor(corpus).search('which ships can bombard').map((r) => r.id);
    expect(ids[0]).toBe('dread');
    expect(ids).toContain('rule');
    expect(ids).not.toContain('carrier');
    // Not asked which: the rule on the ability answers first.
    expect(searcherFor(corpus).search('bombardment ships')[0]?.id).toBe('rule');
  });

  it('moves the units forward and keeps every item and each group in its order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.nat(), unit: fc.boolean() })), (ranked) => {
        const out = unitsFirst(ranked, (r) => r.unit);
        expect(out).toHaveLength(ranked.length);
        expect(out.filter((r) => r.unit)).toEqual(ranked.filter((r) => r.unit));
        expect(out.filter((r) => !r.unit)).toEqual(ranked.filter((r) => !r.unit));
        expect(out.findIndex((r) => !r.unit)).toBe(out.some((r) => !r.unit) ? out.filter((r) => r.unit).length : -1);
      }),
    );
  });
});
