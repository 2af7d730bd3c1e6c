import { describe, expect, it } from 'vitest';
import { computeOdds, parseBattleInput } from '@/lib/calc';
import { OUTCOMES } from '@/lib/calc/chain';
import fixture from '../fixtures/combat-cases.json';

interface Case {
  name: string;
  expected: { attacker: number; defender: number; draw: number };
}

const cases = (fixture as { cases: Case[] }).cases;

describe('reference cases (independent exact solver, test/fixtures/combat-cases.json)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const { expected, name: _name, ...raw } = c;
    const parsed = parseBattleInput(raw);
    if (!parsed.ok) throw new Error(`${parsed.field}: ${parsed.message}`);
    const result = computeOdds(parsed.input);
    expect(Math.abs(result.attacker - expected.attacker)).toBeLessThan(1e-6);
    expect(Math.abs(result.defender - expected.defender)).toBeLessThan(1e-6);
    expect(Math.abs(result.draw - expected.draw)).toBeLessThan(1e-6);
    expect(OUTCOMES.reduce((t, o) => t + result[o], 0)).toBeCloseTo(1, 12);
  });
});

describe('result details', () => {
  const big = cases.find((c) => c.name.startsWith('large'))!;
  const { expected: _e, name: _n, ...raw } = big;
  const parsed = parseBattleInput(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  const result = computeOdds(parsed.input);

  it('lists survivors likeliest first, summing to 1 per side', () => {
    for (const list of [result.survivors.attacker, result.survivors.defender]) {
      expect(list.reduce((t, s) => t + s.p, 0)).toBeCloseTo(1, 12);
      list.slice(1).forEach((s, i) => expect(s.p).toBeLessThanOrEqual(list[i]!.p));
    }
  });

  it('agrees between survivors and outcomes: the defender has none left exactly when the attacker wins or draws', () => {
    const defenderWiped = result.survivors.defender.find((s) => Object.keys(s.units).length === 0)!.p;
    expect(defenderWiped).toBeCloseTo(result.attacker + result.draw, 12);
  });

  it('charts a decreasing chance that the combat is still going', () => {
    expect(result.stillGoing.length).toBeGreaterThan(2);
    result.stillGoing.slice(1).forEach((p, i) => expect(p).toBeLessThanOrEqual(result.stillGoing[i]!));
    expect(result.stillGoing.at(-1)!).toBeLessThan(1e-4);
  });

  it('computes expected losses in resources between nothing and the whole fleet', () => {
    expect(result.expectedLoss.attacker).toBeGreaterThan(0);
    expect(result.expectedLoss.attacker).toBeLessThan(2 * 12 + 4 * 4 + 4 * 2 + 2 + 4);
    expect(result.expectedLoss.defender).toBeGreaterThan(result.expectedLoss.attacker);
  });
});
