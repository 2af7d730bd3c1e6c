/**
 * Crossing a hazard (glossary, "Move: Hazards"): roll a d6; a result equal to or higher than the
 * hazard's die icon passes. Each failed attempt sends the group back and costs 1 command to retry.
 */

/** P(passing on one attempt) against a hazard showing `target` (1-6). */
export function hazardChance(target: number): number {
  return Math.min(6, Math.max(0, 7 - target)) / 6;
}

export interface HazardOdds {
  /** Chance of one attempt passing. */
  perAttempt: number;
  /** Chance of having passed within 1, 2, ... attempts (one command each). */
  withinAttempts: number[];
  /** Expected attempts (and so commands) to pass. */
  expectedAttempts: number;
}

export function hazardOdds(target: number, attempts = 5): HazardOdds {
  const p = hazardChance(target);
  return {
    perAttempt: p,
    withinAttempts: Array.from({ length: attempts }, (_, k) => 1 - (1 - p) ** (k + 1)),
    expectedAttempts: p > 0 ? 1 / p : Infinity,
  };
}
