import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalRange, readRange } from '@/lib/serve/range';

const size = fc.integer({ min: 0, max: 1_000_000 });
const position = fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String);

describe('readRange (RFC 9110 section 14)', () => {
  it('ignores the three ranges that ended the old server, or serves all of the file', () => {
    // last-pos < first-pos makes the whole ranges-specifier invalid: ignored.
    expect(readRange('bytes=5-2', 1000)).toEqual({ kind: 'ignore' });
    // A last-pos past the end is cut at the end.
    expect(readRange('bytes=0-9007199254740992', 1000)).toEqual({ kind: 'ranges', ranges: [{ start: 0, end: 999 }] });
    // A suffix longer than the file means the whole file.
    expect(readRange('bytes=-99999999999999999999', 1000)).toEqual({ kind: 'ranges', ranges: [{ start: 0, end: 999 }] });
  });

  it('tells unsatisfiable ranges from malformed ones', () => {
    expect(readRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(readRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(readRange('bytes=0-1,x', 1000)).toEqual({ kind: 'ignore' });
    expect(readRange('items=0-1', 1000)).toEqual({ kind: 'ignore' });
    expect(readRange('bytes=', 1000)).toEqual({ kind: 'ignore' });
    expect(readRange('bytes=0-1', 1000)).toEqual({ kind: 'ranges', ranges: [{ start: 0, end: 1 }] });
    expect(readRange('BYTES= 0-1 , ,-2', 10)).toEqual({ kind: 'ranges', ranges: [{ start: 0, end: 1 }, { start: 8, end: 9 }] });
  });

  it('reads first-last as the model says, for any positions and size', () => {
    fc.assert(
      fc.property(position, position, size, (a, b, n) => {
        const first = Number(a);
        const last = Number(b);
        const got = readRange(`bytes=${a}-${b}`, n);
        if (BigInt(b) < BigInt(a)) expect(got).toEqual({ kind: 'ignore' });
        else if (first >= n) expect(got).toEqual({ kind: 'unsatisfiable' });
        else expect(got).toEqual({ kind: 'ranges', ranges: [{ start: first, end: Math.min(last, n - 1) }] });
      }),
    );
  });

  it('reads a suffix as the last bytes, all of them when it is longer than the file', () => {
    fc.assert(
      fc.property(position, size.filter((n) => n > 0), (s, n) => {
        const got = readRange(`bytes=-${s}`, n);
        if (BigInt(s) === 0n) expect(got).toEqual({ kind: 'unsatisfiable' });
        else expect(got).toEqual({ kind: 'ranges', ranges: [{ start: Math.max(0, n - Number(s)), end: n - 1 }] });
      }),
    );
  });

  it('never throws, and every range it returns lies inside the file', () => {
    const junk = fc.stringMatching(/^[ -~]{0,40}$/);
    const header = fc.oneof(junk, junk.map((s) => `bytes=${s}`), fc.array(fc.oneof(position, fc.constant('-'), fc.constant(',')), { maxLength: 8 }).map((p) => `bytes=${p.join('')}`));
    fc.assert(
      fc.property(header, size, (h, n) => {
        const got = readRange(h, n);
        if (got.kind === 'ranges') {
          for (const r of got.ranges) {
            expect(Number.isSafeInteger(r.start) && Number.isSafeInteger(r.end)).toBe(true);
            expect(0 <= r.start && r.start <= r.end && r.end < n).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('writes a header that reads back as the same request', () => {
    const header = fc.array(fc.oneof(position.map((p) => `-${p}`), fc.tuple(position, position).map(([a, b]) => (BigInt(a) <= BigInt(b) ? `${a}-${b}` : `${b}-${a}`))), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(header, size, (specs, n) => {
        const request = readRange(`bytes=${specs.join(',')}`, n);
        const canonical = canonicalRange(request, n);
        if (request.kind === 'ignore') expect(canonical).toBeUndefined();
        else expect(readRange(canonical, n)).toEqual(request);
      }),
    );
  });
});
