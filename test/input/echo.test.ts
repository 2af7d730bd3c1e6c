import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeValue, ECHO_MAX, echo, LINE_MAX, oneLine } from '@/lib/input/echo';
import { ownEntry, setOwn } from '@/lib/input/own';

/** Any UTF-16 code unit, so lone surrogates, controls and bidi overrides all turn up. */
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const nasty = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 400 }),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.constantFrom('a\nb', '\x1b[2J\x1b[31mred', 'x\r\ny', '\u202egnp.exe', 'tab\there', '\u2028', '\ud800', 'ok\udc00'),
);
/** What a terminal or log would act on: controls, separators, bidi overrides, unpaired surrogates. */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe('echo', () => {
  it('never lets an unsafe character through and never passes the limit (plus the ellipsis)', () => {
    fc.assert(
      fc.property(nasty, fc.integer({ min: 1, max: 200 }), (text, max) => {
        const out = echo(text, max);
        expect(out).not.toMatch(UNSAFE);
        expect(out.length).toBeLessThanOrEqual(max + 1);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves short safe text alone and marks a cut with an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', ' ', '"', '😀'), maxLength: 50 }), (text) => {
        expect(echo(text)).toBe(text);
      }),
    );
    const long = 'Q'.repeat(10_000_000);
    const cut = echo(long);
    expect(cut).toBe(`${'Q'.repeat(ECHO_MAX)}…`);
  });

  it('writes controls as escapes a reader can see', () => {
    expect(echo('a\nb\tc\x1b[31m')).toBe('a\\nb\\tc\\u001b[31m');
    expect(echo('\u202e')).toBe('\\u202e');
    // A surrogate pair is one character and stays; half of one is escaped.
    expect(echo('😀')).toBe('😀');
    expect(echo('\ud83d')).toBe('\\ud83d');
  });

  it('does not cut inside an escape or a surrogate pair', () => {
    expect(echo('ab\n', 3)).toBe('ab…');
    expect(echo('a😀', 2)).toBe('a…');
  });

  it('oneLine holds a whole message to one line of at most LINE_MAX characters', () => {
    expect(oneLine(`x\n${'y'.repeat(5000)}`)).toHaveLength(LINE_MAX + 1);
    expect(oneLine('field: must be a string')).toBe('field: must be a string');
  });
});

describe('describeValue', () => {
  it('names the kind of a non-string without serialising it, however deep', () => {
    let deep: unknown = [];
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(describeValue(deep)).toBe('an array');
    expect(describeValue({ a: 1 })).toBe('an object');
    expect(describeValue(3)).toBe('3');
    expect(describeValue(null)).toBe('null');
    expect(describeValue('a\nb')).toBe('"a\\nb"');
  });
});

describe('own-property tables', () => {
  const table: Record<string, number> = { sol: 1 };
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])('%s is not an entry', (key) => {
    expect(ownEntry(table, key)).toBeUndefined();
  });
  it('finds real entries', () => expect(ownEntry(table, 'sol')).toBe(1));
  it('setOwn adds __proto__ as a field, leaving the prototype alone', () => {
    const o: Record<string, unknown> = {};
    setOwn(o, '__proto__', { polluted: true });
    expect(Object.keys(o)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
    expect((o as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
