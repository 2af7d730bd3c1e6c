/**
 * Benchmark figures for the odds engine: milliseconds per exact calculation, after warming up,
 * for each given case, the small battle of issue 11 (against alpha-mouse's exact calculator), the
 * large battle of issue 7 and the heaviest legal battles (issue 11: every battle under 0.5 s).
 * Printed, never asserted: timings vary with the machine.
 */
import { computeOdds } from './battle';
import { parseBattleInput } from './validate';
import type { BattleInput, SideInput } from './types';

export interface BenchCase {
  name: string;
  input: unknown;
}

/** The large battle: 2 WS, 4 DN, 4 CR, 2 DD, 8 FF vs 1 WS, 5 DN, 4 CR, 2 DD, 10 FF. */
export const LARGE_BATTLE: BattleInput = {
  battle: 'space',
  sustain: 'last',
  attacker: { units: { warsun: 2, dreadnought: 4, cruiser: 4, destroyer: 2, fighter: 8 }, upgrades: [], modifier: 0 },
  defender: { units: { warsun: 1, dreadnought: 5, cruiser: 4, destroyer: 2, fighter: 10 }, upgrades: [], modifier: 0 },
};

/** Issue 11's small battle, timed in-process by alpha-mouse's exact calculator at about 0.14 ms. */
export const SMALL_BATTLE: BattleInput = {
  battle: 'space',
  sustain: 'last',
  attacker: { units: { dreadnought: 2, cruiser: 2 }, upgrades: [], modifier: 0 },
  defender: { units: { carrier: 3, fighter: 6 }, upgrades: [], modifier: 0 },
};
export const SMALL_TARGET_MS = 0.14;
export const HEAVY_TARGET_MS = 500;

const HEAVY_UNITS: SideInput['units'] = { warsun: 2, dreadnought: 5, flagship: 1, cruiser: 8, destroyer: 8, fighter: 6 };
const MID_UNITS: SideInput['units'] = { warsun: 2, dreadnought: 3, flagship: 1, cruiser: 3, destroyer: 3, fighter: 3 };
const heavySide = (retreat: SideInput['retreat'], extra: Partial<SideInput> = {}): SideInput => ({
  units: HEAVY_UNITS,
  upgrades: ['warsun', 'dreadnought', 'cruiser', 'destroyer', 'fighter'],
  modifier: 0,
  duraniumArmor: true,
  retreat,
  ...extra,
});
const heavy = (sustain: BattleInput['sustain'], attacker: SideInput, defender: SideInput): BattleInput => ({ battle: 'space', sustain, maxRounds: 20, attacker, defender });

/**
 * Issue 11's heaviest battle (each side 2 war suns, 5 dreadnoughts, a flagship, 8 cruisers,
 * 8 destroyers, 6 fighters, all upgrades, Duranium Armor; the attacker retreats after round 20,
 * the defender at 3 ships; 20 rounds at most), and the same fleets with heavy faction effects.
 */
export const HEAVY_BATTLES: { name: string; input: BattleInput }[] = [
  {
    name: 'heaviest battle (issue 11), sustain first',
    input: heavy('first', heavySide({ afterRound: 20 }, { flagship: { value: 5, dice: 2 } }), heavySide({ atShips: 3 }, { flagship: { value: 5, dice: 2 } })),
  },
  {
    name: 'heaviest battle (issue 11), sustain last',
    input: heavy('last', heavySide({ afterRound: 20 }, { flagship: { value: 5, dice: 2 } }), heavySide({ atShips: 3 }, { flagship: { value: 5, dice: 2 } })),
  },
  {
    name: 'same fleets: L1Z1X (Super-Dreadnought II, [0.0.1]) vs Letnev (Arc Secundus, Non-Euclidean, Munitions Reserves)',
    input: heavy(
      'first',
      heavySide({ afterRound: 20 }, { faction: 'l1z1x' }),
      heavySide({ atShips: 3 }, { faction: 'letnev', factionOptions: ['nonEuclideanShielding'], munitionsReserves: 2 }),
    ),
  },
  {
    name: 'same fleets: Jol-Nar (J.N.S. Hylarim, Fragile) vs Sardakk (Particle Weave)',
    input: heavy('first', heavySide({ afterRound: 20 }, { faction: 'jolnar' }), heavySide({ atShips: 3 }, { faction: 'sardakk', factionOptions: ['valkyrieParticleWeave'] })),
  },
  {
    name: 'same fleets, sustain last: Letnev (Non-Euclidean) vs L1Z1X with 2 Direct Hits',
    input: heavy('last', heavySide({ afterRound: 20 }, { faction: 'letnev', factionOptions: ['nonEuclideanShielding'] }), heavySide({ atShips: 3 }, { faction: 'l1z1x', directHit: 2 })),
  },
  // Effects that couple both sides within a round (lib/calc/pairs.ts): on mid fleets (2 war suns,
  // 3 dreadnoughts, a flagship, 3 cruisers, 3 destroyers and 3 fighters a side) and on the heavy ones.
  {
    name: 'mid fleets: Yin with Devotion vs a flagship (5, 2 dice)',
    input: heavy('first', heavySide({ afterRound: 20 }, { units: MID_UNITS, faction: 'yin', factionOptions: ['devotion'] }), heavySide({ atShips: 3 }, { units: MID_UNITS, flagship: { value: 5, dice: 2 } })),
  },
  {
    name: 'mid fleets: Courageous to the End on both sides',
    input: heavy(
      'first',
      heavySide({ afterRound: 20 }, { units: MID_UNITS, flagship: { value: 5, dice: 2 }, courageousToTheEnd: true }),
      heavySide({ atShips: 3 }, { units: MID_UNITS, flagship: { value: 5, dice: 2 }, courageousToTheEnd: true }),
    ),
  },
  {
    name: 'same heavy fleets: Yin with Devotion vs a flagship (5, 2 dice)',
    input: heavy('first', heavySide({ afterRound: 20 }, { faction: 'yin', factionOptions: ['devotion'] }), heavySide({ atShips: 3 }, { flagship: { value: 5, dice: 2 } })),
  },
  {
    name: 'same heavy fleets: Courageous to the End on both sides',
    input: heavy(
      'first',
      heavySide({ afterRound: 20 }, { flagship: { value: 5, dice: 2 }, courageousToTheEnd: true }),
      heavySide({ atShips: 3 }, { flagship: { value: 5, dice: 2 }, courageousToTheEnd: true }),
    ),
  },
  {
    name: 'same heavy fleets: Reflective Shielding for the attacker',
    input: heavy('first', heavySide({ afterRound: 20 }, { flagship: { value: 5, dice: 2 }, reflectiveShielding: true }), heavySide({ atShips: 3 }, { flagship: { value: 5, dice: 2 } })),
  },
  {
    name: 'ground: Sardakk (Particle Weave), 20 infantry + 4 mechs a side',
    input: {
      battle: 'ground',
      sustain: 'first',
      maxRounds: 20,
      attacker: { units: { infantry: 20, mech: 4 }, upgrades: [], modifier: 0, faction: 'sardakk', factionOptions: ['valkyrieParticleWeave'] },
      defender: { units: { infantry: 20, mech: 4 }, upgrades: [], modifier: 0 },
    },
  },
];

export interface Timing {
  /** Median wall-clock milliseconds per call. */
  median: number;
  /** Mean CPU milliseconds per call (all threads), steadier than wall time on a shared machine. */
  cpu: number;
  calls: number;
}

/**
 * Times calls after a warm-up: the calls are repeated for `warmMs` (at least twice) so the
 * compiler has optimized the engine's code, then timed one by one for `budgetMs`, at least
 * `minCalls` times and at most `maxCalls`.
 */
export function timeOdds(input: BattleInput, budgetMs = 200, { warmMs = budgetMs, minCalls = 5, maxCalls = 5000 } = {}): Timing {
  const warmStart = performance.now();
  for (let i = 0; i < 2 || performance.now() - warmStart < warmMs; i++) computeOdds(input);
  const samples: number[] = [];
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  while (samples.length < minCalls || (performance.now() - start < budgetMs && samples.length < maxCalls)) {
    const t = performance.now();
    computeOdds(input);
    samples.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, cpu: (cpu.user + cpu.system) / 1000 / samples.length, calls: samples.length };
}

const ms = (x: number) => (x < 1 ? x.toFixed(3) : x.toFixed(1)).padStart(8);
const verdict = (x: number, target: number) => (x <= target ? 'met' : 'NOT met');

export function runCalcBench(cases: readonly BenchCase[], print: (line: string) => void): void {
  print('odds engine: median ms per exact calculation, after warming up');
  let total = 0;
  for (const c of cases) {
    const parsed = parseBattleInput(c.input);
    if (!parsed.ok) {
      print(`  skipped ${c.name}: ${parsed.field}: ${parsed.message}`);
      continue;
    }
    const t = timeOdds(parsed.input, 100);
    total += t.median;
    print(`  ${ms(t.median)} ms  ${c.name}`);
  }
  print(`  ${ms(total)} ms  all ${cases.length} cases`);
  const large = timeOdds(LARGE_BATTLE, 1000);
  const withDuranium = timeOdds({
    ...LARGE_BATTLE,
    attacker: { ...LARGE_BATTLE.attacker, duraniumArmor: true },
    defender: { ...LARGE_BATTLE.defender, duraniumArmor: true },
  });
  print(`  ${ms(large.median)} ms  large battle (target: under 10 ms)`);
  print(`  ${ms(withDuranium.median)} ms  large battle, both sides with Duranium Armor`);

  // Thousands of calls after a second of warm-up: a per-call figure comparable to alpha-mouse's.
  const small = timeOdds(SMALL_BATTLE, 1000, { warmMs: 1000, maxCalls: 20_000 });
  print(
    `  ${ms(small.median)} ms  small battle, 2 DN + 2 CR vs 3 CV + 6 FF: median of ${small.calls} calls (CPU ${small.cpu.toFixed(3)} ms per call); target: at most ${SMALL_TARGET_MS} ms, ${verdict(small.median, SMALL_TARGET_MS)}`,
  );
  let worst = 0;
  for (const h of HEAVY_BATTLES) {
    const t = timeOdds(h.input, 0, { warmMs: 0, minCalls: 3 });
    worst = Math.max(worst, t.median);
    print(`  ${ms(t.median)} ms  ${h.name} (CPU ${t.cpu.toFixed(0)} ms per call)`);
  }
  print(`  ${ms(worst)} ms  heaviest of these; target: every battle under ${HEAVY_TARGET_MS} ms, ${verdict(worst, HEAVY_TARGET_MS)}`);
}
