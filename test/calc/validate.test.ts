import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeError, parseBattleInput } from '@/lib/calc';

const ok = { battle: 'space', sustain: 'first', attacker: { units: { cruiser: 2 } }, defender: { units: { destroyer: 1 } } };
const withSide = (who: 'attacker' | 'defender', patch: object) => ({ ...ok, [who]: { ...ok[who], ...patch } });

function error(raw: unknown): string {
  const parsed = parseBattleInput(raw);
  if (parsed.ok) throw new Error('accepted');
  return describeError(parsed);
}

describe('parseBattleInput', () => {
  it('accepts the documented minimum and fills the defaults', () => {
    const parsed = parseBattleInput(ok);
    expect(parsed).toEqual({
      ok: true,
      input: {
        battle: 'space',
        sustain: 'first',
        attacker: { units: { cruiser: 2 }, upgrades: [], modifier: 0 },
        defender: { units: { destroyer: 1 }, upgrades: [], modifier: 0 },
      },
    });
  });

  it.each([
    ['unknown unit', withSide('attacker', { units: { cruser: 1 } }), /^attacker\.units\.cruser: unknown unit/],
    ['negative count', withSide('defender', { units: { destroyer: -1 } }), /^defender\.units\.destroyer: must be at least 0/],
    ['400 fighters', withSide('attacker', { units: { fighter: 400 } }), /^attacker\.units\.fighter: at most 20 .*capped/],
    ['wrong type', withSide('attacker', { units: { cruiser: '2' } }), /^attacker\.units\.cruiser: must be a whole number/],
    ['fractional count', withSide('attacker', { units: { cruiser: 1.5 } }), /^attacker\.units\.cruiser: must be a whole number/],
    ['bad battle', { ...ok, battle: 'air' }, /^battle: must be one of/],
    ['bad policy', { ...ok, sustain: 'never' }, /^sustain: must be one of/],
    ['typo in a field', withSide('attacker', { modifer: 1 }), /^attacker\.modifer: unknown field/],
    ['modifier too large', withSide('attacker', { modifier: 9 }), /^attacker\.modifier: must be at most 3/],
    ['upgrade without a card', withSide('attacker', { upgrades: ['mech'] }), /^attacker\.upgrades\[0\]: mech has no unit upgrade/],
    ['flagship without numbers', withSide('attacker', { units: { flagship: 1 } }), /^attacker\.flagship: give the flagship/],
    ['unknown flagship preset', withSide('attacker', { units: { flagship: 1 }, flagship: 'nope' }), /^attacker\.flagship: unknown preset/],
    ['defender-only option', withSide('attacker', { experimentalBattlestation: true }), /^attacker\.experimentalBattlestation: only the defender/],
    ['retreat in ground combat', { battle: 'ground', attacker: { units: { infantry: 2 }, retreat: { afterRound: 1 } }, defender: { units: { infantry: 1 } } }, /^attacker\.retreat: applies to space combat only/],
    ['no attacking ship', withSide('attacker', { units: { infantry: 3 } }), /^attacker\.units: a space combat needs/],
    ['ships defending an invasion', { battle: 'invasion', attacker: { units: { infantry: 2 } }, defender: { units: { cruiser: 1 } } }, /^defender\.units\.cruiser: the defender still has ships/],
    ['three PDS on a planet', { battle: 'invasion', attacker: { units: { infantry: 2 } }, defender: { units: { pds: 3 } } }, /^defender\.units\.pds: a planet holds at most 2/],
    ['too many units in one fight', withSide('attacker', { units: { fighter: 20, cruiser: 8, destroyer: 8 } }), /^attacker\.units: at most 30 ships/],
    ['not an object', [], /^input: must be an object/],
    ['no units on either side', { battle: 'space', attacker: { units: {} }, defender: { units: {} } }, /^attacker\.units: a space combat needs/],
    ['one faction on both sides', { battle: 'space', attacker: { faction: 'sol', units: { cruiser: 1 } }, defender: { faction: 'sol', units: { cruiser: 1 } } }, /^defender\.faction: each faction is played by one player only/],
    [
      'Exotrireme II given up without the upgrade',
      { battle: 'space', attacker: { faction: 'sardakk', factionOptions: ['exotriremeSacrifice'], units: { dreadnought: 2 } }, defender: { units: { cruiser: 3 } } },
      /^attacker\.factionOptions\[0\]: Exotrireme II sacrifice is printed on the dreadnought upgrade/,
    ],
  ])('names the field: %s', (_, raw, message) => {
    expect(error(raw)).toMatch(message);
  });

  it('never throws, whatever JSON it is given, and errors are one line', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (raw) => {
        const parsed = parseBattleInput(raw);
        if (!parsed.ok) expect(describeError(parsed)).not.toContain('\n');
      }),
    );
  });

  it('never throws on near-miss inputs either', () => {
    const sideArb = fc.record(
      { units: fc.dictionary(fc.constantFrom('cruiser', 'fighter', 'pds', 'flagship', 'bogus'), fc.jsonValue()), modifier: fc.jsonValue(), retreat: fc.jsonValue() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.record({ battle: fc.constantFrom('space', 'ground', 'invasion'), attacker: sideArb, defender: sideArb }), (raw) => {
        const parsed = parseBattleInput(raw);
        expect(typeof parsed.ok).toBe('boolean');
      }),
    );
  });
});
