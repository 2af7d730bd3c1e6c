/**
 * Hand calculations the calculator's tests check the engine against: small duels worked out on
 * paper, and the CLI's validation in front of computeOdds.
 */
import { expect } from 'vitest';
import { computeOdds, parseBattleInput } from '@/lib/calc';

/** Validates like the CLI, then computes. */
export function odds(raw: unknown) {
  const parsed = parseBattleInput(raw);
  if (!parsed.ok) throw new Error(`${parsed.field}: ${parsed.message}`);
  return computeOdds(parsed.input);
}

export function refused(raw: unknown): string {
  const parsed = parseBattleInput(raw);
  if (parsed.ok) throw new Error('accepted');
  return `${parsed.field}: ${parsed.message}`;
}

/** One unit each hitting with p and q per round, until one or both are gone: [first wins, draw, second wins]. */
export function duel(p: number, q: number): [number, number, number] {
  const end = 1 - (1 - p) * (1 - q);
  return [(p * (1 - q)) / end, (p * q) / end, ((1 - p) * q) / end];
}

/** A first round with chances p1, q1, then the plain duel at p, q. */
export function firstRoundThenDuel(p1: number, q1: number, p: number, q: number): [number, number, number] {
  const [a, d, b] = duel(p, q);
  const on = (1 - p1) * (1 - q1);
  return [p1 * (1 - q1) + on * a, p1 * q1 + on * d, (1 - p1) * q1 + on * b];
}

/** Rounds with their own chances [p, q] while both stand, then the plain duel at p, q. */
export function roundsThenDuel(rounds: [number, number][], p: number, q: number): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  let going = 1;
  for (const [pr, qr] of rounds) {
    out[0] += going * pr * (1 - qr);
    out[1] += going * pr * qr;
    out[2] += going * (1 - pr) * qr;
    going *= (1 - pr) * (1 - qr);
  }
  const [a, d, b] = duel(p, q);
  return [out[0] + going * a, out[1] + going * d, out[2] + going * b];
}

export const close = (got: { attacker: number; draw: number; defender: number }, [a, d, b]: [number, number, number]) => {
  expect(got.attacker).toBeCloseTo(a, 10);
  expect(got.draw).toBeCloseTo(d, 10);
  expect(got.defender).toBeCloseTo(b, 10);
};
