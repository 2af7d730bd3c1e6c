import { describe, expect, it } from 'vitest';
import { computeOdds } from '@/lib/calc';
import type { BattleInput, SideInput } from '@/lib/calc/types';

const side = (units: SideInput['units'], extra: Partial<SideInput> = {}): SideInput => ({ units, upgrades: [], modifier: 0, ...extra });
const space = (a: SideInput, d: SideInput, extra: Partial<BattleInput> = {}): BattleInput => ({
  battle: 'space',
  sustain: 'first',
  attacker: a,
  defender: d,
  ...extra,
});

/** Small battles worked out by hand, one per rule the engine applies. */
describe('rules, checked against hand calculations', () => {
  it('1 fighter vs 1 fighter, one round only: 0.2 x 0.8 each way, 0.64 still fighting', () => {
    const r = computeOdds(space(side({ fighter: 1 }), side({ fighter: 1 }), { maxRounds: 1 }));
    expect(r.attacker).toBeCloseTo(0.16, 12);
    expect(r.defender).toBeCloseTo(0.16, 12);
    expect(r.draw).toBeCloseTo(0.04, 12);
    expect(r.ongoing).toBeCloseTo(0.64, 12);
    expect(r.stillGoing).toEqual([expect.closeTo(0.64, 12)]);
  });

  it('nebula: the defender adds 1 (50.3); cruiser hits 0.4 vs 0.5', () => {
    const r = computeOdds(space(side({ cruiser: 1 }), side({ cruiser: 1 }), { nebula: true }));
    expect(r.attacker).toBeCloseTo((0.4 * 0.5) / (1 - 0.6 * 0.5), 12);
    expect(r.defender).toBeCloseTo((0.6 * 0.5) / (1 - 0.6 * 0.5), 12);
  });

  it('Morale Boost adds 1 in its round only', () => {
    const r = computeOdds(space(side({ cruiser: 1 }, { moraleBoost: 1 }), side({ cruiser: 1 })));
    const rest = (0.4 * 0.6) / (1 - 0.36); // later rounds: the plain cruiser duel
    expect(r.attacker).toBeCloseTo(0.5 * 0.6 + 0.5 * 0.6 * rest, 12);
  });

  it('retreat: announced in round 1, the attacker leaves at its end unless the combat is over (67.7)', () => {
    const r = computeOdds(space(side({ cruiser: 1 }, { retreat: { afterRound: 1 } }), side({ cruiser: 1 })));
    expect(r.attacker).toBeCloseTo(0.24, 12);
    expect(r.draw).toBeCloseTo(0.16, 12);
    expect(r.attackerRetreated).toBeCloseTo(0.36, 12);
  });

  it('retreat: when the defender announces, the attacker cannot (67.4)', () => {
    const r = computeOdds(space(side({ cruiser: 1 }, { retreat: { afterRound: 1 } }), side({ cruiser: 1 }, { retreat: { atShips: 1 } })));
    expect(r.defenderRetreated).toBeCloseTo(0.36, 12);
    expect(r.attackerRetreated).toBe(0);
  });

  it('anti-fighter barrage: Destroyer II rolls 3 dice at 6 against the lone fighter', () => {
    const r = computeOdds(space(side({ destroyer: 1 }, { upgrades: ['destroyer'] }), side({ fighter: 1 })));
    const duel = (0.3 * 0.8) / (1 - 0.7 * 0.8);
    expect(r.attacker).toBeCloseTo(0.875 + 0.125 * duel, 12);
  });

  it('anti-fighter barrage ignores combat modifiers (10.1)', () => {
    const plain = computeOdds(space(side({ destroyer: 1 }), side({ fighter: 1 }), { maxRounds: 1 }));
    const sardakk = computeOdds(space(side({ destroyer: 1 }, { modifier: 1 }), side({ fighter: 1 }), { maxRounds: 1 }));
    const afb = 1 - 0.8 * 0.8;
    expect(plain.attacker).toBeCloseTo(afb + (1 - afb) * 0.2 * 0.8, 12);
    expect(sardakk.attacker).toBeCloseTo(afb + (1 - afb) * 0.3 * 0.8, 12);
  });

  it('Assault Cannon destroys a ship before combat with 3 non-fighter ships', () => {
    const r = computeOdds(space(side({ cruiser: 3 }, { assaultCannon: true }), side({ destroyer: 1 })));
    expect(r.attacker).toBe(1);
  });

  it('space cannon offense with Antimass Deflectors and Plasma Scoring', () => {
    // 1 PDS at 6 with an extra die, -1: two dice hitting on 7+ (0.4); the attacker's lone carrier.
    const r = computeOdds(space(side({ carrier: 1 }, { antimassDeflectors: true }), side({ pds: 1 }, { plasmaScoring: true })));
    expect(r.defender).toBeCloseTo(1 - 0.6 * 0.6, 12);
    expect(r.attacker).toBeCloseTo(0.36, 12);
  });

  it('no side can ever hit: a stalemate, not a hang', () => {
    const r = computeOdds(space(side({ carrier: 1 }, { modifier: -2 }), side({ carrier: 1 }, { modifier: -2 })));
    expect(r.stalemate).toBe(1);
  });

  it('Duranium Armor makes two dreadnoughts unkillable by a single die', () => {
    const repaired = computeOdds(space(side({ dreadnought: 2 }, { duraniumArmor: true, modifier: -3 }), side({ cruiser: 1 })));
    expect(repaired.attacker).toBeCloseTo(1, 12);
    const plain = computeOdds(space(side({ dreadnought: 2 }, { modifier: -3 }), side({ cruiser: 1 })));
    expect(plain.defender).toBeGreaterThan(0.005); // without repairs the cruiser sometimes wins
  });

  it('bombardment is blocked by a planetary shield unless a war sun is present (56.3)', () => {
    const base = { battle: 'invasion', sustain: 'first' } as const;
    const shielded = computeOdds({ ...base, attacker: side({ dreadnought: 1, infantry: 1 }), defender: side({ infantry: 1, pds: 1 }) });
    const warsun = computeOdds({ ...base, attacker: side({ warsun: 1, infantry: 1 }), defender: side({ infantry: 1, pds: 1 }) });
    const duel = (0.3 * 0.7) / (1 - 0.49);
    // Shielded: the PDS fires at the lone infantry first (0.5), then a plain infantry duel.
    expect(shielded.attacker).toBeCloseTo(0.5 * duel, 12);
    // War sun: 3 dice at 3 (0.8 each) bombard first.
    const bombKills = 1 - 0.2 ** 3;
    expect(warsun.attacker).toBeCloseTo(0.5 * (bombKills + (1 - bombKills) * duel), 12);
  });

  it('Magen Defense Grid: one hit on the invaders at the start of ground combat', () => {
    const r = computeOdds({ battle: 'ground', sustain: 'first', attacker: side({ infantry: 1 }), defender: side({ infantry: 1 }, { magenDefenseGrid: true }) });
    expect(r.defender).toBe(1);
  });

  it('in an invasion with no defenders, surviving the space cannon takes the planet', () => {
    const r = computeOdds({ battle: 'invasion', sustain: 'first', attacker: side({ infantry: 1 }), defender: side({ pds: 1 }) });
    expect(r.attacker).toBeCloseTo(0.5, 12);
    expect(r.draw).toBeCloseTo(0.5, 12);
  });
});
