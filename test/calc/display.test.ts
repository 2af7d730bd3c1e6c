import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOdds } from '@/lib/calc';
import { fleetInWords, rollText, rollWords, survivorRows, unitCount, unitRoll } from '@/lib/calc/display';
import { PRESETS } from '@/lib/calc/options';
import { hasEmptySide, withFleetsCleared, withPreset } from '@/lib/calc/page-state';
import { UNIT_NAMES, UNITS } from '@/lib/calc/units';
import { parseBattleInput } from '@/lib/calc/validate';

describe('unit rolls shown on /calc', () => {
  it('shows the combat roll, plain and upgraded, from the unit table', () => {
    expect(unitRoll('cruiser', 'space', 'attacker')).toEqual({ kind: 'combat', plain: UNITS.cruiser.base.combat, upgraded: UNITS.cruiser.upgraded!.combat });
    expect(unitRoll('mech', 'ground', 'defender')).toEqual({ kind: 'combat', plain: UNITS.mech.base.combat });
    expect(unitRoll('warsun', 'space', 'defender')?.plain).toEqual({ value: 3, dice: 3 });
  });

  it('shows a PDS its space cannon, and ships over an invasion their bombardment', () => {
    expect(unitRoll('pds', 'space', 'defender')).toMatchObject({ kind: 'space cannon', plain: UNITS.pds.base.spaceCannon, upgraded: UNITS.pds.upgraded!.spaceCannon });
    expect(unitRoll('dreadnought', 'invasion', 'attacker')).toMatchObject({ kind: 'bombardment', plain: UNITS.dreadnought.base.bombardment });
    expect(unitRoll('infantry', 'invasion', 'attacker')?.kind).toBe('combat');
  });

  it("shows the flagship the side's own roll, and nothing before it has one", () => {
    const side = { units: { flagship: 1 }, upgrades: [], modifier: 0, flagship: { value: 5, dice: 2 } };
    expect(unitRoll('flagship', 'space', 'attacker', side)).toEqual({ kind: 'combat', plain: { value: 5, dice: 2 } });
    expect(unitRoll('flagship', 'space', 'attacker')).toBeUndefined();
  });

  it('writes a roll as the sheets print it, and in words', () => {
    expect(rollText({ value: 7, dice: 1 })).toBe('7');
    expect(rollText({ value: 3, dice: 3 })).toBe('3 ×3');
    expect(rollWords({ value: 3, dice: 3 })).toBe('hits on 3 or more, 3 dice');
    expect(rollWords({ value: 9, dice: 1 })).toBe('hits on 9 or more');
  });
});

describe('survivors in words', () => {
  it('names units in words with their plurals, in the unit table order', () => {
    expect(fleetInWords({ cruiser: 1, dreadnought: 2 })).toBe('2 dreadnoughts, 1 cruiser');
    expect(fleetInWords({ infantry: 3, warsun: 2, pds: 2 })).toBe('2 war suns, 3 infantry, 2 PDS');
    expect(fleetInWords({})).toBe('no units left');
    for (const name of UNIT_NAMES) expect(unitCount(name, 1).toLowerCase()).toBe(`1 ${UNITS[name].label.toLowerCase()}`);
  });

  it('cuts the list to its likeliest rows and an "other" row, adding up to 100% for every preset', () => {
    for (const { input } of PRESETS) {
      const result = computeOdds(input);
      for (const list of [result.survivors.attacker, result.survivors.defender]) {
        fc.assert(
          fc.property(fc.integer({ min: 1, max: 8 }), (top) => {
            const rows = survivorRows(list, top);
            expect(rows.reduce((t, r) => t + r.p, 0)).toBeCloseTo(1, 9);
            expect(rows.filter((r) => !r.other)).toHaveLength(Math.min(top, list.length));
            expect(rows.some((r) => r.other)).toBe(list.length > top);
            for (let i = 1; i < rows.length - 1; i++) expect(rows[i]!.p).toBeLessThanOrEqual(rows[i - 1]!.p);
          }),
        );
      }
    }
  });
});

describe('page state', () => {
  it("keeps the player's sustain choice when a preset is taken", () => {
    for (const { input } of PRESETS) {
      for (const sustain of ['first', 'last'] as const) {
        const current = { ...PRESETS[0]!.input, sustain };
        const next = withPreset(current, input);
        expect(next.sustain).toBe(sustain);
        expect({ ...next, sustain: input.sustain }).toEqual(input);
      }
    }
  });

  it('clears both fleets and nothing else, and then asks for units instead of computing', () => {
    for (const { input } of PRESETS) {
      const cleared = withFleetsCleared(input);
      expect(cleared.attacker.units).toEqual({});
      expect(cleared.defender.units).toEqual({});
      expect({ ...cleared, attacker: { ...cleared.attacker, units: input.attacker.units }, defender: { ...cleared.defender, units: input.defender.units } }).toEqual(input);
      expect(hasEmptySide(cleared)).toBe(true);
      expect(hasEmptySide(input)).toBe(false);
      expect(parseBattleInput(cleared).ok).toBe(false);
    }
  });
});
