import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseBattleInput } from '@/lib/calc';
import { computeOdds } from '@/lib/calc/battle';
import { OUTCOMES } from '@/lib/calc/chain';
import { RoundStepper } from '@/lib/calc/chain/round';
import type { BattleInput, OddsResult } from '@/lib/calc/types';

/**
 * The coupled rounds (Reflective Shielding, Courageous to the End, Devotion, Particle Weave,
 * Exoskeleton, Exotrireme II) are computed as a few independent products (lib/calc/pairs.ts makeCoupler); their
 * definition takes every outcome pair one by one (makePairRound). Both must give the same answers.
 */
const count = (max: number) => fc.integer({ min: 0, max });

const cards = fc.record({
  courageousToTheEnd: fc.boolean(),
  reflectiveShielding: fc.boolean(),
  duraniumArmor: fc.boolean(),
  directHit: count(1),
  shieldsHolding: count(1),
  emergencyRepairs: fc.boolean(),
  retreat: fc.option(fc.oneof(fc.record({ afterRound: fc.integer({ min: 1, max: 3 }) }), fc.record({ atShips: count(2) })), { nil: undefined }),
});

/** A faction with a coupled or state-changing ability, or none. */
const spaceFaction = fc.constantFrom(
  {},
  { faction: 'yin', factionOptions: ['devotion'] },
  { faction: 'yin', factionOptions: ['devotion', 'impulseCore'] },
  { faction: 'letnev', factionOptions: ['nonEuclideanShielding'] },
  { faction: 'mentak' },
  { faction: 'l1z1x' },
  { faction: 'sardakk' },
  { faction: 'sardakk', factionOptions: ['exotriremeSacrifice'] },
);

const spaceSide = fc
  .tuple(
    fc.record({ warsun: count(1), dreadnought: count(2), flagship: count(1), cruiser: count(2), destroyer: count(2), fighter: count(2) }),
    cards,
    spaceFaction,
    fc.subarray(['dreadnought', 'cruiser', 'destroyer', 'fighter']),
  )
  .map(([units, c, faction, upgrades]) => ({ ...c, ...faction, units, upgrades, ...('faction' in faction ? {} : { flagship: { value: 5, dice: 2 } }) }));

const groundSide = fc
  .tuple(
    fc.record({ infantry: count(3), mech: count(2) }),
    fc.constantFrom({}, { faction: 'sardakk' }, { faction: 'sardakk', factionOptions: ['valkyrieParticleWeave'] }, { faction: 'mentak' }),
    fc.boolean(),
  )
  .map(([units, faction, upgraded]) => ({ ...faction, units, upgrades: upgraded ? ['infantry'] : [] }));

const battle = fc
  .oneof(
    fc.record({ battle: fc.constant('space'), sustain: fc.constantFrom('first', 'last'), attacker: spaceSide, defender: spaceSide }),
    fc.record({ battle: fc.constant('ground'), sustain: fc.constantFrom('first', 'last'), attacker: groundSide, defender: groundSide }),
    // Harrow (no combat roll) against Particle Weave: the rounds' outcomes carry a "no combat hit" mark.
    fc.record({
      battle: fc.constant('invasion'),
      sustain: fc.constantFrom('first', 'last'),
      attacker: fc.record({ faction: fc.constant('l1z1x'), units: fc.record({ dreadnought: fc.integer({ min: 1, max: 2 }), infantry: fc.integer({ min: 1, max: 3 }), mech: count(1) }) }),
      defender: groundSide,
    }),
  )
  .map((raw) => parseBattleInput(raw))
  .filter((parsed) => parsed.ok)
  .map((parsed) => (parsed as { ok: true; input: BattleInput }).input);

function expectSame(fast: OddsResult, reference: OddsResult, tolerance = 1e-12): void {
  for (const o of OUTCOMES) expect(Math.abs(fast[o] - reference[o]), o).toBeLessThanOrEqual(tolerance);
  for (const side of ['attacker', 'defender'] as const) {
    expect(Math.abs(fast.expectedLoss[side] - reference.expectedLoss[side])).toBeLessThanOrEqual(10 * tolerance);
    const key = (units: object) => JSON.stringify(Object.entries(units).sort());
    const want = new Map(reference.survivors[side].map((s) => [key(s.units), s.p]));
    for (const s of fast.survivors[side]) {
      expect(Math.abs(s.p - (want.get(key(s.units)) ?? 0)), key(s.units)).toBeLessThanOrEqual(tolerance);
      want.delete(key(s.units));
    }
    for (const p of want.values()) expect(p).toBeLessThanOrEqual(tolerance);
  }
}

describe('coupled rounds', () => {
  it('split into independent products give the answers of the outcome-pair definition', () => {
    fc.assert(
      fc.property(battle, (input) => {
        expectSame(computeOdds(input), computeOdds(input, { byOutcomePair: true }));
      }),
      { numRuns: 120 },
    );
  });

  it('stepped in groups (large frontiers) give the answers of rounds stepped pair by pair', () => {
    fc.assert(
      fc.property(battle, fc.boolean(), (input, limited) => {
        // With a round limit every round is stepped as a frontier (phase 1), grouped or not.
        const withLimit = limited ? { ...input, maxRounds: 6 } : input;
        expectSame(computeOdds(withLimit, { groupFrom: 0 }), computeOdds(withLimit, { groupFrom: Infinity }));
      }),
      { numRuns: 120 },
    );
  });

  it('stepped in groups by attacker state (the attacker reacting, the defender not) give the answers of rounds stepped pair by pair', () => {
    // Reflective Shielding on the attacker alone: its pairs cannot group its states, so their
    // defenders are grouped instead (lib/calc/chain/sweep.ts COUPLED_DEFENDERS).
    const reacting = fc
      .record({ sustain: fc.constantFrom('first', 'last'), attacker: spaceSide, defender: spaceSide, limited: fc.boolean() })
      .map(({ limited, ...b }) => parseBattleInput({ ...b, battle: 'space', attacker: { ...b.attacker, reflectiveShielding: true }, defender: { ...b.defender, reflectiveShielding: false }, ...(limited ? { maxRounds: 6 } : {}) }))
      .filter((parsed) => parsed.ok)
      .map((parsed) => (parsed as { ok: true; input: BattleInput }).input);
    const grouped = vi.spyOn(RoundStepper.prototype, 'stepGroup');
    fc.assert(
      fc.property(reacting, (input) => {
        expectSame(computeOdds(input, { groupFrom: 0 }), computeOdds(input, { groupFrom: Infinity }));
      }),
      { numRuns: 80 },
    );
    // The defenders were grouped in some of these battles (side 1: the defender's states grouped).
    expect(grouped.mock.calls.some((call) => call[0] === 1)).toBe(true);
    grouped.mockRestore();
  });

  it('stepped in groups give the same answers whether their moves add up in a dense grid or pair by pair', () => {
    fc.assert(
      fc.property(battle, fc.boolean(), (input, limited) => {
        const withLimit = limited ? { ...input, maxRounds: 6 } : input;
        expectSame(computeOdds(withLimit, { groupFrom: 0, gridFrom: 0 }), computeOdds(withLimit, { groupFrom: 0, gridFrom: Infinity }));
      }),
      { numRuns: 100 },
    );
  });

  it('stepped round by round while it pays (no round limit) give the answers of phase 2 from the first stationary round', () => {
    fc.assert(
      fc.property(battle, (input) => {
        const stepped = computeOdds(input);
        const solved = computeOdds(input, { stepTail: false });
        // Stepping and phase 2 each drop at most PRUNE_BUDGET of negligible moves.
        expectSame(stepped, solved, 1e-10);
        // The chart: phase 2's replay is within 1e-6 of the rounds stepped exactly.
        const n = Math.min(stepped.stillGoing.length, solved.stillGoing.length);
        expect(Math.abs(stepped.stillGoing.length - solved.stillGoing.length)).toBeLessThanOrEqual(1);
        for (let r = 0; r < n; r++) expect(Math.abs(stepped.stillGoing[r]! - solved.stillGoing[r]!)).toBeLessThanOrEqual(1e-6);
      }),
      { numRuns: 150 },
    );
  });

  it('of a large frontier without Duranium Armor are stepped round by round (chart exact), agreeing with phase 2', () => {
    // Mid fleets with Courageous on both sides: about 2,000 coupled pairs after round 1 (Morale
    // Boost), which phase 2 would take one by one (lib/calc/chain.ts COUPLED_TAIL_FROM).
    const MID = { warsun: 2, dreadnought: 3, flagship: 1, cruiser: 3, destroyer: 3, fighter: 3 };
    const side = { units: MID, upgrades: ['warsun', 'dreadnought', 'cruiser', 'destroyer', 'fighter'], modifier: 0, flagship: { value: 5, dice: 2 }, courageousToTheEnd: true, moraleBoost: 1 };
    const input = { battle: 'space', sustain: 'first', attacker: side, defender: side } as BattleInput;
    const stepped = computeOdds(input);
    expectSame(stepped, computeOdds(input, { stepTail: false }), 1e-10);
    // Round 2, stepped from those pairs, is charted as by the rounds stepped one by one (a round
    // limit: phase 1 only), where phase 2's replay follows no pair below CHART_PRUNE (off by 2e-9
    // here); the rounds after it (below 1,000 pairs) are phase 2's again.
    const rounds = computeOdds({ ...input, maxRounds: 20 }).stillGoing;
    expect(Math.abs(stepped.stillGoing[1]! - rounds[1]!)).toBeLessThanOrEqual(1e-12);
    stepped.stillGoing.forEach((p, r) => expect(Math.abs(p - rounds[r]!), `round ${r + 1}`).toBeLessThanOrEqual(1e-6));
  });

  it('hold on named battles that exercise every coupled effect together', () => {
    const cases: BattleInput[] = [
      {
        battle: 'space',
        sustain: 'first',
        attacker: { faction: 'yin', factionOptions: ['devotion'], units: { flagship: 1, cruiser: 2, destroyer: 2, dreadnought: 1 }, upgrades: [], modifier: 0, reflectiveShielding: true, courageousToTheEnd: true, duraniumArmor: true },
        defender: { units: { dreadnought: 2, cruiser: 2, fighter: 2 }, upgrades: ['dreadnought'], modifier: 0, flagship: { value: 5, dice: 2 }, courageousToTheEnd: true, reflectiveShielding: true, directHit: 1 },
      },
      {
        battle: 'space',
        sustain: 'last',
        attacker: { faction: 'letnev', factionOptions: ['nonEuclideanShielding'], units: { flagship: 1, dreadnought: 2, destroyer: 1 }, upgrades: [], modifier: 0, courageousToTheEnd: true, retreat: { atShips: 1 } },
        defender: { faction: 'yin', factionOptions: ['devotion'], units: { cruiser: 2, destroyer: 2, carrier: 1 }, upgrades: ['cruiser'], modifier: 0, reflectiveShielding: true, shieldsHolding: 1 },
      },
      {
        battle: 'ground',
        sustain: 'first',
        attacker: { faction: 'sardakk', factionOptions: ['valkyrieParticleWeave'], units: { infantry: 3, mech: 2 }, upgrades: [], modifier: 0 },
        defender: { units: { infantry: 4, mech: 1 }, upgrades: [], modifier: 0 },
      },
    ];
    for (const input of cases) expectSame(computeOdds(input), computeOdds(input, { byOutcomePair: true }));
  });
});
