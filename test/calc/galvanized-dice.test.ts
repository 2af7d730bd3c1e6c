import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { galvanizedDice } from '@/lib/calc/galvanized-dice';

const count = fc.integer({ min: 0, max: 20 });
const perUnit = fc.integer({ min: 0, max: 4 });

describe('galvanizedDice', () => {
  it('never rolls more than one extra die per unit', () => {
    fc.assert(fc.property(count, perUnit, count, (n, d, g) => galvanizedDice(n, d, g) <= n * (d + 1)));
  });

  it('is the plain dice with no unit galvanized, and at least them with any', () => {
    fc.assert(
      fc.property(count, perUnit, count, (n, d, g) => {
        expect(galvanizedDice(n, d, 0)).toBe(n * d);
        expect(galvanizedDice(n, d, g)).toBeGreaterThanOrEqual(n * d);
      }),
    );
  });

  it('grows with the units rolling', () => {
    fc.assert(fc.property(count, perUnit, count, (n, d, g) => galvanizedDice(n + 1, d, g) >= galvanizedDice(n, d, g)));
  });

  it('adds one die per galvanized unit while the units outnumber the tokens', () => {
    fc.assert(
      fc.property(count, perUnit, count, (extra, d, g) => {
        expect(galvanizedDice(g + extra, d, g) - galvanizedDice(g + extra, d, 0)).toBe(g);
      }),
    );
  });
});
