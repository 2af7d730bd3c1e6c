/** The counted faction options (lib/calc/faction-counts.ts): which side gets which stepper, and how it reads. */
import { describe, expect, it } from 'vitest';
import { FACTION_LIST } from '@/lib/calc/factions';
import { countText, factionCounts, FACTION_COUNTS } from '@/lib/calc/faction-counts';
import { COUNT_OPTIONS } from '@/lib/calc/validate';

describe('counted faction options', () => {
  it('go to the one faction whose sheet prints the ability, and to no other', () => {
    const holders = FACTION_COUNTS.map((c) => FACTION_LIST.filter((f) => factionCounts(f.id).includes(c)).map((f) => f.id));
    expect(holders).toEqual([['letnev'], ['bastion']]);
    expect(factionCounts(undefined)).toEqual([]);
  });

  it('each has a cap in the validation, which the stepper shows as "N+" where it stands for more', () => {
    for (const c of FACTION_COUNTS) {
      const max = COUNT_OPTIONS.find(([key]) => key === c.key)?.[1];
      expect(max, c.key).toBeGreaterThan(0);
      expect(countText(c, 0, max!)).toBe(c.zero);
      expect(countText(c, max!, max!)).toBe(c.openEnded ? `${max}+` : String(max));
    }
    expect(countText(FACTION_COUNTS[1]!, 3, 11)).toBe('3');
  });
});
