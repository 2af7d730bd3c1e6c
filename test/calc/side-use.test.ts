import { describe, expect, it } from 'vitest';
import { parseBattleInput } from '@/lib/calc';
import { sideFactionOptions } from '@/lib/calc/display';
import { FACTION_LIST } from '@/lib/calc/factions';
import { FLAG_OPTIONS } from '@/lib/calc/options';
import { onlySide, sideMayUse, type Who } from '@/lib/calc/side-use';

const SIDES: readonly Who[] = ['attacker', 'defender'];

describe('sideMayUse', () => {
  it('lets either side use what is bound to neither, and only its side what is bound to one', () => {
    for (const side of SIDES) expect(sideMayUse({}, side)).toBe(true);
    expect(SIDES.filter((side) => sideMayUse({ defenderOnly: true }, side))).toEqual(['defender']);
    expect(SIDES.filter((side) => sideMayUse({ attackerOnly: true }, side))).toEqual(['attacker']);
    expect(onlySide({ attackerOnly: true })).toBe('attacker');
    expect(onlySide({})).toBeUndefined();
  });

  // Each side-bound option in the first kind of battle it applies to, on either side: the input check
  // refuses it exactly where the page does not offer it.
  const bound = FLAG_OPTIONS.filter((o) => onlySide(o));
  const units = { space: { cruiser: 1 }, ground: { infantry: 1 }, invasion: { infantry: 1 } } as const;
  it.each(bound.flatMap((o) => SIDES.map((side) => [o.key, side, o] as const)))('checks %s on the %s as the page offers it', (_, side, option) => {
    const kind = option.kinds[0]!;
    const sides = { attacker: { units: kind === 'invasion' ? { ...units.invasion, cruiser: 1 } : units[kind] }, defender: { units: units[kind] } };
    const parsed = parseBattleInput({ battle: kind, ...sides, [side]: { ...sides[side], [option.key]: true } });
    if (sideMayUse(option, side)) expect(parsed.ok).toBe(true);
    else expect(parsed).toEqual({ ok: false, field: `${side}.${option.key}`, message: `only the ${onlySide(option)} can use this` });
  });

  it('offers a faction side-bound ability to its one side only', () => {
    const abilities = FACTION_LIST.flatMap((f) => f.abilities.filter((a) => a.option && onlySide(a)).map((a) => ({ f, a })));
    expect(abilities.length).toBeGreaterThan(0);
    for (const { f, a } of abilities) expect(SIDES.filter((side) => sideFactionOptions(f, side).includes(a)), a.name).toEqual([onlySide(a)]);
  });
});
