import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diplomacyChance, eotvBattle, hazardChance, hazardOdds, powerNeeded, type EotvSide } from '@/lib/calc/eotv';

const side = (extra: Partial<EotvSide> = {}): EotvSide => ({ units: [], bases: 0, extraDice: 0, bonusPower: 0, disablers: 0, card: 0, ...extra });
const starfarer = { dice: 1, power: 1 };

/** Every combination of faces, counted: the battle rule applied literally. */
function bruteForce(diceA: number, diceD: number, powerA: number, powerD: number): number {
  let wins = 0;
  let total = 0;
  const walk = (left: number, best: number, visit: (best: number) => void) => {
    if (left === 0) return visit(best);
    for (let f = 1; f <= 6; f++) walk(left - 1, Math.max(best, f), visit);
  };
  walk(diceA, 0, (a) =>
    walk(diceD, 0, (d) => {
      total++;
      if (a + powerA > d + powerD) wins++;
    }),
  );
  return wins / total;
}

describe('EotV battle', () => {
  it("reproduces the rulebook example's setup: 4 dice + 4 power + card 3 against 2 dice + 2 power + card 4", () => {
    const r = eotvBattle({
      attacker: side({ units: [{ dice: 2, power: 2 }, starfarer, starfarer], card: 3 }), // Worldship with 2 bases
      defender: side({ units: [starfarer], bases: 1, card: 4 }),
    });
    expect(r.dice).toEqual({ attacker: 4, defender: 2 });
    expect(r.power).toEqual({ attacker: 7, defender: 6 });
    expect(r.attacker).toBeCloseTo(bruteForce(4, 2, 7, 6), 12);
    expect(r.attacker + r.defender).toBeCloseTo(1, 12);
  });

  it('gives ties to the defender', () => {
    const r = eotvBattle({ attacker: side({ units: [starfarer] }), defender: side({ units: [starfarer] }) });
    expect(r.attacker).toBeCloseTo(15 / 36, 12);
  });

  it('disables dice before rolling, never below 1 (2 agents against 2 dice leave 1)', () => {
    const r = eotvBattle({
      attacker: side({ units: [{ dice: 0, power: 1 }, { dice: 0, power: 1 }], disablers: 2 }),
      defender: side({ units: [starfarer, starfarer] }),
    });
    expect(r.dice.defender).toBe(1);
    const more = eotvBattle({ attacker: side({ units: [starfarer], disablers: 3 }), defender: side({ units: [starfarer, starfarer] }) });
    expect(more.dice.defender).toBe(1);
  });

  it('rolls one more die with Enhanced Reflexes, and fights on with no card', () => {
    const r = eotvBattle({ attacker: side({ units: [starfarer], extraDice: 1 }), defender: side({ units: [starfarer] }) });
    expect(r.dice.attacker).toBe(2);
    expect(r.attacker).toBeCloseTo(bruteForce(2, 1, 1, 1), 12);
  });

  it('matches brute force for any small battle, and a bigger card never hurts', () => {
    const arbSide = fc.record({
      units: fc.array(fc.record({ dice: fc.integer({ min: 0, max: 2 }), power: fc.integer({ min: 0, max: 2 }) }), { maxLength: 2 }),
      bases: fc.integer({ min: 0, max: 1 }),
      extraDice: fc.integer({ min: 0, max: 1 }),
      bonusPower: fc.integer({ min: 0, max: 1 }),
      disablers: fc.integer({ min: 0, max: 2 }),
      card: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(arbSide, arbSide, (attacker, defender) => {
        const r = eotvBattle({ attacker, defender });
        expect(r.attacker).toBeCloseTo(bruteForce(r.dice.attacker, r.dice.defender, r.power.attacker, r.power.defender), 12);
        expect(r.attackerByCard[attacker.card]).toBeCloseTo(r.attacker, 12);
        r.attackerByCard.slice(1).forEach((p, i) => expect(p).toBeGreaterThanOrEqual(r.attackerByCard[i]!));
      }),
      { numRuns: 200 },
    );
  });
});

describe('EotV hazards and diplomacy', () => {
  it('passes a hazard on a die at or above its icon (a 3: 4 faces of 6)', () => {
    expect(hazardChance(3)).toBeCloseTo(4 / 6, 12);
    expect(hazardChance(1)).toBe(1);
    const odds = hazardOdds(5, 3);
    expect(odds.withinAttempts).toEqual([2 / 6, 1 - (4 / 6) ** 2, 1 - (4 / 6) ** 3].map((p) => expect.closeTo(p, 12)));
    expect(odds.expectedAttempts).toBeCloseTo(3, 12);
  });

  it('succeeds at diplomacy on a die at or below the cards played (2 + 3: 5 of 6)', () => {
    expect(diplomacyChance(5)).toBeCloseTo(5 / 6, 12);
    expect(diplomacyChance(0)).toBe(0);
    expect(diplomacyChance(9)).toBe(1);
    expect(powerNeeded(0.5)).toBe(3);
  });
});
