import { describe, expect, it } from 'vitest';
import { statsFor, UNITS, UNIT_NAMES, type Roll, type UnitName } from '@/lib/calc/units';

/**
 * The unit sheets as printed (faction sheet and unit upgrade cards, Prophecy of Kings):
 * cost; combat; then abilities. "x3" is the burst count. Flagships vary by faction (none here).
 */
const PRINTED: [UnitName, 'I' | 'II', string][] = [
  ['warsun', 'I', 'cost 12; combat 3 (x3); sustain damage; bombardment 3 (x3)'],
  ['warsun', 'II', 'cost 12; combat 3 (x3); sustain damage; bombardment 3 (x3)'],
  ['dreadnought', 'I', 'cost 4; combat 5; sustain damage; bombardment 5'],
  ['dreadnought', 'II', 'cost 4; combat 5; sustain damage; bombardment 5'],
  ['cruiser', 'I', 'cost 2; combat 7'],
  ['cruiser', 'II', 'cost 2; combat 6'],
  ['carrier', 'I', 'cost 3; combat 9'],
  ['carrier', 'II', 'cost 3; combat 9'],
  ['destroyer', 'I', 'cost 1; combat 9; anti-fighter barrage 9 (x2)'],
  ['destroyer', 'II', 'cost 1; combat 8; anti-fighter barrage 6 (x3)'],
  ['fighter', 'I', 'cost 1 for 2; combat 9'],
  ['fighter', 'II', 'cost 1 for 2; combat 8'],
  ['infantry', 'I', 'cost 1 for 2; combat 8'],
  ['infantry', 'II', 'cost 1 for 2; combat 7'],
  ['mech', 'I', 'cost 2; combat 6; sustain damage'],
  ['pds', 'I', 'planetary shield; space cannon 6'],
  ['pds', 'II', 'planetary shield; space cannon 5'],
];

const roll = (r: Roll) => `${r.value}${r.dice > 1 ? ` (x${r.dice})` : ''}`;

function printed(name: UnitName, upgraded: boolean): string {
  const s = statsFor(name, upgraded);
  const parts: string[] = [];
  if (s.role !== 'structure') parts.push(s.cost === 0.5 ? 'cost 1 for 2' : `cost ${s.cost}`);
  if (s.planetaryShield) parts.push('planetary shield');
  if (s.combat) parts.push(`combat ${roll(s.combat)}`);
  if (s.sustain) parts.push('sustain damage');
  if (s.antiFighterBarrage) parts.push(`anti-fighter barrage ${roll(s.antiFighterBarrage)}`);
  if (s.bombardment) parts.push(`bombardment ${roll(s.bombardment)}`);
  if (s.spaceCannon) parts.push(`space cannon ${roll(s.spaceCannon)}`);
  return parts.join('; ');
}

describe('the unit table', () => {
  it.each(PRINTED)('%s %s matches the printed sheet', (name, level, sheet) => {
    expect(printed(name, level === 'II')).toBe(sheet);
  });

  it('has an upgrade exactly where the game prints one', () => {
    const upgradable = UNIT_NAMES.filter((n) => UNITS[n].upgraded);
    expect(upgradable.sort()).toEqual(PRINTED.filter(([, l]) => l === 'II').map(([n]) => n).sort());
  });

  it('takes the flagship combat from the side and keeps its sustain damage', () => {
    expect(statsFor('flagship', false, { value: 5, dice: 2 })).toMatchObject({ combat: { value: 5, dice: 2 }, sustain: true, cost: 8 });
  });

  it('caps counts at the plastic limits', () => {
    expect([UNITS.warsun.max, UNITS.dreadnought.max, UNITS.carrier.max, UNITS.cruiser.max, UNITS.destroyer.max, UNITS.mech.max]).toEqual([
      2, 5, 4, 8, 8, 4,
    ]);
  });
});
