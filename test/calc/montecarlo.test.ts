import { describe, expect, it } from 'vitest';
import { computeOdds } from '@/lib/calc';
import { OUTCOMES } from '@/lib/calc/chain';
import type { BattleInput, SideInput } from '@/lib/calc/types';
import { d10, seeded, simulate } from './simulate';

const TRIALS = 20_000;

const side = (units: SideInput['units'], extra: Partial<SideInput> = {}): SideInput => ({
  units,
  upgrades: [],
  modifier: 0,
  ...extra,
});

/** One scenario per option (and the main combinations), each against the seeded simulator. */
const scenarios: [string, BattleInput][] = [
  ['plain, sustain last', { battle: 'space', sustain: 'last', attacker: side({ dreadnought: 2, cruiser: 2 }), defender: side({ carrier: 3, fighter: 6 }) }],
  [
    'space cannon, Plasma Scoring, Antimass Deflectors, Graviton Laser, barrage',
    {
      battle: 'space',
      sustain: 'first',
      attacker: side({ dreadnought: 1, destroyer: 2, fighter: 3 }, { upgrades: ['destroyer'], antimassDeflectors: true }),
      defender: side({ carrier: 2, fighter: 4, pds: 2 }, { upgrades: ['pds'], plasmaScoring: true, gravitonLaser: true }),
    },
  ],
  [
    'Duranium Armor, sustain first',
    { battle: 'space', sustain: 'first', attacker: side({ dreadnought: 3 }, { duraniumArmor: true }), defender: side({ dreadnought: 2, cruiser: 3 }, { duraniumArmor: true }) },
  ],
  [
    'Duranium Armor, sustain last, war sun',
    { battle: 'space', sustain: 'last', attacker: side({ warsun: 1, dreadnought: 1, fighter: 2 }, { duraniumArmor: true }), defender: side({ dreadnought: 3, cruiser: 2 }) },
  ],
  [
    'Assault Cannon both sides',
    { battle: 'space', sustain: 'first', attacker: side({ cruiser: 3, carrier: 1 }, { assaultCannon: true }), defender: side({ cruiser: 2, destroyer: 2 }, { assaultCannon: true }) },
  ],
  [
    'Experimental Battlestation with Graviton Laser',
    { battle: 'space', sustain: 'first', attacker: side({ carrier: 2, cruiser: 1, fighter: 4 }), defender: side({ cruiser: 2 }, { experimentalBattlestation: true, gravitonLaser: true }) },
  ],
  [
    'Direct Hit against Dreadnought II and I',
    {
      battle: 'space',
      sustain: 'first',
      attacker: side({ dreadnought: 2, warsun: 1 }, { upgrades: ['dreadnought'], directHit: 1 }),
      defender: side({ dreadnought: 3, cruiser: 1 }, { directHit: 2 }),
    },
  ],
  [
    'Morale Boost in round 2, nebula, Sardakk +1, flagship',
    {
      battle: 'space',
      sustain: 'last',
      nebula: true,
      attacker: side({ cruiser: 3, flagship: 1 }, { modifier: 1, moraleBoost: 2, flagship: { value: 6, dice: 2 } }),
      defender: side({ dreadnought: 1, destroyer: 2, fighter: 2 }, { modifier: -1 }),
    },
  ],
  [
    'attacker retreats after round 2',
    { battle: 'space', sustain: 'first', attacker: side({ dreadnought: 2, fighter: 3 }, { retreat: { afterRound: 2 } }), defender: side({ cruiser: 3, destroyer: 1 }) },
  ],
  [
    'defender retreats at 2 ships, attacker at 1',
    {
      battle: 'space',
      sustain: 'last',
      attacker: side({ cruiser: 4 }, { retreat: { atShips: 1 } }),
      defender: side({ carrier: 2, fighter: 3 }, { retreat: { atShips: 2 } }),
    },
  ],
  ['two rounds only', { battle: 'space', sustain: 'first', maxRounds: 2, attacker: side({ cruiser: 3 }), defender: side({ dreadnought: 1, fighter: 2 }) }],
  [
    'custom loss order',
    { battle: 'space', sustain: 'last', attacker: side({ carrier: 1, fighter: 3, cruiser: 2 }, { lossOrder: ['cruiser', 'carrier'] }), defender: side({ destroyer: 4 }) },
  ],
  [
    'invasion: war sun drops the shield, Plasma Scoring both, PDS II, Antimass',
    {
      battle: 'invasion',
      sustain: 'last',
      attacker: side({ warsun: 1, infantry: 4, mech: 1 }, { plasmaScoring: true, antimassDeflectors: true }),
      defender: side({ infantry: 3, mech: 1, pds: 2 }, { upgrades: ['pds', 'infantry'], plasmaScoring: true }),
    },
  ],
  [
    'ground: Magen Defense Grid, mechs with Duranium Armor',
    {
      battle: 'ground',
      sustain: 'first',
      attacker: side({ infantry: 2, mech: 2 }, { duraniumArmor: true }),
      defender: side({ infantry: 5, pds: 1 }, { magenDefenseGrid: true, upgrades: ['infantry'] }),
    },
  ],
];

describe('the Monte Carlo twin', () => {
  it('rolls a fair d10 (chi-square, 9 degrees of freedom, p > 0.001)', () => {
    const random = seeded(7);
    const counts = new Array<number>(11).fill(0);
    const n = 200_000;
    for (let i = 0; i < n; i++) counts[d10(random)]!++;
    expect(counts[0]).toBe(0);
    const chi2 = counts.slice(1).reduce((t, c) => t + (c - n / 10) ** 2 / (n / 10), 0);
    expect(chi2).toBeLessThan(27.88);
  });

  it('notices a loaded die (the uniformity test has teeth)', () => {
    const random = seeded(7);
    const counts = new Array<number>(11).fill(0);
    const n = 200_000;
    for (let i = 0; i < n; i++) counts[Math.min(10, d10(random) + (random() < 0.02 ? 1 : 0))]!++;
    const chi2 = counts.slice(1).reduce((t, c) => t + (c - n / 10) ** 2 / (n / 10), 0);
    expect(chi2).toBeGreaterThan(27.88);
  });

  it.each(scenarios)('agrees with the engine within 4 standard errors: %s', (_, input) => {
    const exact = computeOdds(input);
    const random = seeded(12345);
    const seen = Object.fromEntries(OUTCOMES.map((o) => [o, 0]));
    for (let i = 0; i < TRIALS; i++) seen[simulate(input, random)]!++;
    for (const o of OUTCOMES) {
      const p = exact[o];
      const se = Math.sqrt((p * (1 - p)) / TRIALS);
      expect(Math.abs(seen[o]! / TRIALS - p), `${o}: exact ${p}, simulated ${seen[o]! / TRIALS}`).toBeLessThanOrEqual(4 * se + 1e-9);
    }
  });
});
