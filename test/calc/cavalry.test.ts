import { describe, expect, it } from 'vitest';
import { memoriaNumbers } from '@/lib/calc/cavalry';
import { close, odds, refused } from './hand';

/**
 * One ship with h hits to take (Sustain Damage: 2), scoring its single needed hit with p a round,
 * against one ship scoring with q: [ship wins, draw, other wins].
 */
function sustainDuel(p: number, q: number, h: number): [number, number, number] {
  const end = 1 - (1 - p) * (1 - q);
  if (h === 1) return [(p * (1 - q)) / end, (p * q) / end, ((1 - p) * q) / end];
  const [a, d, b] = sustainDuel(p, q, h - 1);
  // A hit taken with 2 to go is sustained: the ship wins a round it scores in, whatever it takes.
  return [(p + (1 - p) * q * a) / end, ((1 - p) * q * d) / end, ((1 - p) * q * b) / end];
}

describe('The Cavalry (Nomad note), against hand calculations', () => {
  it("reads the Memoria's numbers from the Nomad's sheet: I 7 (x2), barrage 8 (x3); II 5 (x2), barrage 5 (x3)", () => {
    expect(memoriaNumbers(false)).toEqual({ combat: { value: 7, dice: 2 }, antiFighterBarrage: { value: 8, dice: 3 } });
    expect(memoriaNumbers(true)).toEqual({ combat: { value: 5, dice: 2 }, antiFighterBarrage: { value: 5, dice: 3 } });
  });

  it('a destroyer as Memoria I: 2 dice at 7 (1 - 0.6^2 = 0.64) and Sustain Damage against a cruiser (0.4)', () => {
    const raw = { battle: 'space', attacker: { units: { destroyer: 1 }, theCavalry: { ship: 'destroyer' } }, defender: { units: { cruiser: 1 } } };
    close(odds(raw), sustainDuel(0.64, 0.4, 2));
    // Memoria II, once the Nomad has it: 2 dice at 5, 1 - 0.4^2 = 0.84.
    close(odds({ ...raw, attacker: { ...raw.attacker, theCavalry: { ship: 'destroyer', memoriaII: true } } }), sustainDuel(0.84, 0.4, 2));
  });

  it("a flagship takes the Memoria's roll in place of its own (a hand-entered 9 (x1) becomes 5 (x2))", () => {
    const raw = { battle: 'space', attacker: { units: { flagship: 1 }, flagship: { value: 9, dice: 1 }, theCavalry: { ship: 'flagship', memoriaII: true } }, defender: { units: { cruiser: 1 } } };
    close(odds(raw), sustainDuel(0.84, 0.4, 2));
  });

  it("a cruiser as Memoria II barrages 5 (x3) at 2 fighters, then rolls 5 (x2) with Sustain Damage (one round)", () => {
    const got = odds({ battle: 'space', maxRounds: 1, attacker: { units: { cruiser: 1 }, theCavalry: { ship: 'cruiser', memoriaII: true } }, defender: { units: { fighter: 2 } } });
    // Barrage at 0.6: both fighters gone 0.648, one left 0.288, none hit 0.064.
    // 1 fighter left: the cruiser kills it with 1 - 0.4^2 = 0.84 and survives its 9 whatever.
    // 2 left: both killed 0.6^2 = 0.36; both fighters hit (0.2^2 = 0.04) and the cruiser goes too (a draw).
    expect(got.attacker).toBeCloseTo(0.648 + 0.288 * 0.84 + 0.064 * 0.36 * (1 - 0.04), 10);
    expect(got.draw).toBeCloseTo(0.064 * 0.36 * 0.04, 10);
  });

  it('only one ship of the type is a Memoria: the others keep their card, and are lost first', () => {
    // 2 destroyers against 1 cruiser, one round, sustain "last": a hit kills the plain destroyer.
    const got = odds({ battle: 'space', sustain: 'last', maxRounds: 1, attacker: { units: { destroyer: 2 }, theCavalry: { ship: 'destroyer' } }, defender: { units: { cruiser: 1 } } });
    // The attacker misses with 0.6^2 (Memoria) * 0.8 (plain destroyer at 9).
    const miss = 0.36 * 0.8;
    expect(got.defender).toBe(0);
    expect(got.attacker).toBeCloseTo(1 - miss, 10);
    expect(got.survivors.attacker.find((s) => s.units.destroyer === 1)!.p).toBeCloseTo(0.4, 10);
  });

  it('is refused where the card cannot be played, each time naming why', () => {
    const space = (attacker: object, defender: object = { units: { cruiser: 1 } }) => ({ battle: 'space', attacker, defender });
    expect(refused(space({ units: { cruiser: 1 }, theCavalry: { ship: 'dreadnought' } }))).toBe("attacker.theCavalry.ship: no dreadnought in this side's units to play it on");
    expect(refused(space({ units: { fighter: 1, carrier: 1 }, theCavalry: { ship: 'fighter' } }))).toMatch(/^attacker\.theCavalry\.ship: must be one of "warsun", /);
    expect(refused(space({ units: { cruiser: 1 }, theCavalry: { ship: 'cruiser' } }, { faction: 'nomad', units: { cruiser: 1 } }))).toBe(
      'attacker.theCavalry: works only in a space combat against a player other than the Nomad',
    );
    expect(refused(space({ faction: 'nomad', units: { cruiser: 1 }, theCavalry: { ship: 'cruiser' } }))).toBe(
      'attacker.theCavalry: The Nomad give this promissory note away: only another player can play it (60)',
    );
    expect(refused({ battle: 'invasion', attacker: { units: { cruiser: 1, infantry: 1 }, theCavalry: { ship: 'cruiser' } }, defender: { units: { infantry: 1 } } })).toBe(
      'attacker.theCavalry: applies to space combat only, not "invasion"',
    );
    expect(refused(space({ units: { cruiser: 1 }, theCavalry: { ship: 'cruiser', memoriaII: 'yes' } }))).toBe('attacker.theCavalry.memoriaII: must be true or false');
  });
});
