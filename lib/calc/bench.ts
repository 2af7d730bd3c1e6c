/**
 * Benchmark figures for the odds engine: milliseconds per exact calculation, after warming up,
 * for each given case and for the large battle of issue 7. Printed, never asserted: timings vary
 * with the machine.
 */
import { computeOdds } from './battle';
import { parseBattleInput } from './validate';
import type { BattleInput } from './types';

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

/** Median milliseconds per call, timed over enough calls to fill about `budgetMs`. */
export function timeOdds(input: BattleInput, budgetMs = 200): number {
  for (let i = 0; i < 3; i++) computeOdds(input);
  const samples: number[] = [];
  const start = performance.now();
  while (samples.length < 5 || (performance.now() - start < budgetMs && samples.length < 500)) {
    const t = performance.now();
    computeOdds(input);
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

export function runCalcBench(cases: readonly BenchCase[], print: (line: string) => void): void {
  print('odds engine: median ms per exact calculation');
  let total = 0;
  for (const c of cases) {
    const parsed = parseBattleInput(c.input);
    if (!parsed.ok) {
      print(`  skipped ${c.name}: ${parsed.field}: ${parsed.message}`);
      continue;
    }
    const ms = timeOdds(parsed.input);
    total += ms;
    print(`  ${ms.toFixed(2).padStart(8)} ms  ${c.name}`);
  }
  print(`  ${total.toFixed(2).padStart(8)} ms  all ${cases.length} cases`);
  const large = timeOdds(LARGE_BATTLE, 1000);
  const withDuranium = timeOdds({
    ...LARGE_BATTLE,
    attacker: { ...LARGE_BATTLE.attacker, duraniumArmor: true },
    defender: { ...LARGE_BATTLE.defender, duraniumArmor: true },
  });
  print(`  ${large.toFixed(2).padStart(8)} ms  large battle (target: under 10 ms)`);
  print(`  ${withDuranium.toFixed(2).padStart(8)} ms  large battle, both sides with Duranium Armor`);
}
