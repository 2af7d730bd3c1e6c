import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeOdds } from '@/lib/calc';
import { OUTCOMES } from '@/lib/calc/chain';
import type { BattleInput, SideInput } from '@/lib/calc/types';
import type { UnitName } from '@/lib/calc/units';

const SHIPS = ['warsun', 'dreadnought', 'cruiser', 'carrier', 'destroyer', 'fighter'] as const;
const GROUND = ['infantry', 'mech'] as const;

const counts = (names: readonly UnitName[], max: number) =>
  fc.record(Object.fromEntries(names.map((n) => [n, fc.integer({ min: 0, max })])) as Record<UnitName, fc.Arbitrary<number>>);

/** Options that treat both sides alike, so swapping the sides is meaningful. */
const symmetricOptions = fc.record({
  upgrades: fc.subarray(['dreadnought', 'cruiser', 'destroyer', 'fighter', 'infantry'] as UnitName[]),
  modifier: fc.integer({ min: -1, max: 1 }),
  duraniumArmor: fc.boolean(),
  moraleBoost: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  directHit: fc.integer({ min: 0, max: 1 }),
});

const spaceSide = fc
  .tuple(counts(SHIPS, 2), symmetricOptions)
  .filter(([units]) => Object.values(units).some((n) => n > 0))
  .map(([units, options]): SideInput => ({ ...options, units: { ...units, warsun: Math.min(units.warsun, 1) } }));

const groundSide = fc
  .tuple(counts(GROUND, 3), symmetricOptions)
  .filter(([units]) => units.infantry + units.mech > 0)
  .map(([units, options]): SideInput => ({ ...options, units, directHit: 0 }));

const battle = fc.oneof(
  fc.tuple(spaceSide, spaceSide, fc.constantFrom('first', 'last' as const)).map(
    ([attacker, defender, sustain]): BattleInput => ({ battle: 'space', sustain, attacker, defender }),
  ),
  fc.tuple(groundSide, groundSide, fc.constantFrom('first', 'last' as const)).map(
    ([attacker, defender, sustain]): BattleInput => ({ battle: 'ground', sustain, attacker, defender }),
  ),
);

const total = (r: ReturnType<typeof computeOdds>) => OUTCOMES.reduce((t, o) => t + r[o], 0);

describe('engine properties', () => {
  it('gives probabilities in [0, 1] that sum to 1', () => {
    fc.assert(
      fc.property(battle, (input) => {
        const r = computeOdds(input);
        for (const o of OUTCOMES) {
          expect(r[o]).toBeGreaterThanOrEqual(-1e-12);
          expect(r[o]).toBeLessThanOrEqual(1 + 1e-12);
        }
        expect(total(r)).toBeCloseTo(1, 9);
      }),
      { numRuns: 150 },
    );
  });

  it("never lowers a side's win chance when a unit is added to it", () => {
    fc.assert(
      fc.property(battle, fc.boolean(), fc.nat(), (input, toAttacker, pick) => {
        const names = input.battle === 'space' ? SHIPS.filter((n) => n !== 'warsun') : GROUND;
        const name = names[pick % names.length]!;
        const who = toAttacker ? 'attacker' : 'defender';
        const more: BattleInput = {
          ...input,
          [who]: { ...input[who], units: { ...input[who].units, [name]: (input[who].units[name] ?? 0) + 1 } },
        };
        const before = computeOdds(input)[who];
        const after = computeOdds(more)[who];
        expect(after).toBeGreaterThanOrEqual(before - 1e-9);
      }),
      { numRuns: 150 },
    );
  });

  it('charts the chance the combat is still going as the same battle stopped after that round', () => {
    fc.assert(
      fc.property(battle, fc.integer({ min: 1, max: 4 }), (input, rounds) => {
        const chart = computeOdds(input).stillGoing;
        fc.pre(rounds <= chart.length);
        expect(Math.abs(chart[rounds - 1]! - computeOdds({ ...input, maxRounds: rounds }).ongoing)).toBeLessThanOrEqual(1e-6);
      }),
      { numRuns: 100 },
    );
  });

  it('swaps the answer when the sides of a symmetric battle are swapped', () => {
    fc.assert(
      fc.property(battle, (input) => {
        const r = computeOdds(input);
        const s = computeOdds({ ...input, attacker: input.defender, defender: input.attacker });
        expect(s.attacker).toBeCloseTo(r.defender, 9);
        expect(s.defender).toBeCloseTo(r.attacker, 9);
        expect(s.draw).toBeCloseTo(r.draw, 9);
      }),
      { numRuns: 150 },
    );
  });
});
