import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grown } from '@/lib/calc/grown';

describe('grown: the growth step of the engine\'s typed arrays', () => {
  it('keeps the type and the values, pads the rest with 0 or the pad given (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { maxLength: 40 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom(0, -1), (values, extra, pad) => {
        for (const a of [Int32Array.from(values), Float64Array.from(values), Uint8Array.from(values)]) {
          const b = grown(a, a.length + extra, pad);
          const padded = new (a.constructor as new (n: number) => typeof a)(1).fill(pad)[0];
          if (b.constructor !== a.constructor || b.length !== a.length + extra) return false;
          if (!a.every((v, i) => b[i] === v)) return false;
          if (!b.subarray(a.length).every((v) => v === padded)) return false;
        }
        return true;
      }),
    );
  });

  it('returns a new array: the old one may be dropped', () => {
    const a = Int32Array.of(1, 2, 3);
    const b = grown(a, 6);
    b[0] = 9;
    expect([...a]).toEqual([1, 2, 3]);
    expect([...b]).toEqual([9, 2, 3, 0, 0, 0]);
  });
});
