/**
 * The growth step of the combat engine's typed lists and per-state arrays (./space.ts, ./chain,
 * ./coupler-lists.ts): each grows to a larger array when full, rarely (they double, and are reused
 * from calculation to calculation), so one helper serves every array of every list.
 */

type Growable = Int32Array | Uint8Array | Float64Array;

/** An array of `a`'s type, `n` long, holding `a`'s values first and `pad` (0 unless given) after them. */
export function grown<T extends Growable>(a: T, n: number, pad = 0): T {
  const b = new (a.constructor as new (length: number) => T)(n);
  if (pad !== 0) b.fill(pad, a.length);
  b.set(a);
  return b;
}
